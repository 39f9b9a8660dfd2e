import { l, type L, type Lang, type SeedEntry } from './types';
import { site } from './site-doc';
import { BLOG_TAGS } from './dicts';
import { NEWS_TYPES, type NewsType } from '../listing';
import { jsonModuleEntries } from './site-json';
import { detailPath } from './news-types';
import { learnMoreAbout } from './pages/phrases';
import { NETWORK_REGIONS } from './pages/network';

/** Home and shell documents: hot menus, ads, news constants, home banners and modules, image resources, JSON modules. */

const hotMenus: Array<{ title: L; url: string }> = [
  { title: l('Free Trial', '免费试用', '無料トライアル', '무료 체험'), url: '/free-trial/' },
  { title: l('DDoS Protection', 'DDoS 防护', 'DDoS 対策', 'DDoS 방어'), url: '/cloud-security/flood-shield/' },
  { title: l('Low-Latency Streaming', '低延时直播', '低遅延ストリーミング', '저지연 스트리밍'), url: '/media-delivery/low-latency-streaming/' },
  { title: l('What is a CDN?', '什么是 CDN？', 'CDN とは？', 'CDN이란?'), url: '/glossary/what-is-a-cdn/' },
  { title: l('DDoS resilience ebook', 'DDoS 韧性电子书', 'DDoS レジリエンス電子書籍', 'DDoS 복원력 전자책'), url: '/ebooks/guide-to-ddos-resilience/' },
];

export interface Ad { id: number; title: L; content: L; image: string; url: string }

const ads: Ad[] = [
  {
    id: 1,
    title: l('Try any product free for 14 days', '任意产品免费试用 14 天', '全製品を 14 日間無料でお試し', '모든 제품 14일 무료 체험'),
    content: l('No credit card needed.', '无需信用卡。', 'クレジットカードは不要です。', '신용카드가 필요 없습니다.'),
    image: '/images/icons/trial.svg',
    url: '/free-trial/',
  },
  {
    id: 2,
    title: l('Replace your VPN with zero trust', '用零信任替代 VPN', 'VPN をゼロトラストに置き換える', 'VPN을 제로 트러스트로 대체'),
    content: l('Enterprise Secure Access: a 30-day trial for your team.', '企业安全访问：为团队提供 30 天试用。', 'エンタープライズセキュアアクセスを 30 日間チームで試用。', '엔터프라이즈 보안 액세스를 30일간 팀과 함께 체험하세요.'),
    image: '/images/icons/zero-trust.svg',
    url: '/promos/zero-trust-vpn-replacement-2/',
  },
  {
    id: 3,
    title: l('The DDoS resilience guide', 'DDoS 韧性指南', 'DDoS レジリエンスガイド', 'DDoS 복원력 가이드'),
    content: l('Plan for attacks above 1 Tbps.', '为超过 1 Tbps 的攻击做好准备。', '1 Tbps を超える攻撃に備える。', '1Tbps 이상 공격에 대비하세요.'),
    image: '/images/icons/ebook.svg',
    url: '/ebooks/guide-to-ddos-resilience/',
  },
];

const typeNames: Record<NewsType, L> = {
  BLOG: l('Blog', '博客', 'ブログ', '블로그'),
  NEWS: l('News', '新闻', 'ニュース', '뉴스'),
  EVENTS: l('Events', '活动', 'イベント', '이벤트'),
  CASE_STUDY: l('Case Studies', '客户案例', '導入事例', '고객 사례'),
  GLOSSARY: l('Glossary', '术语表', '用語集', '용어집'),
  BROCHURES: l('Brochures', '产品手册', 'パンフレット', '브로슈어'),
  DATASHEETS: l('Datasheets', '产品规格说明', 'データシート', '데이터시트'),
  EBOOKS: l('Ebooks', '电子书', '電子書籍', '전자책'),
  INFOGRAPHICS: l('Infographics', '信息图', 'インフォグラフィック', '인포그래픽'),
  REPORTS: l('Reports', '报告', 'レポート', '보고서'),
  VIDEOS: l('Videos', '视频', '動画', '동영상'),
  WEBINARS: l('Webinars', '网络研讨会', 'ウェビナー', '웨비나'),
  WHITE_PAPERS: l('White Papers', '白皮书', 'ホワイトペーパー', '백서'),
  PRODUCTUPDATES: l('Product Updates', '产品动态', '製品アップデート', '제품 업데이트'),
  NOTICE: l('Notices', '公告', 'お知らせ', '공지사항'),
  LONG_KEYWORDS: l('Topics', '专题', 'トピック', '토픽'),
};

const blogTagNames: L[] = [
  l('Web Performance', 'Web 性能', 'Web パフォーマンス', '웹 성능'),
  l('Cloud Security', '云安全', 'クラウドセキュリティ', '클라우드 보안'),
  l('Media Delivery', '媒体分发', 'メディア配信', '미디어 전송'),
  l('Zero Trust', '零信任', 'ゼロトラスト', '제로 트러스트'),
  l('Other', '其他', 'その他', '기타'),
];

const banners = [
  {
    id: 1,
    title: l('Deliver and protect at the edge', '在边缘分发与防护', 'エッジで配信し、エッジで守る', '엣지에서 전송하고 보호하세요'),
    subtitle: l('2,800 PoPs in 70+ countries and regions', '覆盖 70 多个国家和地区的 2,800 个节点', '70 以上の国と地域に 2,800 の PoP', '70여 개 국가 및 지역의 2,800개 PoP'),
    image: '/images/icons/web-performance.svg',
    url: '/free-trial/',
    buttonText: l('Start free trial', '开始免费试用', '無料トライアルを開始', '무료 체험 시작'),
  },
  {
    id: 2,
    title: l('Stop DDoS attacks of any size', '抵御任意规模的 DDoS 攻击', 'あらゆる規模の DDoS 攻撃を阻止', '모든 규모의 DDoS 공격 차단'),
    subtitle: l('Over 20 Tbps of scrubbing capacity', '超过 20 Tbps 的清洗能力', '20 Tbps を超えるスクラビング容量', '20Tbps 이상의 스크러빙 용량'),
    image: '/images/icons/cloud-security.svg',
    url: '/cloud-security/flood-shield/',
    buttonText: l('Explore Flood Shield', '了解 DDoS 防护', 'フラッドシールドを見る', '플러드 실드 살펴보기'),
  },
  {
    id: 3,
    title: l('Live streaming with one-second latency', '约一秒延时的直播', '約 1 秒の遅延でライブ配信', '약 1초 지연의 라이브 스트리밍'),
    subtitle: l('Built for sports, concerts and iGaming', '专为体育、演唱会与在线博彩打造', 'スポーツ、コンサート、iGaming 向け', '스포츠, 콘서트, iGaming을 위해 설계'),
    image: '/images/icons/media-delivery.svg',
    url: '/media-delivery/low-latency-streaming/',
    buttonText: l('See how it works', '了解原理', '仕組みを見る', '작동 방식 보기'),
  },
];

const serviceColumns = [
  { icon: 'web-performance', url: '/web-performance/', title: l('Web Performance', 'Web 性能', 'Web パフォーマンス', '웹 성능'),
    desc: l('Faster pages and APIs worldwide.', '全球更快的页面与 API。', '世界中でページと API を高速化。', '전 세계에서 더 빠른 페이지와 API.') },
  { icon: 'media-delivery', url: '/media-delivery/', title: l('Media Delivery', '媒体分发', 'メディア配信', '미디어 전송'),
    desc: l('Live and on-demand video at scale.', '大规模直播与点播。', '大規模なライブと VOD 配信。', '대규모 라이브 및 VOD 전송.') },
  { icon: 'cloud-security', url: '/cloud-security/', title: l('Cloud Security', '云安全', 'クラウドセキュリティ', '클라우드 보안'),
    desc: l('WAF, bot, DDoS and API protection.', 'WAF、Bot、DDoS 与 API 防护。', 'WAF、ボット、DDoS、API を保護。', 'WAF, 봇, DDoS, API 보호.') },
  { icon: 'zero-trust', url: '/product/enterprise-secure-access/', title: l('Zero Trust', '零信任', 'ゼロトラスト', '제로 트러스트'),
    desc: l('Secure access without a VPN.', '无需 VPN 的安全访问。', 'VPN なしで安全にアクセス。', 'VPN 없이 안전하게 접속.') },
];

const video = {
  title: l('One platform from origin to screen', '从源站到屏幕的一体化平台', 'オリジンから画面までひとつのプラットフォームで', '오리진부터 화면까지 하나의 플랫폼'),
  content: l(
    'See how broadcasters use our network in 270+ cities to reach every viewer.',
    '了解广播公司如何借助我们遍布 270 多个城市的网络触达每一位观众。',
    '放送事業者が 270 以上の都市にある当社ネットワークで視聴者に届ける様子をご覧ください。',
    '방송사가 270개 이상 도시의 네트워크로 모든 시청자에게 도달하는 방법을 확인하세요.',
  ),
  urlText: l('Watch the tour', '观看介绍', 'ツアーを見る', '투어 보기'),
};

const customers = ['Streamline TV', 'Kumo Games', 'Northwind Freight', 'Atlas Hotels', 'Lumen Learning Co.', 'Vela Fashion'];

/** Home quick links, customer quotes and special services (GET /home/shortcut|customercase|specialservice/detail). */
const shortcuts = [
  { icon: 'trial', url: '/free-trial/', title: l('Start a free trial', '开始免费试用', '無料トライアルを開始', '무료 체험 시작') },
  { icon: 'globe', url: '/global-network-map/', title: l('Explore the network', '浏览全球网络', 'ネットワークを見る', '네트워크 살펴보기') },
  { icon: 'report', url: '/resources/', title: l('Browse resources', '浏览资源', 'リソースを見る', '리소스 둘러보기') },
  { icon: 'ebook', url: '/docs/', title: l('Read the docs', '阅读文档', 'ドキュメントを読む', '문서 읽기') },
];

const customerQuotes = [
  { customer: 'Streamline TV', code: 'streamline-championship-final',
    quote: l('Eight million viewers and not one stall: the final was the smoothest stream we have ever run.',
      '八百万观众，零卡顿：这场决赛是我们做过最流畅的一次直播。',
      '800 万人が視聴して停止はゼロ。決勝戦はこれまでで最も滑らかな配信でした。',
      '800만 명이 시청했는데 끊김이 한 번도 없었습니다. 결승전은 지금까지 가장 매끄러운 중계였습니다.') },
  { customer: 'Kumo Games', code: 'kumo-games-global-launch',
    quote: l('Our origin barely noticed launch day. Players did: downloads were faster than ever.',
      '发布当天源站几乎毫无压力，玩家却明显感受到下载比以往更快。',
      '発売日、オリジンにはほとんど負荷がかからず、プレーヤーはかつてない速さのダウンロードを実感しました。',
      '출시 당일 오리진은 거의 부담이 없었고, 플레이어는 그 어느 때보다 빠른 다운로드를 체감했습니다.') },
  { customer: 'Vela Fashion', code: 'vela-fashion-flash-sale',
    quote: l('We sold out in eleven minutes, and checkout never returned an error.',
      '我们在十一分钟内售罄，结账系统没有出现一次错误。',
      '11 分で完売し、決済ではエラーが一度も出ませんでした。',
      '11분 만에 완판되었고 결제 오류는 한 번도 없었습니다.') },
];

const specialServices = [
  { icon: 'cloud-security', url: '/services/#security-services',
    title: l('24/7 security operations', '7x24 安全运营', '24 時間 365 日のセキュリティ運用', '연중무휴 보안 운영'),
    desc: l('Our SOC watches your traffic and tunes defences during attacks.', '我们的安全运营中心持续监控您的流量，并在攻击期间调整防御。', '当社 SOC がトラフィックを監視し、攻撃中は防御を調整します。', '저희 SOC가 트래픽을 감시하고 공격 중 방어를 조정합니다.') },
  { icon: 'event', url: '/services/#major-services',
    title: l('Major event support', '重大活动保障', '大型イベント支援', '대형 이벤트 지원'),
    desc: l('Capacity planning and a war room for launches, finals and sales.', '为发布、决赛和大促提供容量规划与作战室支持。', '発売、決勝、セールに向けた容量計画と専用対応チーム。', '출시, 결승, 세일을 위한 용량 계획과 전담 대응실.') },
];

/** Home modules; details follow the serviceColumn and videoAdPromotion module schemas (modules/service-column, modules/video-ad-promotion). */
function homeModules(lang: Lang) {
  return {
    HOME: [
      { id: 1, type: 'serviceColumn', details: JSON.stringify({
        visible: true,
        title: l('What we do', '我们的服务', '提供サービス', '제공 서비스')[lang],
        columns: serviceColumns.map((c) => ({
          title: c.title[lang], description: c.desc[lang], icon: `/images/icons/${c.icon}.svg`,
          links: [{ title: learnMoreAbout(c.title)[lang], url: c.url }],
        })),
      }) },
      { id: 2, type: 'videoAdPromotion', details: JSON.stringify({
        visible: true, title: video.title[lang], text: video.content[lang], linkText: video.urlText[lang],
        url: '/videos/edge-network-tour/', videoUrl: 'https://media.edgenova.example/videos/edge-network-tour.mp4', poster: '/images/icons/video.svg',
      }) },
    ],
    SHORTCUT: shortcuts.map((c, i) => ({ id: 11 + i, type: 'shortcut', details: JSON.stringify({ visible: true, title: c.title[lang], url: c.url, icon: `/images/icons/${c.icon}.svg` }) })),
    CUSTOMERCASE: customerQuotes.map((c, i) => ({ id: 21 + i, type: 'customerCase', details: JSON.stringify({
      visible: true, customer: c.customer, logo: `/images/icons/customer-${customers.indexOf(c.customer) + 1}.svg`, quote: c.quote[lang], url: detailPath('CASE_STUDY', c.code),
    }) })),
    SPECIALSERVICE: specialServices.map((c, i) => ({ id: 31 + i, type: 'specialService', details: JSON.stringify({
      visible: true, title: c.title[lang], description: c.desc[lang], url: c.url, icon: `/images/icons/${c.icon}.svg`,
    }) })),
  };
}

export function homeSiteEntries(): SeedEntry[] {
  return [
    ...site('hot-menus', (lang) => hotMenus.map((m) => ({ title: m.title[lang], url: m.url }))),
    ...site('ads', (lang) => ads.map((a) => ({ id: a.id, title: a.title[lang], content: a.content[lang], image: a.image, url: a.url }))),
    ...site('news-constants', (lang) => ({
      blogTags: BLOG_TAGS.map((code, i) => ({ code, name: blogTagNames[i][lang] })),
      newsTypes: NEWS_TYPES.map((code) => ({ code, name: typeNames[code][lang] })),
      resourceTypes: ['BROCHURES', 'DATASHEETS', 'EBOOKS', 'INFOGRAPHICS', 'REPORTS', 'VIDEOS', 'WEBINARS', 'WHITE_PAPERS']
        .map((code) => ({ code, name: typeNames[code as keyof typeof typeNames][lang] })),
    })),
    ...site('home-banners', (lang) => ({
      home: banners.map((b) => ({ id: b.id, title: b.title[lang], subtitle: b.subtitle[lang], image: b.image, url: b.url, buttonText: b.buttonText[lang] })),
      ad: ads.slice(0, 2).map((a) => ({ id: a.id, title: a.title[lang], subtitle: a.content[lang], image: a.image, url: a.url, buttonText: '' })),
    })),
    ...site('home-modules', homeModules),
    ...site('image-resources', (lang) => ({
      topcase: customers.map((name, i) => ({ id: i + 1, name, image: `/images/icons/customer-${i + 1}.svg`, url: '/case-study/' })),
      // Ids are positions in NETWORK_REGIONS (the regional pages' own list), so they stay stable with it.
      distribution: NETWORK_REGIONS.map((r, i) => ({ id: i + 1, name: r.name[lang], pops: r.pops, image: `/images/icons/region-${r.code}.svg`, url: `/global-network-map/${r.code}-cdn/` })),
    })),
    ...jsonModuleEntries(ads),
  ];
}
