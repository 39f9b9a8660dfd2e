import { perLang, type L, type SeedEntry } from './types';

const homeTitle: L = {
  EN_US: 'Fast, secure edge delivery for every application',
  ZH_CN: '为每一个应用提供快速、安全的边缘分发',
  JA_JP: 'あらゆるアプリケーションに高速で安全なエッジ配信を',
  KO_KR: '모든 애플리케이션을 위한 빠르고 안전한 엣지 전송',
};

export function pageEntries(): SeedEntry[] {
  return perLang((lang) => ({
    kind: 'page',
    type: 'page',
    code: 'home',
    lang,
    title: homeTitle[lang],
    data: {
      path: '/',
      moduleViewList: [
        { id: 'home-hero', name: 'Overview', type: 'richText', details: { visible: true, html: `<h1>${homeTitle[lang]}</h1>` } },
      ],
    },
  }));
}
