/** Page shell: header, footer, banners, dialogs (spec §2 "Header", §4). */
export default {
  en: { shell: { inPageNav: 'On this page', main: 'Main content' } },
  cn: { shell: { inPageNav: '本页内容', main: '主要内容' } },
  ja: { shell: { inPageNav: 'このページの内容', main: 'メインコンテンツ' } },
  ko: { shell: { inPageNav: '이 페이지의 내용', main: '주요 콘텐츠' } },
};
