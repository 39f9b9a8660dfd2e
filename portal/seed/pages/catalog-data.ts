import { l, type L } from '../types';

/** Product families: shared capability cards, figures and the blog tag that feeds their pages' article strip. */
export interface Family {
  blogTag: string;
  features: Array<{ title: L; text: L }>;
  stats: Array<{ value: string; label: L }>;
}

export const FAMILIES = {
  web: {
    blogTag: 'Web Performance',
    features: [
      { title: l('Smart caching', '智能缓存', 'スマートキャッシュ', '스마트 캐싱'), text: l('Tiered caches keep popular objects one hop from your visitors and shield your origin.', '分层缓存让热门内容离用户仅一跳，同时保护源站。', '階層キャッシュで人気のオブジェクトを利用者のすぐ近くに置き、オリジンを守ります。', '계층형 캐시가 인기 객체를 방문자 가까이에 두고 오리진을 보호합니다.') },
      { title: l('Route optimisation', '路由优化', 'ルート最適化', '경로 최적화'), text: l('Real-time probing picks the fastest path for dynamic requests across carriers.', '实时探测为动态请求在多运营商之间选择最快路径。', 'リアルタイム計測で動的リクエストに最速の経路を選びます。', '실시간 측정으로 동적 요청에 가장 빠른 경로를 선택합니다.') },
      { title: l('Protocol tuning', '协议优化', 'プロトコル最適化', '프로토콜 튜닝'), text: l('HTTP/3, TLS 1.3 and connection reuse cut handshakes on every continent.', 'HTTP/3、TLS 1.3 与连接复用减少各大洲的握手开销。', 'HTTP/3、TLS 1.3、接続再利用でハンドシェイクを削減します。', 'HTTP/3, TLS 1.3, 연결 재사용으로 핸드셰이크를 줄입니다.') },
    ],
    stats: [
      { value: '2,800+', label: l('Points of presence', '全球节点', 'PoP 数', 'PoP 수') },
      { value: '270+', label: l('Cities with points of presence', '部署节点的城市', 'PoP のある都市', 'PoP가 있는 도시') },
      { value: '45%', label: l('Faster page loads on average', '页面加载平均提速', 'ページ表示の平均高速化', '평균 페이지 로딩 단축') },
    ],
  },
  media: {
    blogTag: 'Media Delivery',
    features: [
      { title: l('Adaptive streaming', '自适应码率', 'アダプティブストリーミング', '적응형 스트리밍'), text: l('HLS, DASH and CMAF delivered with per-segment caching and origin shielding.', '支持 HLS、DASH 与 CMAF，分片缓存并配合源站保护。', 'HLS・DASH・CMAF をセグメント単位でキャッシュして配信します。', 'HLS, DASH, CMAF를 세그먼트 단위로 캐싱해 전송합니다.') },
      { title: l('Live at scale', '大规模直播', '大規模ライブ', '대규모 라이브'), text: l('Millions of concurrent viewers with sub-second failover between ingest points.', '支撑数百万并发观众，推流点间亚秒级切换。', '数百万の同時視聴と、秒未満のインジェスト切替に対応します。', '수백만 동시 시청과 1초 미만의 인제스트 전환을 지원합니다.') },
      { title: l('Quality analytics', '质量分析', '品質分析', '품질 분석'), text: l('Rebuffer ratio, startup time and bitrate per region, in real time.', '按区域实时查看卡顿率、首帧时间与码率。', '地域ごとのリバッファ率・起動時間・ビットレートをリアルタイムで確認できます。', '지역별 리버퍼링 비율, 시작 시간, 비트레이트를 실시간으로 확인합니다.') },
    ],
    stats: [
      { value: '8M', label: l('Concurrent viewers in one event', '单场活动并发观众', '1 イベントの同時視聴者', '단일 이벤트 동시 시청자') },
      { value: '<2 s', label: l('Glass-to-glass latency', '端到端延时', 'エンドツーエンド遅延', '종단 간 지연') },
      { value: '99.99%', label: l('Delivery availability', '分发可用性', '配信可用性', '전송 가용성') },
    ],
  },
  security: {
    blogTag: 'Cloud Security',
    features: [
      { title: l('Managed rules', '托管规则', 'マネージドルール', '관리형 규칙'), text: l('OWASP Top 10 coverage updated by our threat research team every day.', '覆盖 OWASP Top 10，威胁研究团队每日更新。', '脅威リサーチチームが毎日更新する OWASP Top 10 対策。', '위협 연구팀이 매일 업데이트하는 OWASP Top 10 대응.') },
      { title: l('Always-on mitigation', '全天候防护', '常時稼働の緩和', '상시 완화'), text: l('Attacks are absorbed at the edge in seconds, without rerouting your traffic.', '攻击在边缘数秒内被吸收，无需切换流量。', '攻撃はトラフィックを切り替えることなく数秒でエッジで吸収されます。', '트래픽 우회 없이 공격을 엣지에서 수 초 안에 흡수합니다.') },
      { title: l('Unified console', '统一控制台', '統合コンソール', '통합 콘솔'), text: l('One place for policies, events and reports across every application.', '在一个界面管理所有应用的策略、事件与报表。', 'すべてのアプリのポリシー・イベント・レポートを一か所で管理します。', '모든 애플리케이션의 정책, 이벤트, 보고서를 한곳에서 관리합니다.') },
    ],
    stats: [
      { value: '20+ Tbps', label: l('Scrubbing capacity per region', '每区域清洗能力', '地域ごとのスクラビング容量', '지역별 스크러빙 용량') },
      { value: '12B', label: l('Attacks blocked each month', '每月拦截攻击', '月間ブロック攻撃数', '월간 차단 공격') },
      { value: '<3 s', label: l('Time to mitigate', '缓解生效时间', '緩和までの時間', '완화 소요 시간') },
    ],
  },
  edge: {
    blogTag: 'Web Performance',
    features: [
      { title: l('Run code near users', '就近运行代码', 'ユーザーの近くでコードを実行', '사용자 가까이에서 코드 실행'), text: l('Deploy functions and containers to hundreds of edge locations with one command.', '一条命令即可将函数与容器部署到数百个边缘节点。', '1 つのコマンドで関数とコンテナを数百のエッジ拠点に展開します。', '명령 하나로 함수와 컨테이너를 수백 개 엣지 거점에 배포합니다.') },
      { title: l('Elastic capacity', '弹性扩缩', '弾力的な容量', '탄력적 용량'), text: l('Scale from zero to peak traffic without capacity planning.', '从零到峰值自动扩缩，无需容量规划。', '容量計画なしでゼロからピークまで拡張します。', '용량 계획 없이 0에서 최대 트래픽까지 확장합니다.') },
      { title: l('Open standards', '开放标准', 'オープン標準', '개방형 표준'), text: l('Standard runtimes, S3-compatible APIs and DNS that works with your tools.', '标准运行时、兼容 S3 的 API 与适配现有工具的 DNS。', '標準ランタイム、S3 互換 API、既存ツールと連携する DNS。', '표준 런타임, S3 호환 API, 기존 도구와 연동되는 DNS.') },
    ],
    stats: [
      { value: '300+', label: l('Edge compute locations', '边缘计算节点', 'エッジコンピューティング拠点', '엣지 컴퓨팅 거점') },
      { value: '<10 ms', label: l('Median latency to users', '用户中位延迟', 'ユーザーまでの中央値遅延', '사용자까지 중간 지연') },
      { value: '99.95%', label: l('Service availability', '服务可用性', 'サービス可用性', '서비스 가용성') },
    ],
  },
  zeroTrust: {
    blogTag: 'Zero Trust',
    features: [
      { title: l('Identity-aware access', '基于身份的访问', 'ID ベースのアクセス', 'ID 기반 접근'), text: l('Every request is checked against user, device and context before it reaches an app.', '每个请求在到达应用前都会校验用户、设备与上下文。', 'すべてのリクエストをユーザー・端末・状況で検証してからアプリに届けます。', '모든 요청을 사용자, 기기, 상황으로 확인한 뒤 앱에 전달합니다.') },
      { title: l('No exposed network', '网络零暴露', 'ネットワークを公開しない', '네트워크 비노출'), text: l('Applications stay invisible to the internet; users only see what they may use.', '应用对互联网不可见，用户只能看到被授权的资源。', 'アプリはインターネットから見えず、利用者は許可された資源だけを見ます。', '애플리케이션은 인터넷에 보이지 않고 사용자는 허용된 것만 봅니다.') },
      { title: l('Fast everywhere', '全球高速', 'どこでも高速', '어디서나 빠르게'), text: l('Traffic rides our global backbone instead of hair-pinning through a VPN concentrator.', '流量经由全球骨干网传输，不再绕行 VPN 集中器。', 'トラフィックは VPN 集約装置を経由せず、グローバルバックボーンを通ります。', '트래픽이 VPN 집선 장비를 거치지 않고 글로벌 백본을 이용합니다.') },
    ],
    stats: [
      { value: '30', label: l('Days of free trial', '天免费试用', '日間の無料トライアル', '일 무료 체험') },
      { value: '60%', label: l('Fewer access tickets', '访问工单减少', 'アクセス関連チケットの削減', '접근 관련 티켓 감소') },
      { value: '24 h', label: l('Typical rollout', '典型上线时间', '一般的な導入期間', '일반적인 도입 기간') },
    ],
  },
} satisfies Record<string, Family>;
export type FamilyKey = keyof typeof FAMILIES;

export interface Product {
  path: string;
  family: FamilyKey;
  name: L;
  tagline: L;
  /** Seeded only in these languages (Korean-only products). */
  only?: 'KO_KR';
}

const p = (path: string, family: FamilyKey, name: L, tagline: L, only?: 'KO_KR'): Product => ({ path, family, name, tagline, only });

/** Every product page of the menu (portal/seed/site-menus.ts links them). */
export const PRODUCTS: Product[] = [
  p('/web-performance/content-acceleration/', 'web', l('Content Acceleration', '内容加速', 'コンテンツアクセラレーション', '콘텐츠 가속'), l('Cache images, scripts and downloads close to every visitor.', '在离用户最近的节点缓存图片、脚本与下载文件。', '画像・スクリプト・ダウンロードを利用者の近くでキャッシュします。', '이미지, 스크립트, 다운로드를 방문자 가까이에 캐싱합니다.')),
  p('/web-performance/dynamic-web-acceleration/', 'web', l('Dynamic Web Acceleration', '动态加速', 'ダイナミック Web アクセラレーション', '동적 웹 가속'), l('Speed up APIs, logins and checkouts that can never be cached.', '为无法缓存的 API、登录与支付请求提速。', 'キャッシュできない API・ログイン・決済を高速化します。', '캐싱할 수 없는 API, 로그인, 결제를 가속합니다.')),
  p('/web-performance/e-connect/', 'web', l('E-Connect', 'E-Connect 专线', 'E-Connect', 'E-Connect'), l('Private, stable links between your sites and clouds across borders.', '跨境连接您的站点与云，私有且稳定。', '国境を越えて拠点とクラウドを安定したプライベート回線で結びます。', '국경을 넘어 사이트와 클라우드를 안정적인 전용 회선으로 연결합니다.')),
  p('/media-delivery/live-broadcast-acceleration/', 'media', l('Live Broadcast Acceleration', '直播加速', 'ライブ配信アクセラレーション', '라이브 방송 가속'), l('Carry sports, concerts and launches to millions without a stall.', '将体育赛事、演唱会与发布会流畅送达数百万观众。', 'スポーツやコンサートを途切れることなく数百万人に届けます。', '스포츠, 콘서트, 발표회를 끊김 없이 수백만 명에게 전달합니다.')),
  p('/media-delivery/low-latency-streaming/', 'media', l('Low-Latency Streaming', '低延时直播', '低遅延ストリーミング', '저지연 스트리밍'), l('Interactive streams with glass-to-glass delay under two seconds.', '端到端延时低于两秒的互动直播。', 'エンドツーエンド 2 秒未満のインタラクティブ配信。', '종단 간 지연 2초 미만의 인터랙티브 스트리밍.')),
  p('/media-delivery/vod-acceleration/', 'media', l('VOD Acceleration', '点播加速', 'VOD アクセラレーション', 'VOD 가속'), l('Instant start and smooth seeking for on-demand libraries of any size.', '任意规模点播片库都能秒开、顺畅拖动。', 'あらゆる規模のオンデマンド作品を即時再生・スムーズにシークします。', '규모와 상관없이 주문형 영상을 즉시 재생하고 부드럽게 탐색합니다.')),
  p('/cloud-security/web-application-firewall/', 'security', l('Web Application Firewall', 'Web 应用防火墙', 'Web アプリケーションファイアウォール', '웹 애플리케이션 방화벽'), l('Stop injection, cross-site scripting and zero-days before they reach your code.', '在攻击触及代码之前拦截注入、跨站脚本与零日漏洞。', 'インジェクションや XSS、ゼロデイをコードに届く前に止めます。', '인젝션, XSS, 제로데이 공격을 코드에 닿기 전에 차단합니다.')),
  p('/cloud-security/bot-shield/', 'security', l('Bot Shield', 'Bot 防护', 'ボットシールド', '봇 실드'), l('Tell good bots from scrapers, credential stuffers and scalpers.', '区分善意爬虫与恶意抓取、撞库和黄牛机器人。', '良いボットとスクレイパーやリスト型攻撃を見分けます。', '좋은 봇과 스크래퍼, 크리덴셜 스터핑, 암표 봇을 구분합니다.')),
  p('/cloud-security/flood-shield/', 'security', l('Flood Shield', 'DDoS 防护', 'フラッドシールド', '플러드 실드'), l('Absorb volumetric and protocol DDoS attacks of any size at the edge.', '在边缘吸收任意规模的流量型与协议型 DDoS 攻击。', 'あらゆる規模の DDoS 攻撃をエッジで吸収します。', '모든 규모의 볼류메트릭 및 프로토콜 DDoS 공격을 엣지에서 흡수합니다.')),
  p('/cloud-security/api-shield/', 'security', l('API Shield', 'API 防护', 'API シールド', 'API 실드'), l('Discover every API, enforce its schema and block abuse.', '发现全部 API，校验其结构并阻止滥用。', 'すべての API を発見し、スキーマを強制し、不正利用を防ぎます。', '모든 API를 찾아 스키마를 적용하고 악용을 차단합니다.')),
  p('/products/cdn-pro/', 'web', l('CDN Pro', 'CDN Pro', 'CDN Pro', 'CDN Pro'), l('A self-service CDN with edge logic, real-time logs and transparent pricing.', '支持边缘逻辑、实时日志与透明定价的自助式 CDN。', 'エッジロジック、リアルタイムログ、明快な料金のセルフサービス CDN。', '엣지 로직, 실시간 로그, 투명한 요금의 셀프서비스 CDN.')),
  p('/product/edge-application/', 'edge', l('Edge Application', '边缘应用', 'エッジアプリケーション', '엣지 애플리케이션'), l('Personalise, route and rewrite responses in code that runs at the edge.', '在边缘运行的代码中完成个性化、路由与响应改写。', 'エッジで動くコードでレスポンスをパーソナライズ・書き換えします。', '엣지에서 실행되는 코드로 응답을 개인화하고 재작성합니다.')),
  p('/product/edge-computing-hosting/', 'edge', l('Edge Computing Hosting', '边缘计算托管', 'エッジコンピューティングホスティング', '엣지 컴퓨팅 호스팅'), l('Virtual machines and containers in metro data centres next to your users.', '在靠近用户的城域数据中心运行虚拟机与容器。', '利用者の近くの都市型データセンターで VM とコンテナを動かします。', '사용자 가까운 도심 데이터센터에서 VM과 컨테이너를 실행합니다.')),
  p('/product/enterprise-secure-access/', 'zeroTrust', l('Enterprise Secure Access', '企业安全访问', 'エンタープライズセキュアアクセス', '엔터프라이즈 보안 액세스'), l('Zero trust access to private apps for employees and partners, without a VPN.', '无需 VPN，为员工与合作伙伴提供零信任私有应用访问。', 'VPN なしで社員とパートナーにゼロトラストの社内アプリアクセスを。', 'VPN 없이 직원과 파트너에게 제로 트러스트 사내 앱 접근을 제공합니다.')),
  p('/product/object-storage/', 'edge', l('Object Storage', '对象存储', 'オブジェクトストレージ', '오브젝트 스토리지'), l('S3-compatible storage with free egress to our delivery network.', '兼容 S3 的存储，回源至分发网络免流量费。', '配信ネットワークへの転送が無料の S3 互換ストレージ。', '전송 네트워크로의 송신이 무료인 S3 호환 스토리지.')),
  p('/product/cloud-dns/', 'edge', l('Cloud DNS', '云解析 DNS', 'クラウド DNS', '클라우드 DNS'), l('Authoritative DNS with anycast resilience and traffic steering.', '基于任播的高可用权威 DNS 与智能调度。', 'エニーキャストで強靭な権威 DNS とトラフィック制御。', '애니캐스트 기반의 탄력적인 권한 DNS와 트래픽 조정.')),
  p('/product/colocation-services/', 'edge', l('Colocation Services', '机房托管', 'コロケーションサービス', '코로케이션 서비스'), l('Racks, power and cross-connects in carrier-neutral facilities.', '中立机房中的机柜、电力与交叉互联。', 'キャリアニュートラルな施設のラック・電源・相互接続。', '캐리어 중립 시설의 랙, 전력, 상호 연결.')),
  p('/product/icp-registration-assistant/', 'web', l('ICP Registration Assistant', 'ICP 备案助手', 'ICP 登録アシスタント', 'ICP 등록 도우미'), l('Guidance and paperwork support to serve websites inside mainland China.', '为在中国大陆提供网站服务准备备案材料并提供指导。', '中国本土でサイトを公開するための申請をサポートします。', '중국 본토에서 웹사이트를 서비스하기 위한 등록 절차를 지원합니다.')),
  p('/product/edge-player/', 'media', l('Edge Player', 'Edge 播放器', 'Edge プレーヤー', '엣지 플레이어'), l('An HTML5 player tuned for our delivery network.', '为分发网络优化的 HTML5 播放器。', '配信ネットワーク向けに最適化した HTML5 プレーヤー。', '전송 네트워크에 최적화된 HTML5 플레이어.'), 'KO_KR'),
  p('/product/media-manager/', 'media', l('Media Manager', '媒体管理器', 'メディアマネージャー', '미디어 매니저'), l('Organise, tag and publish your video library.', '整理、标注并发布您的视频库。', '動画ライブラリを整理・タグ付け・公開します。', '동영상 라이브러리를 정리하고 태그를 달아 게시합니다.'), 'KO_KR'),
  p('/product/media-authentication/', 'media', l('Media Authentication', '媒体鉴权', 'メディア認証', '미디어 인증'), l('Token and signed-URL protection for paid content.', '为付费内容提供令牌与签名 URL 保护。', '有料コンテンツをトークンと署名付き URL で保護します。', '유료 콘텐츠를 토큰과 서명 URL로 보호합니다.'), 'KO_KR'),
  p('/product/multi-drm/', 'media', l('Multi-DRM', '多 DRM', 'マルチ DRM', '멀티 DRM'), l('Widevine, FairPlay and PlayReady licences from one integration.', '一次集成即可获得 Widevine、FairPlay 与 PlayReady 授权。', '1 回の統合で Widevine・FairPlay・PlayReady に対応。', '한 번의 연동으로 Widevine, FairPlay, PlayReady 라이선스를 제공합니다.'), 'KO_KR'),
  p('/product/stream-director/', 'media', l('Stream Director', '流媒体导播', 'ストリームディレクター', '스트림 디렉터'), l('Switch cameras, add graphics and go live from the cloud.', '在云端切换机位、叠加图文并开播。', 'クラウドでカメラ切替・グラフィック追加・配信を行います。', '클라우드에서 카메라 전환, 그래픽 추가, 라이브 송출을 합니다.'), 'KO_KR'),
  p('/product/online-video-platform/', 'media', l('Online Video Platform', '在线视频平台', 'オンライン動画プラットフォーム', '온라인 동영상 플랫폼'), l('Upload, transcode and publish video with analytics built in.', '上传、转码、发布视频，内置数据分析。', 'アップロード・変換・公開と分析をひとつに。', '업로드, 트랜스코딩, 게시와 분석을 한 번에.'), 'KO_KR'),
];

/** Family landing pages (the top level of each product group). */
export const FAMILY_PAGES: Array<{ path: string; family: FamilyKey; name: L; tagline: L }> = [
  { path: '/web-performance/', family: 'web', name: l('Web Performance', 'Web 性能', 'Web パフォーマンス', '웹 성능'), tagline: l('Faster sites and apps in every market, from the first byte to the last.', '从首字节到最后一字节，让各地用户都能更快访问网站与应用。', '最初のバイトから最後まで、あらゆる市場でサイトとアプリを高速に。', '첫 바이트부터 마지막까지 모든 시장에서 더 빠른 사이트와 앱.') },
  { path: '/media-delivery/', family: 'media', name: l('Media Delivery', '媒体分发', 'メディア配信', '미디어 전송'), tagline: l('Live and on-demand video that starts fast and never buffers.', '秒开不卡顿的直播与点播视频。', '素早く始まり止まらないライブとオンデマンド動画。', '빠르게 시작하고 끊기지 않는 라이브 및 주문형 영상.') },
  { path: '/cloud-security/', family: 'security', name: l('Cloud Security', '云安全', 'クラウドセキュリティ', '클라우드 보안'), tagline: l('Protect applications and APIs from DDoS, bots and exploits at the edge.', '在边缘保护应用与 API 免受 DDoS、恶意机器人与漏洞攻击。', 'アプリと API を DDoS・ボット・脆弱性攻撃からエッジで守ります。', '애플리케이션과 API를 DDoS, 봇, 취약점 공격으로부터 엣지에서 보호합니다.') },
];

export interface Solution {
  code: string;
  family: FamilyKey;
  name: L;
  challenge: L;
}

const s = (code: string, family: FamilyKey, name: L, challenge: L): Solution => ({ code, family, name, challenge });

/** Solutions of the menu, by industry and by use case: /solutions/<code>/. */
export const SOLUTIONS: Solution[] = [
  s('banking-finance', 'security', l('Banking & Finance', '银行与金融', '銀行・金融', '은행 및 금융'), l('Keep trading and banking apps fast and compliant while attackers probe every login.', '在攻击者不断试探登录接口的同时，保持交易与银行应用快速且合规。', '攻撃者がログインを狙う中でも、取引・銀行アプリを高速かつ準拠した状態に保ちます。', '공격자가 로그인을 노리는 동안에도 거래 및 뱅킹 앱을 빠르고 규정에 맞게 유지합니다.')),
  s('education', 'media', l('Education', '教育', '教育', '교육'), l('Stream lectures and run exams for students on any network, anywhere.', '为身处任何网络、任何地点的学生直播课程并组织考试。', 'どこにいる学生にも講義を配信し、試験を実施します。', '어디에 있든 학생에게 강의를 스트리밍하고 시험을 운영합니다.')),
  s('manufacturing', 'zeroTrust', l('Manufacturing', '制造', '製造', '제조'), l('Connect plants, suppliers and engineers to the systems they need, securely.', '安全地将工厂、供应商与工程师连接到所需系统。', '工場・サプライヤー・技術者を必要なシステムに安全につなぎます。', '공장, 공급업체, 엔지니어를 필요한 시스템에 안전하게 연결합니다.')),
  s('media-entertainment', 'media', l('Media & Entertainment', '媒体与娱乐', 'メディア・エンターテインメント', '미디어 및 엔터테인먼트'), l('Premiere shows and live events to global audiences without a single stall.', '向全球观众首播节目与直播活动，零卡顿。', '番組やライブを世界中の視聴者に途切れなく届けます。', '쇼와 라이브 이벤트를 전 세계 시청자에게 끊김 없이 전달합니다.')),
  s('online-gaming', 'edge', l('Online Gaming', '在线游戏', 'オンラインゲーム', '온라인 게임'), l('Ship patches fast, keep lobbies responsive and stop DDoS on launch day.', '快速分发补丁，保持大厅流畅，并在上线日抵御 DDoS。', 'パッチを素早く配信し、ロビーを快適に保ち、ローンチ日の DDoS を止めます。', '패치를 빠르게 배포하고 로비를 쾌적하게 유지하며 출시일 DDoS를 막습니다.')),
  s('ecommerce', 'web', l('E-commerce', '电子商务', 'EC', '전자상거래'), l('Turn fast pages into conversions and keep bots away from your inventory.', '以更快的页面提升转化，并让机器人远离您的库存。', '高速なページでコンバージョンを高め、ボットから在庫を守ります。', '빠른 페이지로 전환율을 높이고 봇으로부터 재고를 지킵니다.')),
  s('software-technology', 'edge', l('Software & Technology', '软件与科技', 'ソフトウェア・テクノロジー', '소프트웨어 및 기술'), l('Deliver SaaS, downloads and APIs to customers worldwide with one platform.', '用一个平台向全球客户交付 SaaS、下载与 API。', 'SaaS・ダウンロード・API を 1 つの基盤で世界に届けます。', 'SaaS, 다운로드, API를 하나의 플랫폼으로 전 세계에 제공합니다.')),
  s('travel-hospitality', 'web', l('Travel & Hospitality', '旅游与酒店', '旅行・ホスピタリティ', '여행 및 숙박'), l('Handle booking peaks and block fare scrapers without slowing travellers down.', '从容应对预订高峰，拦截抓价机器人，不拖慢旅客体验。', '予約のピークをさばき、運賃スクレイパーを止めつつ旅行者を待たせません。', '예약 피크를 처리하고 요금 스크래퍼를 막으면서 여행자를 기다리게 하지 않습니다.')),
  s('ecommerce-promotion', 'web', l('E-commerce Promotion', '电商大促', 'EC セール対策', '전자상거래 프로모션'), l('Survive flash sales and holiday peaks with capacity that scales on its own.', '凭借自动扩展的容量平稳度过秒杀与节日高峰。', '自動で拡張する容量でフラッシュセールや繁忙期を乗り切ります。', '자동으로 확장되는 용량으로 플래시 세일과 연휴 피크를 견딥니다.')),
  s('game-delivery', 'web', l('Game Delivery', '游戏分发', 'ゲーム配信', '게임 배포'), l('Push multi-gigabyte releases to players worldwide on day one.', '首日即可将数 GB 的新版本推送给全球玩家。', '数 GB のリリースを初日に世界中のプレイヤーへ届けます。', '수 GB 용량의 릴리스를 출시 첫날 전 세계 플레이어에게 전달합니다.')),
  s('entertainment-live-streaming', 'media', l('Entertainment Live Streaming', '娱乐直播', 'エンタメライブ配信', '엔터테인먼트 라이브 스트리밍'), l('Interactive shows, gifts and chat with delay low enough for real conversation.', '低延时的互动直播、礼物与弹幕，实时交流无压力。', '会話が成り立つ低遅延で、投げ銭やチャット付きのライブを。', '실시간 대화가 가능한 낮은 지연의 인터랙티브 방송, 선물, 채팅.')),
  s('global-to-china', 'web', l('Global to China', '全球进入中国', 'グローバルから中国へ', '글로벌에서 중국으로'), l('Reach users in mainland China with licensed local delivery and cross-border links.', '借助合规的本地分发与跨境链路触达中国大陆用户。', 'ライセンスに基づく現地配信と越境回線で中国本土の利用者に届けます。', '허가된 현지 전송과 국경 간 회선으로 중국 본토 사용자에게 도달합니다.')),
  s('china-and-emerging-markets', 'web', l('China & Emerging Markets', '中国与新兴市场', '中国・新興市場', '중국 및 신흥 시장'), l('Grow in markets where networks are fragmented and mobile-first.', '在网络分散、移动优先的市场中实现增长。', 'ネットワークが分断されモバイル中心の市場で成長します。', '네트워크가 분산되고 모바일 중심인 시장에서 성장합니다.')),
  s('zero-trust-vpn-replacement', 'zeroTrust', l('Zero Trust VPN Replacement', '零信任替代 VPN', 'ゼロトラストで VPN を置き換え', '제로 트러스트 VPN 대체'), l('Retire the VPN and give every user least-privilege access to private apps.', '淘汰 VPN，让每位用户以最小权限访问私有应用。', 'VPN を廃止し、すべての利用者に最小権限で社内アプリへのアクセスを。', 'VPN을 없애고 모든 사용자에게 최소 권한으로 사내 앱 접근을 제공합니다.')),
];
