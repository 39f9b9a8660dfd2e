import { BRAND } from '../../contract/brand';
import { l, type L, type Lang } from './types';

/**
 * The mega menu, as one tree of translated nodes turned into the API's MenuItem shape
 * per language. Menu types: 1 top item with a dropdown panel, 2 column group, 3 link, 4 sub-link,
 * 5 top-level link or button without a panel. Urls are locale-free site paths (the renderer adds the locale prefix,
 * which is also how cn gets the Chinese documentation centre); external links carry linkType 'href'.
 */
export interface Promotion {
  title: L;
  content: L;
  urlText: L;
  url: string;
  image: string;
}

interface MenuNode {
  title: L;
  url?: string;
  description?: L;
  subtitle?: L;
  external?: boolean;
  latest?: boolean;
  hottest?: boolean;
  only?: Lang[];
  right?: boolean;
  isLanguage?: boolean;
  promotion?: Promotion;
  children?: MenuNode[];
}

export interface MenuItem {
  ID: number;
  title: string;
  url: string;
  target: '_self' | '_blank';
  type: 1 | 2 | 3 | 4 | 5;
  children: MenuItem[];
  description: string;
  className: string;
  col: string;
  latest: boolean;
  hottest: boolean;
  displayOnly: Lang[];
  linkType: '' | 'href';
  isLanguage: boolean;
  promotion: { title: string; content: string; urlText: string; url: string; image: string } | null;
}

const KO_ONLY: Lang[] = ['KO_KR'];
const link = (title: L, url: string, extra: Partial<MenuNode> = {}): MenuNode => ({ title, url, ...extra });

const company: MenuNode = {
  title: l('Company', '公司', '会社情報', '회사 소개'),
  url: `/about-${BRAND.slug}/`,
  promotion: {
    title: l('See the edge in action', '边缘网络实况', 'エッジの実力を動画で', '영상으로 보는 엣지'),
    content: l(
      'A five-minute tour of how 2,800 PoPs keep video and apps fast in 70+ countries and regions.',
      '五分钟了解 2,800 个节点如何让 70 多个国家和地区的视频与应用保持流畅。',
      '2,800 の PoP が 70 以上の国と地域で動画とアプリを高速に保つ仕組みを 5 分で紹介します。',
      '2,800개 PoP가 70여 개 국가 및 지역에서 영상과 앱을 빠르게 유지하는 방법을 5분 만에 살펴보세요.',
    ),
    urlText: l('Watch the video', '观看视频', '動画を見る', '영상 보기'),
    url: '/videos/edge-network-tour/',
    image: '/images/icons/video.svg',
  },
  children: [
    {
      title: l('About Us', '关于我们', '私たちについて', '회사 정보'),
      subtitle: l('Who we are', '我们是谁', '私たちの姿', '우리는 누구인가'),
      children: [
        link(l(`About ${BRAND.name}`, `关于 ${BRAND.name}`, `${BRAND.name} について`, `${BRAND.name} 소개`), `/about-${BRAND.slug}/`,
          { description: l('Our story, leadership and offices', '公司历程、管理团队与办公室', '沿革、経営陣、拠点', '회사 연혁, 경영진, 지사') }),
        link(l(`Why ${BRAND.name}`, `为什么选择 ${BRAND.name}`, `${BRAND.name} が選ばれる理由`, `${BRAND.name}를 선택하는 이유`), `/why-${BRAND.slug}/`,
          { description: l('What sets our platform apart', '我们平台的独特优势', 'プラットフォームの強み', '플랫폼의 차별점') }),
        link(l('Certifications', '合规认证', '認証', '인증'), '/certifications/'),
      ],
    },
    {
      title: l('Network & News', '网络与动态', 'ネットワークとニュース', '네트워크 및 뉴스'),
      subtitle: l('Where we are', '我们的覆盖', '拠点', '서비스 지역'),
      right: true,
      children: [
        link(l('Global Network Map', '全球网络地图', 'グローバルネットワークマップ', '글로벌 네트워크 맵'), '/global-network-map/',
          { description: l('2,800 PoPs in 270+ cities', '270 多个城市的 2,800 个节点', '270 以上の都市に 2,800 の PoP', '270개 이상 도시의 2,800개 PoP'), hottest: true }),
        link(l('News', '新闻', 'ニュース', '뉴스'), '/news/'),
        link(l('Careers', '加入我们', '採用情報', '채용'), BRAND.careersUrl, { external: true }),
      ],
    },
  ],
};

const product = (title: L, url: string, description: L, extra: Partial<MenuNode> = {}) => link(title, url, { description, ...extra });

const products: MenuNode = {
  title: l('Products', '产品', '製品', '제품'),
  url: '/products/',
  promotion: {
    title: l('Waiting Room', '虚拟等候室', 'ウェイティングルーム', '대기실'),
    content: l(
      'Keep sites online through flash sales and ticket drops by queueing visitors fairly at the edge.',
      '在边缘公平排队访客，让网站平稳度过秒杀与抢票高峰。',
      'エッジで訪問者を公平に待機させ、セールやチケット発売のアクセス集中でもサイトを止めません。',
      '엣지에서 방문자를 공정하게 대기시켜 타임세일과 티켓 오픈에도 사이트를 안정적으로 유지합니다.',
    ),
    urlText: l('Learn more about the Waiting Room', '了解虚拟等候室', 'ウェイティングルームの詳細を見る', '대기실 알아보기'),
    url: '/waiting-room/',
    image: '/images/icons/waiting-room.svg',
  },
  children: [
    {
      title: l('Web Performance', 'Web 性能', 'Web パフォーマンス', '웹 성능'),
      url: '/web-performance/',
      children: [
        product(l('Content Acceleration', '内容加速', 'コンテンツアクセラレーション', '콘텐츠 가속'), '/web-performance/content-acceleration/',
          l('Cache static content close to users', '将静态内容缓存到用户身边', '静的コンテンツをユーザーの近くにキャッシュ', '정적 콘텐츠를 사용자 가까이에 캐시')),
        product(l('Dynamic Web Acceleration', '动态加速', 'ダイナミック Web アクセラレーション', '동적 웹 가속'), '/web-performance/dynamic-web-acceleration/',
          l('Faster APIs and uncacheable pages', '加速 API 与不可缓存页面', 'API とキャッシュ不可ページを高速化', 'API와 캐시 불가 페이지 가속')),
        product(l('E-Connect', 'E-Connect 专线', 'E-Connect', 'E-Connect'), '/web-performance/e-connect/',
          l('Private backbone between your sites', '站点间的私有骨干互联', '拠点間をつなぐプライベートバックボーン', '사이트 간 전용 백본 연결')),
      ],
    },
    {
      title: l('Media Delivery', '媒体分发', 'メディア配信', '미디어 전송'),
      url: '/media-delivery/',
      children: [
        product(l('Live Broadcast Acceleration', '直播加速', 'ライブ配信アクセラレーション', '라이브 방송 가속'), '/media-delivery/live-broadcast-acceleration/',
          l('Smooth live events at any scale', '任意规模的流畅直播', 'どんな規模のライブも滑らかに', '규모와 상관없이 끊김 없는 라이브'), { hottest: true }),
        product(l('Low-Latency Streaming', '低延时直播', '低遅延ストリーミング', '저지연 스트리밍'), '/media-delivery/low-latency-streaming/',
          l('Glass-to-glass in about a second', '端到端延时约一秒', 'エンドツーエンド約 1 秒', '종단 간 약 1초 지연'), { latest: true }),
        product(l('VOD Acceleration', '点播加速', 'VOD アクセラレーション', 'VOD 가속'), '/media-delivery/vod-acceleration/',
          l('Fast start and no rebuffering', '秒开不卡顿', '即時再生、バッファリングなし', '빠른 재생 시작, 버퍼링 없음')),
      ],
    },
    {
      title: l('Cloud Security', '云安全', 'クラウドセキュリティ', '클라우드 보안'),
      url: '/cloud-security/',
      children: [
        product(l('Web Application Firewall', 'Web 应用防火墙', 'Web アプリケーションファイアウォール', '웹 애플리케이션 방화벽'), '/cloud-security/web-application-firewall/',
          l('Stop OWASP Top 10 attacks', '拦截 OWASP Top 10 攻击', 'OWASP Top 10 の攻撃を阻止', 'OWASP Top 10 공격 차단')),
        product(l('Bot Shield', 'Bot 防护', 'ボットシールド', '봇 실드'), '/cloud-security/bot-shield/',
          l('Tell good bots from bad', '区分善意与恶意机器人', '良いボットと悪いボットを識別', '선량한 봇과 악성 봇 구분')),
        product(l('Flood Shield', 'DDoS 防护', 'フラッドシールド', '플러드 실드'), '/cloud-security/flood-shield/',
          l('Over 20 Tbps of scrubbing', '超过 20 Tbps 清洗能力', '20 Tbps 超のスクラビング', '20Tbps 이상의 스크러빙'), { hottest: true }),
        product(l('API Shield', 'API 防护', 'API シールド', 'API 실드'), '/cloud-security/api-shield/',
          l('Discover and protect every API', '发现并保护每一个 API', 'すべての API を検出して保護', '모든 API를 찾아서 보호'), { latest: true }),
      ],
    },
    {
      title: l('Edge & Platform', '边缘与平台', 'エッジとプラットフォーム', '엣지 및 플랫폼'),
      right: true,
      children: [
        product(l('CDN Pro', 'CDN Pro', 'CDN Pro', 'CDN Pro'), '/products/cdn-pro/',
          l('Self-service CDN with transparent pricing', '自助式 CDN，价格透明', '料金が明快なセルフサービス CDN', '투명한 요금의 셀프서비스 CDN'), {
            children: [
              link(l('Pricing', '价格', '料金', '요금'), 'https://pro.edgenova.example/pricing/', { external: true }),
            ],
          }),
        product(l('Edge Application', '边缘应用', 'エッジアプリケーション', '엣지 애플리케이션'), '/product/edge-application/',
          l('Run code at the edge', '在边缘运行代码', 'エッジでコードを実行', '엣지에서 코드 실행'), { latest: true }),
        product(l('Edge Computing Hosting', '边缘计算托管', 'エッジコンピューティングホスティング', '엣지 컴퓨팅 호스팅'), '/product/edge-computing-hosting/',
          l('Containers close to your users', '贴近用户的容器', 'ユーザーの近くでコンテナを稼働', '사용자 가까이에서 컨테이너 실행')),
        product(l('Enterprise Secure Access', '企业安全访问', 'エンタープライズセキュアアクセス', '엔터프라이즈 보안 액세스'), '/product/enterprise-secure-access/',
          l('Zero trust access, no VPN', '零信任访问，告别 VPN', 'VPN 不要のゼロトラストアクセス', 'VPN 없는 제로 트러스트 액세스')),
        product(l('Object Storage', '对象存储', 'オブジェクトストレージ', '오브젝트 스토리지'), '/product/object-storage/',
          l('S3-compatible origin storage', '兼容 S3 的源站存储', 'S3 互換のオリジンストレージ', 'S3 호환 오리진 스토리지')),
        product(l('Cloud DNS', '云解析 DNS', 'クラウド DNS', '클라우드 DNS'), '/product/cloud-dns/',
          l('Authoritative DNS with 100% uptime SLA', '100% 可用性 SLA 的权威 DNS', '稼働率 100% SLA の権威 DNS', '100% 가용성 SLA 권한 DNS')),
        product(l('Colocation Services', '机房托管', 'コロケーションサービス', '코로케이션 서비스'), '/product/colocation-services/',
          l('Rack space in our data centres', '入驻我们的数据中心机柜', '当社データセンターのラックを提供', '자사 데이터센터 랙 제공')),
        product(l('EdgeRay', 'EdgeRay', 'EdgeRay', 'EdgeRay'), '/product/edgeray/',
          l('Real-user monitoring and analytics', '真实用户监测与分析', 'リアルユーザーモニタリングと分析', '실사용자 모니터링 및 분석')),
        product(l('ICP Registration Assistant', 'ICP 备案助手', 'ICP 登録アシスタント', 'ICP 등록 도우미'), '/product/icp-registration-assistant/',
          l('Get your ICP licence for China', '协助办理中国 ICP 备案', '中国向け ICP ライセンス取得を支援', '중국 ICP 라이선스 취득 지원')),
      ],
    },
    {
      title: l('Services', '服务', 'サービス', '서비스'),
      url: '/services/',
      right: true,
      children: [
        link(l('Security Services', '安全服务', 'セキュリティサービス', '보안 서비스'), '/services/#security-services'),
        link(l('Major Services', '重保服务', '重要イベント支援サービス', '주요 이벤트 지원 서비스'), '/services/#major-services'),
      ],
    },
    {
      // Korean-only video products.
      title: l('Video Platform', '视频平台', '動画プラットフォーム', '동영상 플랫폼'),
      only: KO_ONLY,
      right: true,
      children: [
        product(l('Edge Player', 'Edge 播放器', 'Edge プレーヤー', '엣지 플레이어'), '/product/edge-player/', l('HTML5 player', 'HTML5 播放器', 'HTML5 プレーヤー', 'HTML5 플레이어'), { only: KO_ONLY }),
        product(l('Media Manager', '媒体管理器', 'メディアマネージャー', '미디어 매니저'), '/product/media-manager/', l('Organise your video library', '管理视频库', '動画ライブラリを整理', '동영상 라이브러리 관리'), { only: KO_ONLY }),
        product(l('Media Authentication', '媒体鉴权', 'メディア認証', '미디어 인증'), '/product/media-authentication/', l('Token and URL signing', '令牌与 URL 签名', 'トークンと URL 署名', '토큰 및 URL 서명'), { only: KO_ONLY }),
        product(l('Multi-DRM', '多 DRM', 'マルチ DRM', '멀티 DRM'), '/product/multi-drm/', l('Widevine, FairPlay and PlayReady', 'Widevine、FairPlay 与 PlayReady', 'Widevine・FairPlay・PlayReady', 'Widevine, FairPlay, PlayReady 지원'), { only: KO_ONLY, latest: true }),
        product(l('Stream Director', '流媒体导播', 'ストリームディレクター', '스트림 디렉터'), '/product/stream-director/', l('Cloud live production', '云端直播制作', 'クラウドでライブ制作', '클라우드 라이브 제작'), { only: KO_ONLY }),
        product(l('Online Video Platform', '在线视频平台', 'オンライン動画プラットフォーム', '온라인 동영상 플랫폼'), '/product/online-video-platform/', l('Upload, transcode and publish', '上传、转码与发布', 'アップロード・変換・公開', '업로드, 트랜스코딩, 게시'), { only: KO_ONLY }),
      ],
    },
  ],
};

const solution = (title: L, code: string, extra: Partial<MenuNode> = {}) => link(title, `/solutions/${code}/`, extra);

const solutions: MenuNode = {
  title: l('Solutions', '解决方案', 'ソリューション', '솔루션'),
  url: '/solutions/',
  promotion: {
    title: l('Case study: 8 million concurrent viewers', '案例：800 万人同时在线观看', '事例：同時視聴 800 万人', '사례: 동시 시청자 800만 명'),
    content: l(
      'How a streaming platform delivered a championship final without a single stall.',
      '一家流媒体平台如何零卡顿直播总决赛。',
      'ある配信プラットフォームが決勝戦を一度も止めずに届けた方法。',
      '한 스트리밍 플랫폼이 결승전을 한 번의 끊김 없이 중계한 방법.',
    ),
    urlText: l('Read the story', '阅读案例', '事例を読む', '사례 읽기'),
    url: '/case-study/streamline-championship-final/',
    image: '/images/icons/media-entertainment.svg',
  },
  children: [
    {
      title: l('By Industry', '按行业', '業種別', '산업별'),
      children: [
        solution(l('Banking & Finance', '银行与金融', '銀行・金融', '은행 및 금융'), 'banking-finance'),
        solution(l('Education', '教育', '教育', '교육'), 'education'),
        solution(l('Manufacturing', '制造', '製造', '제조'), 'manufacturing'),
        solution(l('Media & Entertainment', '媒体与娱乐', 'メディア・エンターテインメント', '미디어 및 엔터테인먼트'), 'media-entertainment', { hottest: true }),
        solution(l('Online Gaming', '在线游戏', 'オンラインゲーム', '온라인 게임'), 'online-gaming', { hottest: true }),
        solution(l('E-commerce', '电子商务', 'EC', '전자상거래'), 'ecommerce'),
        solution(l('Software & Technology', '软件与科技', 'ソフトウェア・テクノロジー', '소프트웨어 및 기술'), 'software-technology'),
        solution(l('Travel & Hospitality', '旅游与酒店', '旅行・ホスピタリティ', '여행 및 숙박'), 'travel-hospitality'),
      ],
    },
    {
      title: l('By Use Case', '按场景', 'ユースケース別', '활용 사례별'),
      right: true,
      children: [
        solution(l('E-commerce Promotion', '电商大促', 'EC セール対策', '전자상거래 프로모션'), 'ecommerce-promotion'),
        solution(l('Game Delivery', '游戏分发', 'ゲーム配信', '게임 배포'), 'game-delivery'),
        solution(l('Entertainment Live Streaming', '娱乐直播', 'エンタメライブ配信', '엔터테인먼트 라이브 스트리밍'), 'entertainment-live-streaming'),
        solution(l('Global to China', '全球进入中国', 'グローバルから中国へ', '글로벌에서 중국으로'), 'global-to-china'),
        solution(l('China & Emerging Markets', '中国与新兴市场', '中国・新興市場', '중국 및 신흥 시장'), 'china-and-emerging-markets'),
        solution(l('Zero Trust VPN Replacement', '零信任替代 VPN', 'ゼロトラストで VPN を置き換え', '제로 트러스트 VPN 대체'), 'zero-trust-vpn-replacement', { latest: true }),
      ],
    },
  ],
};

const resources: MenuNode = {
  title: l('Resources', '资源', 'リソース', '리소스'),
  url: '/resources/',
  promotion: {
    title: l('State of WAAP 2024', '2024 年 WAAP 现状报告', 'WAAP の現状 2024', '2024 WAAP 현황 보고서'),
    content: l(
      'Attack trends against web apps and APIs, from traffic on our global network.',
      '基于全球网络流量的 Web 应用与 API 攻击趋势。',
      'グローバルネットワークのトラフィックから見た Web アプリと API への攻撃傾向。',
      '글로벌 네트워크 트래픽으로 본 웹 앱과 API 공격 동향.',
    ),
    urlText: l('Get the report', '获取报告', 'レポートを入手', '보고서 받기'),
    url: '/reports/state-of-waap-2024/',
    image: '/images/icons/report.svg',
  },
  children: [
    {
      title: l('Learn', '学习', '学ぶ', '학습'),
      children: [
        link(l('Resources Center', '资源中心', 'リソースセンター', '리소스 센터'), '/resources/'),
        link(l('Case Studies', '客户案例', '導入事例', '고객 사례'), '/case-study/'),
        link(l('Brochures', '产品手册', 'パンフレット', '브로슈어'), '/resources/brochures/'),
        link(l('Reports', '报告', 'レポート', '보고서'), '/resources/reports/', { latest: true }),
        link(l('Videos', '视频', '動画', '동영상'), '/resources/videos/'),
        link(l('Ebooks', '电子书', '電子書籍', '전자책'), '/resources/ebooks/'),
        link(l('Infographics', '信息图', 'インフォグラフィック', '인포그래픽'), '/resources/infographics/'),
        link(l('Glossary', '术语表', '用語集', '용어집'), '/glossary/'),
      ],
    },
    {
      title: l('Blog', '博客', 'ブログ', '블로그'),
      url: '/blog/',
      children: [
        link(l('Web Performance', 'Web 性能', 'Web パフォーマンス', '웹 성능'), '/blog/web-performance/'),
        link(l('Cloud Security', '云安全', 'クラウドセキュリティ', '클라우드 보안'), '/blog/cloud-security/'),
        link(l('Media Delivery', '媒体分发', 'メディア配信', '미디어 전송'), '/blog/media-delivery/'),
        link(l('Zero Trust', '零信任', 'ゼロトラスト', '제로 트러스트'), '/blog/zero-trust/'),
      ],
    },
    {
      title: l('Support', '支持', 'サポート', '지원'),
      right: true,
      children: [
        link(l('Documentation Center', '文档中心', 'ドキュメントセンター', '문서 센터'), BRAND.docsUrl, { hottest: true }),
        link(l('Support', '技术支持', 'サポート', '기술 지원'), '/support/'),
      ],
    },
  ],
};

const topLevel: MenuNode[] = [
  company,
  products,
  solutions,
  resources,
  link(l('Partners', '合作伙伴', 'パートナー', '파트너'), '/partnership/', { only: ['KO_KR', 'EN_US', 'JA_JP'] }),
  { title: l('Language', '语言', '言語', '언어'), url: '', isLanguage: true },
  link(l('Contact Us', '联系我们', 'お問い合わせ', '문의하기'), '/contact/'),
  link(l('Free Trial', '免费试用', '無料トライアル', '무료 체험'), '/free-trial/'),
];

function toItem(node: MenuNode, lang: Lang, id: number, depth: number, nextId: () => number): MenuItem {
  const type: MenuItem['type'] = depth === 0 ? (node.children ? 1 : 5) : depth === 1 ? 2 : depth === 2 ? 3 : 4;
  const p = node.promotion;
  return {
    ID: id,
    title: node.title[lang],
    url: node.url ?? '',
    target: node.external ? '_blank' : '_self',
    type,
    children: (node.children ?? []).map((child) => toItem(child, lang, nextId(), depth + 1, nextId)),
    description: node.description?.[lang] ?? '',
    className: node.subtitle?.[lang] ?? '',
    col: node.right ? 'right' : '',
    latest: node.latest ?? false,
    hottest: node.hottest ?? false,
    displayOnly: node.only ?? [],
    linkType: node.external ? 'href' : '',
    isLanguage: node.isLanguage ?? false,
    promotion: p ? { title: p.title[lang], content: p.content[lang], urlText: p.urlText[lang], url: p.url, image: p.image } : null,
  };
}

/** The menu of one language: top items have IDs 1-8 in spec order, nested items get stable IDs from 101 on. */
export function menus(lang: Lang): MenuItem[] {
  let next = 100;
  const nextId = () => ++next;
  return topLevel.map((node, index) => toItem(node, lang, index + 1, 0, nextId));
}

/** Footer links: Console Login, pro portal, Privacy Policy, Legal, Cookie Policy, Fraud Alert. */
export function footerLinks(lang: Lang) {
  const rows: Array<{ title: L; url: string; external?: boolean }> = [
    { title: l('Console Login', '控制台登录', 'コンソールログイン', '콘솔 로그인'), url: BRAND.consoleUrl, external: true },
    { title: l('CDN Pro Portal', 'CDN Pro 门户', 'CDN Pro ポータル', 'CDN Pro 포털'), url: 'https://pro.edgenova.example/', external: true },
    { title: l('Privacy Policy', '隐私政策', 'プライバシーポリシー', '개인정보 처리방침'), url: '/privacy-policy/' },
    { title: l('Legal', '法律声明', '法的情報', '법적 고지'), url: '/legal/' },
    { title: l('Cookie Policy', 'Cookie 政策', 'Cookie ポリシー', '쿠키 정책'), url: '/cookie-policy/' },
    { title: l('Fraud Alert', '防诈骗提醒', '詐欺に関する注意喚起', '사기 주의 안내'), url: '/career/fraudulent-job-offers-alert/' },
  ];
  return rows.map((r) => ({ title: r.title[lang], url: r.url, linkType: r.external ? 'href' : '' }));
}
