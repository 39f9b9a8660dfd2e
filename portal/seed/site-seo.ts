import { BRAND } from '../../contract/brand';
import { l, type L, type SeedEntry } from './types';
import { site } from './site-doc';

/**
 * SEO site document (GET /seoCommon/{key}, GET /seoModule/{module} without an article): {common, modules}, each
 * {title, description, keywords}. Module keys are the list routes' path families.
 */
interface Seo { title: L; description: L; keywords: string }

const common: Record<string, Seo> = {
  default: {
    title: l(`${BRAND.name}: CDN, edge security and media delivery`, `${BRAND.name}：CDN、边缘安全与媒体分发`, `${BRAND.name}：CDN、エッジセキュリティ、メディア配信`, `${BRAND.name}: CDN, 엣지 보안, 미디어 전송`),
    description: l('Fast, secure delivery from 2,800 PoPs in 70+ countries and regions.', '依托 70 多个国家和地区的 2,800 个节点，提供快速、安全的分发。', '70 以上の国と地域にある 2,800 の PoP から高速で安全に配信。', '70여 개 국가 및 지역의 2,800개 PoP에서 빠르고 안전하게 전송합니다.'),
    keywords: 'CDN, DDoS protection, WAF, live streaming, zero trust, edge computing',
  },
  search: {
    title: l('Search', '搜索', '検索', '검색'),
    description: l(`Search ${BRAND.name} products, articles and documentation.`, `搜索 ${BRAND.name} 的产品、文章与文档。`, `${BRAND.name} の製品、記事、ドキュメントを検索。`, `${BRAND.name} 제품, 글, 문서를 검색하세요.`),
    keywords: 'search',
  },
};

const modules: Record<string, Seo> = {
  blog: {
    title: l('Blog', '博客', 'ブログ', '블로그'),
    description: l('Articles on web performance, cloud security, media delivery and zero trust.', '关于 Web 性能、云安全、媒体分发与零信任的文章。', 'Web パフォーマンス、クラウドセキュリティ、メディア配信、ゼロトラストに関する記事。', '웹 성능, 클라우드 보안, 미디어 전송, 제로 트러스트에 관한 글.'),
    keywords: 'blog, CDN, security, streaming, zero trust',
  },
  news: {
    title: l('News', '新闻', 'ニュース', '뉴스'),
    description: l(`Press releases and announcements from ${BRAND.name}.`, `${BRAND.name} 的新闻稿与公告。`, `${BRAND.name} のプレスリリースとお知らせ。`, `${BRAND.name}의 보도 자료와 공지.`),
    keywords: 'news, press',
  },
  'case-study': {
    title: l('Case Studies', '客户案例', '導入事例', '고객 사례'),
    description: l('How customers in every industry deliver and protect their applications.', '各行业客户如何分发并保护他们的应用。', 'あらゆる業種の顧客がアプリを配信し保護している事例。', '모든 산업의 고객이 애플리케이션을 전송하고 보호하는 방법.'),
    keywords: 'case study, customers',
  },
  glossary: {
    title: l('Glossary', '术语表', '用語集', '용어집'),
    description: l('Plain explanations of CDN, edge computing, streaming and security terms.', '通俗解释 CDN、边缘计算、流媒体与安全术语。', 'CDN、エッジコンピューティング、ストリーミング、セキュリティ用語をわかりやすく解説。', 'CDN, 엣지 컴퓨팅, 스트리밍, 보안 용어를 쉽게 설명합니다.'),
    keywords: 'glossary, what is',
  },
  resources: {
    title: l('Resources', '资源', 'リソース', '리소스'),
    description: l('Reports, ebooks, datasheets, videos and webinars.', '报告、电子书、产品规格、视频与网络研讨会。', 'レポート、電子書籍、データシート、動画、ウェビナー。', '보고서, 전자책, 데이터시트, 동영상, 웨비나.'),
    keywords: 'resources, reports, ebooks, webinars',
  },
  events: {
    title: l('Events', '活动', 'イベント', '이벤트'),
    description: l('Meet us at trade shows around the world.', '在全球各地的展会上与我们见面。', '世界各地の展示会で当社にお会いください。', '전 세계 전시회에서 저희를 만나 보세요.'),
    keywords: 'events, trade shows',
  },
};

const render = (seo: Record<string, Seo>, lang: keyof L) =>
  Object.fromEntries(Object.entries(seo).map(([key, s]) => [key, { title: s.title[lang], description: s.description[lang], keywords: s.keywords }]));

export function seoSiteEntries(): SeedEntry[] {
  return site('seo', (lang) => ({ common: render(common, lang), modules: render(modules, lang) }));
}
