import { l, type L, type Lang, type SeedEntry } from './types';
import { site } from './site-doc';

/**
 * Products and solutions trees (GET /products, GET /solutions): top categories with an icon pair,
 * whose children are classify groups holding the linked items.
 */
/** recommend: shown by POST /solutions/recommends on the home page. */
interface Leaf { id: number; name: L; url: string; recommend?: boolean }
interface Group { name: L; children: Leaf[] }
interface Category { id: number; name: L; icon: string; url: string; groups: Group[] }

const icon = (name: string) => ({ defaultIcon: `/images/icons/${name}.svg`, hoverIcon: `/images/icons/${name}-hover.svg` });

const productCategories: Category[] = [
  {
    id: 1, name: l('Web Performance', 'Web 性能', 'Web パフォーマンス', '웹 성능'), icon: 'web-performance', url: '/web-performance/',
    groups: [
      { name: l('Acceleration', '加速', 'アクセラレーション', '가속'), children: [
        { id: 11, name: l('Content Acceleration', '内容加速', 'コンテンツアクセラレーション', '콘텐츠 가속'), url: '/web-performance/content-acceleration/' },
        { id: 12, name: l('Dynamic Web Acceleration', '动态加速', 'ダイナミック Web アクセラレーション', '동적 웹 가속'), url: '/web-performance/dynamic-web-acceleration/' },
        { id: 13, name: l('CDN Pro', 'CDN Pro', 'CDN Pro', 'CDN Pro'), url: '/products/cdn-pro/' },
      ] },
      { name: l('Networking', '网络互联', 'ネットワーク', '네트워킹'), children: [
        { id: 14, name: l('E-Connect', 'E-Connect 专线', 'E-Connect', 'E-Connect'), url: '/web-performance/e-connect/' },
        { id: 15, name: l('Cloud DNS', '云解析 DNS', 'クラウド DNS', '클라우드 DNS'), url: '/product/cloud-dns/' },
      ] },
    ],
  },
  {
    id: 2, name: l('Media Delivery', '媒体分发', 'メディア配信', '미디어 전송'), icon: 'media-delivery', url: '/media-delivery/',
    groups: [
      { name: l('Streaming', '流媒体', 'ストリーミング', '스트리밍'), children: [
        { id: 21, name: l('Live Broadcast Acceleration', '直播加速', 'ライブ配信アクセラレーション', '라이브 방송 가속'), url: '/media-delivery/live-broadcast-acceleration/' },
        { id: 22, name: l('Low-Latency Streaming', '低延时直播', '低遅延ストリーミング', '저지연 스트리밍'), url: '/media-delivery/low-latency-streaming/' },
        { id: 23, name: l('VOD Acceleration', '点播加速', 'VOD アクセラレーション', 'VOD 가속'), url: '/media-delivery/vod-acceleration/' },
      ] },
    ],
  },
  {
    id: 3, name: l('Cloud Security', '云安全', 'クラウドセキュリティ', '클라우드 보안'), icon: 'cloud-security', url: '/cloud-security/',
    groups: [
      { name: l('Application Protection', '应用防护', 'アプリケーション保護', '애플리케이션 보호'), children: [
        { id: 31, name: l('Web Application Firewall', 'Web 应用防火墙', 'Web アプリケーションファイアウォール', '웹 애플리케이션 방화벽'), url: '/cloud-security/web-application-firewall/' },
        { id: 32, name: l('API Shield', 'API 防护', 'API シールド', 'API 실드'), url: '/cloud-security/api-shield/' },
        { id: 33, name: l('Bot Shield', 'Bot 防护', 'ボットシールド', '봇 실드'), url: '/cloud-security/bot-shield/' },
      ] },
      { name: l('Network Protection', '网络防护', 'ネットワーク保護', '네트워크 보호'), children: [
        { id: 34, name: l('Flood Shield', 'DDoS 防护', 'フラッドシールド', '플러드 실드'), url: '/cloud-security/flood-shield/' },
      ] },
    ],
  },
  {
    id: 4, name: l('Zero Trust', '零信任', 'ゼロトラスト', '제로 트러스트'), icon: 'zero-trust', url: '/product/enterprise-secure-access/',
    groups: [
      { name: l('Secure Access', '安全访问', 'セキュアアクセス', '보안 액세스'), children: [
        { id: 41, name: l('Enterprise Secure Access', '企业安全访问', 'エンタープライズセキュアアクセス', '엔터프라이즈 보안 액세스'), url: '/product/enterprise-secure-access/' },
      ] },
    ],
  },
  {
    id: 5, name: l('Edge Computing', '边缘计算', 'エッジコンピューティング', '엣지 컴퓨팅'), icon: 'edge-computing', url: '/product/edge-application/',
    groups: [
      { name: l('Compute', '计算', 'コンピューティング', '컴퓨팅'), children: [
        { id: 51, name: l('Edge Application', '边缘应用', 'エッジアプリケーション', '엣지 애플리케이션'), url: '/product/edge-application/' },
        { id: 52, name: l('Edge Computing Hosting', '边缘计算托管', 'エッジコンピューティングホスティング', '엣지 컴퓨팅 호스팅'), url: '/product/edge-computing-hosting/' },
      ] },
    ],
  },
  {
    id: 6, name: l('Storage & Services', '存储与服务', 'ストレージとサービス', '스토리지 및 서비스'), icon: 'storage', url: '/services/',
    groups: [
      { name: l('Storage', '存储', 'ストレージ', '스토리지'), children: [
        { id: 61, name: l('Object Storage', '对象存储', 'オブジェクトストレージ', '오브젝트 스토리지'), url: '/product/object-storage/' },
        { id: 62, name: l('Colocation Services', '机房托管', 'コロケーションサービス', '코로케이션 서비스'), url: '/product/colocation-services/' },
      ] },
      { name: l('Professional Services', '专业服务', 'プロフェッショナルサービス', '전문 서비스'), children: [
        { id: 63, name: l('Security Services', '安全服务', 'セキュリティサービス', '보안 서비스'), url: '/services/#security-services' },
        { id: 64, name: l('Major Services', '重保服务', '重要イベント支援サービス', '주요 이벤트 지원 서비스'), url: '/services/#major-services' },
        { id: 65, name: l('ICP Registration Assistant', 'ICP 备案助手', 'ICP 登録アシスタント', 'ICP 등록 도우미'), url: '/product/icp-registration-assistant/' },
        { id: 66, name: l('EdgeRay', 'EdgeRay', 'EdgeRay', 'EdgeRay'), url: '/product/edgeray/' },
      ] },
    ],
  },
];

const sol = (id: number, name: L, code: string, recommend = false): Leaf => ({ id, name, url: `/solutions/${code}/`, recommend });

const solutionCategories: Category[] = [
  {
    id: 101, name: l('Industries', '行业', '業種', '산업'), icon: 'industries', url: '/solutions/',
    groups: [
      { name: l('Digital Business', '数字业务', 'デジタルビジネス', '디지털 비즈니스'), children: [
        sol(111, l('E-commerce', '电子商务', 'EC', '전자상거래'), 'ecommerce', true),
        sol(112, l('Banking & Finance', '银行与金融', '銀行・金融', '은행 및 금융'), 'banking-finance', true),
        sol(113, l('Software & Technology', '软件与科技', 'ソフトウェア・テクノロジー', '소프트웨어 및 기술'), 'software-technology'),
        sol(114, l('Travel & Hospitality', '旅游与酒店', '旅行・ホスピタリティ', '여행 및 숙박'), 'travel-hospitality'),
      ] },
      { name: l('Media & Learning', '媒体与学习', 'メディアと学習', '미디어 및 학습'), children: [
        sol(115, l('Media & Entertainment', '媒体与娱乐', 'メディア・エンターテインメント', '미디어 및 엔터테인먼트'), 'media-entertainment', true),
        sol(116, l('Online Gaming', '在线游戏', 'オンラインゲーム', '온라인 게임'), 'online-gaming', true),
        sol(117, l('Education', '教育', '教育', '교육'), 'education'),
        sol(118, l('Manufacturing', '制造', '製造', '제조'), 'manufacturing'),
      ] },
    ],
  },
  {
    id: 102, name: l('Use Cases', '应用场景', 'ユースケース', '활용 사례'), icon: 'use-cases', url: '/solutions/',
    groups: [
      { name: l('Peak Traffic', '流量高峰', 'ピークトラフィック', '트래픽 급증'), children: [
        sol(121, l('E-commerce Promotion', '电商大促', 'EC セール対策', '전자상거래 프로모션'), 'ecommerce-promotion'),
        sol(122, l('Game Delivery', '游戏分发', 'ゲーム配信', '게임 배포'), 'game-delivery'),
        sol(123, l('Entertainment Live Streaming', '娱乐直播', 'エンタメライブ配信', '엔터테인먼트 라이브 스트리밍'), 'entertainment-live-streaming'),
      ] },
      { name: l('Market Reach', '市场拓展', '市場展開', '시장 진출'), children: [
        sol(124, l('Global to China', '全球进入中国', 'グローバルから中国へ', '글로벌에서 중국으로'), 'global-to-china', true),
        sol(125, l('China & Emerging Markets', '中国与新兴市场', '中国・新興市場', '중국 및 신흥 시장'), 'china-and-emerging-markets'),
      ] },
      { name: l('Secure Work', '安全办公', 'セキュアな働き方', '안전한 업무 환경'), children: [
        sol(126, l('Zero Trust VPN Replacement', '零信任替代 VPN', 'ゼロトラストで VPN を置き換え', '제로 트러스트 VPN 대체'), 'zero-trust-vpn-replacement', true),
      ] },
    ],
  },
];

function tree(categories: Category[], lang: Lang) {
  return categories.map((c) => ({
    id: c.id,
    name: c.name[lang],
    ...icon(c.icon),
    url: c.url,
    children: c.groups.map((g) => ({
      classify: true,
      name: g.name[lang],
      children: g.children.map((leaf) => ({ id: leaf.id, name: leaf.name[lang], url: leaf.url, ...(leaf.recommend ? { recommend: true } : {}), children: [] })),
    })),
  }));
}

/** Icon names the trees use; each has a default and a -hover file in public/images/icons/. */
export const TREE_ICONS = [...productCategories, ...solutionCategories].map((c) => c.icon);

export function treeSiteEntries(): SeedEntry[] {
  return [
    ...site('products-tree', (lang) => tree(productCategories, lang)),
    ...site('solutions-tree', (lang) => tree(solutionCategories, lang)),
  ];
}
