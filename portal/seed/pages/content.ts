import { GLOSSARY_TAG_ROUTES } from '../../../contract/routes';
import { l, type L, type Lang, type SeedEntry } from '../types';
import { cta, features, newsList, type ModuleSeed } from './build';
import { simple } from './company';
import { P } from './phrases';

/** Lists of news-like content (blog, news, resources, glossary, case studies), search pages and the event pages. */

const BLOG_TAGS: Array<{ route: string; tag: string; name: L }> = [
  { route: 'web-performance', tag: 'Web Performance', name: l('Web Performance', 'Web 性能', 'Web パフォーマンス', '웹 성능') },
  { route: 'cloud-security', tag: 'Cloud Security', name: l('Cloud Security', '云安全', 'クラウドセキュリティ', '클라우드 보안') },
  { route: 'media-delivery', tag: 'Media Delivery', name: l('Media Delivery', '媒体分发', 'メディア配信', '미디어 전송') },
  { route: 'zero-trust', tag: 'Zero Trust', name: l('Zero Trust', '零信任', 'ゼロトラスト', '제로 트러스트') },
  { route: 'other', tag: 'Other', name: l('Other', '其他', 'その他', '기타') },
];

const blogTabs = (lang: Lang) => BLOG_TAGS.map((t) => ({ label: t.name[lang], tag: t.tag }));
const articles = l('Articles', '文章', '記事', '글');

const blog = [
  ...simple('/blog/', l('Blog', '博客', 'ブログ', '블로그'), l('Engineering notes, threat research and product news from our teams.', '来自我们团队的工程笔记、威胁研究与产品动态。', 'エンジニアリングの知見、脅威リサーチ、製品ニュースをお届けします。', '엔지니어링 노트, 위협 연구, 제품 소식을 전합니다.'), (lang) => [newsList(articles[lang], 'BLOG', { tabs: blogTabs(lang) }), cta(lang)]),
  ...BLOG_TAGS.flatMap((t) =>
    simple(`/blog/${t.route}/`, l(`Blog: ${t.name.EN_US}`, `博客：${t.name.ZH_CN}`, `ブログ：${t.name.JA_JP}`, `블로그: ${t.name.KO_KR}`), l(`Articles about ${t.name.EN_US.toLowerCase()} from our engineers.`, `工程师撰写的${t.name.ZH_CN}相关文章。`, `エンジニアによる${t.name.JA_JP}の記事。`, `엔지니어가 쓴 ${t.name.KO_KR} 관련 글.`), (lang) => [newsList(articles[lang], 'BLOG', { tag: t.tag }), cta(lang)]),
  ),
  ...simple('/blog/news/', l('Blog: company news', '博客：公司新闻', 'ブログ：企業ニュース', '블로그: 회사 소식'), l('Announcements and milestones, as told on our blog.', '博客中的公告与里程碑。', 'ブログで紹介するお知らせとマイルストーン。', '블로그로 전하는 공지와 주요 소식.'), (lang) => [newsList(articles[lang], 'NEWS'), cta(lang)]),
];

const news = simple('/news/', l('Newsroom', '新闻中心', 'ニュースルーム', '뉴스룸'), l('Press releases, awards and company announcements.', '新闻稿、奖项与公司公告。', 'プレスリリース、受賞、企業のお知らせ。', '보도자료, 수상, 회사 공지.'), (lang) => [
  newsList(l('Press releases', '新闻稿', 'プレスリリース', '보도자료')[lang], 'NEWS', { layout: 'list' }),
  newsList(l('Events', '活动', 'イベント', '이벤트')[lang], 'EVENTS', { pageSize: 3, paginate: false }),
]);

const RESOURCE_CATEGORIES: Array<{ route: string; type: string; name: L; desc: L }> = [
  { route: 'brochures', type: 'BROCHURES', name: l('Brochures', '产品手册', 'パンフレット', '브로슈어'), desc: l('Product overviews to share with your team.', '可与团队分享的产品概览。', 'チームで共有できる製品概要。', '팀과 공유할 수 있는 제품 개요.') },
  { route: 'datasheets', type: 'DATASHEETS', name: l('Datasheets', '数据表', 'データシート', '데이터시트'), desc: l('Specifications, limits and compliance details.', '规格、限制与合规详情。', '仕様・制限・コンプライアンスの詳細。', '사양, 한도, 규정 준수 세부 정보.') },
  { route: 'ebooks', type: 'EBOOKS', name: l('Ebooks', '电子书', '電子書籍', '전자책'), desc: l('In-depth guides on delivery and security strategy.', '分发与安全战略的深度指南。', '配信とセキュリティ戦略の詳しいガイド。', '전송과 보안 전략에 대한 심층 가이드.') },
  { route: 'infographics', type: 'INFOGRAPHICS', name: l('Infographics', '信息图', 'インフォグラフィック', '인포그래픽'), desc: l('The numbers behind the internet, at a glance.', '一图看懂互联网背后的数据。', 'インターネットの裏側の数字をひと目で。', '인터넷 뒤의 숫자를 한눈에.') },
  { route: 'reports', type: 'REPORTS', name: l('Reports', '报告', 'レポート', '보고서'), desc: l('Research from traffic on our global network.', '基于全球网络流量的研究报告。', 'グローバルネットワークのトラフィックに基づく調査。', '글로벌 네트워크 트래픽 기반의 연구.') },
  { route: 'videos', type: 'VIDEOS', name: l('Videos', '视频', '動画', '동영상'), desc: l('Demos, customer stories and conference talks.', '产品演示、客户故事与大会演讲。', 'デモ、導入事例、カンファレンス講演。', '데모, 고객 이야기, 콘퍼런스 발표.') },
  { route: 'webinars', type: 'WEBINARS', name: l('Webinars', '网络研讨会', 'ウェビナー', '웨비나'), desc: l('Live and recorded sessions with our engineers.', '与工程师互动的直播与录播课程。', 'エンジニアによるライブ・録画セッション。', '엔지니어와 함께하는 라이브 및 녹화 세션.') },
];

const resources = [
  ...simple('/resources/', l('Resources', '资源中心', 'リソース', '리소스'), l('Reports, ebooks, videos and more to plan your edge strategy.', '报告、电子书、视频等，助您规划边缘战略。', 'エッジ戦略の計画に役立つレポート・電子書籍・動画など。', '엣지 전략 수립에 도움이 되는 보고서, 전자책, 동영상 등.'), (lang) => [
    // Resource strips show three items each; the first one spans every resource type (RESOURCES).
    newsList(l('Latest resources', '最新资源', '最新のリソース', '최신 리소스')[lang], 'RESOURCES', { pageSize: 3, paginate: false, recommendOrder: false }),
    ...RESOURCE_CATEGORIES.map((c): ModuleSeed => newsList(c.name[lang], c.type, { pageSize: 3, paginate: false, intro: c.desc[lang] })),
    features(l('Browse by category', '按类别浏览', 'カテゴリーから探す', '카테고리별 보기')[lang], RESOURCE_CATEGORIES.map((c) => ({ title: c.name[lang], url: `/resources/${c.route}/` })), { columns: 4 }),
  ]),
  ...RESOURCE_CATEGORIES.flatMap((c) => simple(`/resources/${c.route}/`, c.name, c.desc, (lang) => [newsList(c.name[lang], c.type)])),
];

const GLOSSARY_NAMES: Record<(typeof GLOSSARY_TAG_ROUTES)[number], L> = {
  'content-delivery-network': l('Content delivery network', '内容分发网络', 'コンテンツ配信ネットワーク', '콘텐츠 전송 네트워크'),
  'edge-computing': l('Edge computing', '边缘计算', 'エッジコンピューティング', '엣지 컴퓨팅'),
  'media-delivery': l('Media delivery', '媒体分发', 'メディア配信', '미디어 전송'),
  security: l('Security', '安全', 'セキュリティ', '보안'),
};
const glossaryTabs = (lang: Lang) => GLOSSARY_TAG_ROUTES.map((tag) => ({ label: GLOSSARY_NAMES[tag][lang], tag }));
const terms = l('Terms', '术语', '用語', '용어');

// The security page also filters by the spec's security sub-tags (DDoS, WAF, ...: ?subTag=).
const glossary = [
  ...simple('/glossary/', l('Glossary', '术语表', '用語集', '용어집'), l('Plain-language definitions of delivery, edge and security terms.', '用通俗语言解释分发、边缘与安全术语。', '配信・エッジ・セキュリティ用語をわかりやすく解説。', '전송, 엣지, 보안 용어를 쉬운 말로 설명합니다.'), (lang) => [newsList(terms[lang], 'GLOSSARY', { tabs: glossaryTabs(lang), layout: 'list' })]),
  ...GLOSSARY_TAG_ROUTES.flatMap((tag) =>
    simple(`/glossary/${tag}/`, l(`Glossary: ${GLOSSARY_NAMES[tag].EN_US}`, `术语表：${GLOSSARY_NAMES[tag].ZH_CN}`, `用語集：${GLOSSARY_NAMES[tag].JA_JP}`, `용어집: ${GLOSSARY_NAMES[tag].KO_KR}`), l(`Key ${GLOSSARY_NAMES[tag].EN_US.toLowerCase()} terms, explained.`, `${GLOSSARY_NAMES[tag].ZH_CN}核心术语详解。`, `${GLOSSARY_NAMES[tag].JA_JP}の主要用語を解説。`, `${GLOSSARY_NAMES[tag].KO_KR} 핵심 용어 해설.`), (lang) => [newsList(terms[lang], 'GLOSSARY', { tag, layout: 'list', ...(tag === 'security' ? { subTagFilter: true } : {}) })]),
  ),
];

const CASE_TAGS: Array<{ tag: string; name: L }> = [
  { tag: 'media-entertainment', name: l('Media & Entertainment', '媒体与娱乐', 'メディア・エンターテインメント', '미디어 및 엔터테인먼트') },
  { tag: 'software-technology', name: l('Software & Technology', '软件与科技', 'ソフトウェア・テクノロジー', '소프트웨어 및 기술') },
  { tag: 'manufacturing', name: l('Manufacturing', '制造', '製造', '제조') },
  { tag: 'travel-hospitality', name: l('Travel & Hospitality', '旅游与酒店', '旅行・ホスピタリティ', '여행 및 숙박') },
  { tag: 'freight-shipping', name: l('Freight & Shipping', '货运与物流', '貨物・海運', '화물 및 해운') },
  { tag: 'e-commerce', name: l('E-commerce', '电子商务', 'EC', '전자상거래') },
  { tag: 'online-education', name: l('Online Education', '在线教育', 'オンライン教育', '온라인 교육') },
  { tag: 'gaming', name: l('Gaming', '游戏', 'ゲーム', '게임') },
];
const stories = l('Customer stories', '客户案例', '導入事例', '고객 사례');

const caseStudies = [
  ...simple('/case-study/', l('Case studies', '客户案例', '導入事例', '고객 사례'), l('How broadcasters, retailers and game studios run on our edge.', '看广电、零售与游戏公司如何基于我们的边缘平台运行业务。', '放送局・小売・ゲーム会社が当社のエッジをどう活用しているか。', '방송사, 리테일, 게임사가 엣지를 어떻게 활용하는지 확인하세요.'), (lang) => [
    { name: stories[lang], type: 'caseStudyGrid', details: { title: stories[lang], tags: CASE_TAGS.map((c) => ({ label: c.name[lang], tag: c.tag })) } },
    cta(lang, 'contact'),
  ]),
  ...CASE_TAGS.flatMap((c) =>
    simple(`/case-study/${c.tag}/`, l(`Case studies: ${c.name.EN_US}`, `客户案例：${c.name.ZH_CN}`, `導入事例：${c.name.JA_JP}`, `고객 사례: ${c.name.KO_KR}`), l(`${c.name.EN_US} companies that deliver faster and safer with us.`, `借助我们实现更快、更安全交付的${c.name.ZH_CN}企业。`, `当社で高速かつ安全な配信を実現した${c.name.JA_JP}企業。`, `저희와 함께 더 빠르고 안전하게 전송하는 ${c.name.KO_KR} 기업.`), (lang) => [
      { name: stories[lang], type: 'caseStudyGrid', details: { title: stories[lang], tag: c.tag } },
      cta(lang, 'contact'),
    ]),
  ),
];

const downloads = [
  ...simple('/download-assets-case-studies/', l('Download case studies', '下载客户案例', '導入事例のダウンロード', '고객 사례 다운로드'), l('PDF editions of our customer stories, free to share.', '客户案例 PDF 版，欢迎分享。', '導入事例の PDF 版を自由に共有できます。', '고객 사례 PDF를 자유롭게 공유하세요.'), (lang) => [newsList(stories[lang], 'CASE_STUDY')]),
  ...simple('/download-assets-white-papers/', l('Download white papers', '下载白皮书', 'ホワイトペーパーのダウンロード', '백서 다운로드'), l('Technical white papers on architecture, performance and security.', '关于架构、性能与安全的技术白皮书。', 'アーキテクチャ・性能・セキュリティの技術ホワイトペーパー。', '아키텍처, 성능, 보안에 관한 기술 백서.'), (lang) => [newsList(l('White papers', '白皮书', 'ホワイトペーパー', '백서')[lang], 'WHITE_PAPERS')]),
];

// Not the page's name: the hero already carries it, and two regions with one label are ambiguous landmarks.
const SEARCH_RESULTS = l('Search results', '搜索结果', '検索結果', '검색 결과');
const search = [
  { path: '/search/', type: undefined, name: l('Search', '搜索', '検索', '검색'), desc: l('Search the whole site.', '搜索全站内容。', 'サイト全体を検索します。', '사이트 전체를 검색합니다.') },
  { path: '/search/blog/', type: 'BLOG', name: l('Search the blog', '搜索博客', 'ブログを検索', '블로그 검색'), desc: l('Find articles on our blog.', '查找博客文章。', 'ブログ記事を探します。', '블로그 글을 찾습니다.') },
  { path: '/search/news/', type: 'NEWS', name: l('Search the news', '搜索新闻', 'ニュースを検索', '뉴스 검색'), desc: l('Find press releases and announcements.', '查找新闻稿与公告。', 'プレスリリースとお知らせを探します。', '보도자료와 공지를 찾습니다.') },
].flatMap((s) => simple(s.path, s.name, s.desc, (lang) => [{ name: SEARCH_RESULTS[lang], type: 'searchResults', details: s.type ? { type: s.type } : {} }]));

const EVENT_FACTS = (when: L, where: string, booth: string) => (lang: Lang) => [
  { title: l('When', '时间', '日時', '일시')[lang], text: when[lang] },
  { title: l('Where', '地点', '会場', '장소')[lang], text: where },
  { title: l('Booth', '展位', 'ブース', '부스')[lang], text: booth },
];

const events = [
  ...simple('/events/', l('Events', '活动', 'イベント', '이벤트'), l('Meet our team at trade shows and conferences around the world.', '在全球各地的展会与大会上与我们的团队见面。', '世界各地の展示会やカンファレンスで当社チームに会いましょう。', '전 세계 전시회와 콘퍼런스에서 저희 팀을 만나세요.'), (lang) => [newsList(l('Upcoming and past events', '近期与往期活动', '開催予定・過去のイベント', '예정 및 지난 이벤트')[lang], 'EVENTS')]),
  ...simple('/events/ibc-2025/', l('IBC 2025', 'IBC 2025 国际广播电视展', 'IBC 2025', 'IBC 2025'), l('See one-second live delivery and Multi-DRM at the broadcast industry show in Amsterdam.', '在阿姆斯特丹广播电视展上体验一秒级直播分发与多 DRM。', 'アムステルダムの放送業界展示会で 1 秒遅延のライブ配信とマルチ DRM を体験。', '암스테르담 방송 전시회에서 1초 지연 라이브 전송과 멀티 DRM을 경험하세요.'), (lang) => [
    features(l('Event details', '活动信息', 'イベント概要', '행사 정보')[lang], EVENT_FACTS(l('12-15 September 2025', '2025 年 9 月 12-15 日', '2025 年 9 月 12～15 日', '2025년 9월 12~15일'), 'RAI Amsterdam', '5.C41')(lang)),
    cta(lang, 'contact'),
  ], [P.contactSales, '/contact/']),
  ...simple('/events/igaming-live-2025/', l('iGaming Live 2025', '2025 iGaming Live 博览会', 'iGaming Live 2025', 'iGaming Live 2025'), l('Low-latency live dealer streams and DDoS defence, live in Malta.', '在马耳他现场了解低延时真人荷官直播与 DDoS 防护。', 'マルタで低遅延ライブディーラー配信と DDoS 防御をご覧ください。', '몰타에서 저지연 라이브 딜러 스트리밍과 DDoS 방어를 만나 보세요.'), (lang) => [
    { name: l('Countdown', '倒计时', 'カウントダウン', '카운트다운')[lang], type: 'countdown', details: { title: l('The show opens in', '距开幕还有', '開幕まで', '개막까지')[lang], target: '2025-11-11T09:00:00Z' } },
    features(l('Event details', '活动信息', 'イベント概要', '행사 정보')[lang], EVENT_FACTS(l('11-13 November 2025', '2025 年 11 月 11-13 日', '2025 年 11 月 11～13 日', '2025년 11월 11~13일'), 'MFCC, Malta', 'B27')(lang)),
    cta(lang, 'contact'),
  ], [P.contactSales, '/contact/']),
  ...simple('/events/asia-content-show-2025/', l('Asia Content Show 2025', '2025 亚洲内容大会', 'アジアコンテンツショー 2025', '아시아 콘텐츠 쇼 2025'), l('Streaming, OTT and entertainment delivery at the content show in Singapore.', '在新加坡内容大会上探讨流媒体、OTT 与娱乐内容分发。', 'シンガポールのコンテンツショーで配信・OTT・エンタメ配信を紹介。', '싱가포르 콘텐츠 쇼에서 스트리밍, OTT, 엔터테인먼트 전송을 소개합니다.'), (lang) => [
    features(l('Event details', '活动信息', 'イベント概要', '행사 정보')[lang], EVENT_FACTS(l('2-4 December 2025', '2025 年 12 月 2-4 日', '2025 年 12 月 2～4 日', '2025년 12월 2~4일'), 'Marina Bay Sands, Singapore', 'H12')(lang)),
    cta(lang, 'contact'),
  ], [P.contactSales, '/contact/']),
];

export function contentPages(): SeedEntry[] {
  return [...blog, ...news, ...resources, ...glossary, ...caseStudies, ...downloads, ...search, ...events];
}
