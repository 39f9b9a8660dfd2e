import { l, type L } from '../../types';

/** What each solution page says beyond its challenge: the approach, and the products that serve it (by path). */
export const SOLUTION_FACTS: Record<string, { approach: L; products: string[] }> = {
  'banking-finance': {
    approach: l('Put the web application firewall and API protection in front of online banking, stop credential stuffing at the login, and keep internal systems off the internet with zero trust access.', '在网银前部署 Web 应用防火墙与 API 防护，在登录环节拦截撞库，并以零信任访问让内部系统远离互联网。', 'オンラインバンキングの前段に WAF と API 保護を置き、ログインでリスト型攻撃を止め、ゼロトラストで社内システムをインターネットから隠します。', '온라인 뱅킹 앞에 웹 방화벽과 API 보호를 두고 로그인에서 크리덴셜 스터핑을 막으며 제로 트러스트로 내부 시스템을 인터넷에서 숨깁니다.'),
    products: ['/cloud-security/web-application-firewall/', '/cloud-security/api-shield/', '/cloud-security/bot-shield/', '/product/enterprise-secure-access/'],
  },
  education: {
    approach: l('Deliver recorded lectures on demand, stream live classes with low delay for questions, and give staff and students secure access to campus systems from home.', '以点播方式提供录播课程，以低延时直播支持课堂提问，并让师生在家安全访问校园系统。', '録画講義はオンデマンドで、ライブ授業は質問しやすい低遅延で配信し、教職員と学生には自宅から学内システムへの安全なアクセスを提供します。', '녹화 강의는 주문형으로, 실시간 수업은 질문하기 좋은 저지연으로 전송하고 교직원과 학생에게 집에서 학내 시스템에 안전하게 접속하게 합니다.'),
    products: ['/media-delivery/vod-acceleration/', '/media-delivery/low-latency-streaming/', '/product/enterprise-secure-access/'],
  },
  manufacturing: {
    approach: l('Connect plants and suppliers over private cross-border links, grant engineers per-application access instead of a VPN, and run analytics next to the factory floor.', '通过私有跨境链路连接工厂与供应商，以按应用授权替代 VPN 为工程师提供访问，并在厂区附近运行数据分析。', '工場とサプライヤーをプライベートな越境回線でつなぎ、技術者には VPN ではなくアプリ単位のアクセスを与え、分析は工場の近くで動かします。', '공장과 공급업체를 전용 국경 간 회선으로 잇고 엔지니어에게 VPN 대신 앱 단위 접근을 주며 분석은 공장 가까이에서 실행합니다.'),
    products: ['/product/enterprise-secure-access/', '/web-performance/e-connect/', '/product/edge-computing-hosting/'],
  },
  'media-entertainment': {
    approach: l('Carry premieres and live shows with redundant ingest, serve the back catalogue from edge caches, and store masters once in Object Storage.', '以冗余推流承载首映与直播，由边缘缓存分发片库，并将母版统一存放在对象存储中。', '初回放送やライブは冗長インジェストで届け、過去作品はエッジキャッシュから配信し、マスターはオブジェクトストレージに一度だけ保存します。', '첫 방송과 라이브는 이중화된 인제스트로 전하고 지난 작품은 엣지 캐시에서 제공하며 원본은 오브젝트 스토리지에 한 번만 저장합니다.'),
    products: ['/media-delivery/live-broadcast-acceleration/', '/media-delivery/vod-acceleration/', '/product/object-storage/'],
  },
  'online-gaming': {
    approach: l('Host match servers in the cities where players are, protect them and the lobby from DDoS, and steer players to a healthy region with DNS.', '在玩家所在城市部署对战服务器，保护其与游戏大厅免受 DDoS 攻击，并通过 DNS 将玩家导向健康区域。', 'プレイヤーのいる都市に対戦サーバーを置き、それとロビーを DDoS から守り、DNS で正常な地域へ誘導します。', '플레이어가 있는 도시에 대전 서버를 두고 서버와 로비를 DDoS로부터 지키며 DNS로 정상 지역에 연결합니다.'),
    products: ['/product/edge-computing-hosting/', '/cloud-security/flood-shield/', '/product/cloud-dns/'],
  },
  ecommerce: {
    approach: l('Cache the catalogue and product images at the edge, accelerate the cart and checkout, and keep scraping and scalping bots away from prices and stock.', '在边缘缓存商品目录与图片，为购物车与结账提速，并让抓取与抢购机器人远离价格与库存。', 'カタログと商品画像をエッジにキャッシュし、カートと決済を高速化し、価格や在庫をスクレイピングや買い占めボットから守ります。', '카탈로그와 상품 이미지를 엣지에 캐시하고 장바구니와 결제를 가속하며 가격과 재고를 스크래핑·사재기 봇으로부터 지킵니다.'),
    products: ['/web-performance/content-acceleration/', '/web-performance/dynamic-web-acceleration/', '/cloud-security/bot-shield/'],
  },
  'software-technology': {
    approach: l('Ship downloads from storage with free egress, run product logic at the edge, and protect the APIs your customers integrate with.', '从免回源流量费的存储分发下载包，在边缘运行产品逻辑，并保护客户集成的 API。', '転送料無料のストレージからダウンロードを配信し、製品ロジックをエッジで動かし、顧客が連携する API を守ります。', '송신 요금 없는 스토리지에서 다운로드를 제공하고 제품 로직을 엣지에서 실행하며 고객이 연동하는 API를 보호합니다.'),
    products: ['/product/object-storage/', '/product/edge-application/', '/cloud-security/api-shield/', '/products/cdn-pro/'],
  },
  'travel-hospitality': {
    approach: l('Speed up search and booking pages that cannot be cached, block fare scrapers, and protect payment pages with the application firewall.', '为无法缓存的搜索与预订页面提速，拦截抓价机器人，并以 Web 应用防火墙保护支付页面。', 'キャッシュできない検索・予約ページを高速化し、運賃スクレイパーを止め、決済ページを WAF で守ります。', '캐시할 수 없는 검색·예약 페이지를 가속하고 요금 스크래퍼를 막으며 결제 페이지를 웹 방화벽으로 보호합니다.'),
    products: ['/web-performance/dynamic-web-acceleration/', '/cloud-security/bot-shield/', '/cloud-security/web-application-firewall/'],
  },
  'ecommerce-promotion': {
    approach: l('Rehearse the sale with our engineers, serve every cacheable page from the edge, queue buyers fairly at the peak and absorb attacks timed for the launch.', '与我们的工程师一起演练大促，所有可缓存页面由边缘响应，高峰时公平排队，并吸收瞄准开售时刻的攻击。', 'セールを当社エンジニアとリハーサルし、キャッシュ可能なページはすべてエッジから返し、ピーク時は公平に待たせ、開始時刻を狙った攻撃を吸収します。', '세일을 엔지니어와 미리 연습하고 캐시 가능한 페이지는 모두 엣지에서 제공하며 피크에는 공정하게 대기시키고 시작 시각을 노린 공격을 흡수합니다.'),
    products: ['/web-performance/content-acceleration/', '/cloud-security/flood-shield/', '/product/edge-application/'],
  },
  'game-delivery': {
    approach: l('Pre-load the release into edge caches before launch, let clients resume interrupted downloads, and keep patch files in storage with free egress to the CDN.', '上线前将新版本预热到边缘缓存，客户端可续传中断的下载，补丁文件存放在回源 CDN 免流量费的存储中。', 'リリース前にエッジキャッシュへ事前配置し、中断したダウンロードは再開でき、パッチは CDN への転送が無料のストレージに置きます。', '출시 전에 엣지 캐시로 미리 올리고 끊긴 다운로드를 이어받게 하며 패치 파일은 CDN 송신이 무료인 스토리지에 둡니다.'),
    products: ['/products/cdn-pro/', '/product/object-storage/', '/web-performance/content-acceleration/'],
  },
  'entertainment-live-streaming': {
    approach: l('Stream shows with delay low enough for chat and gifts, keep viewers in sync, and record every show for replay on demand.', '以足以支撑弹幕与打赏的低延时直播节目，保持观众画面同步，并将每场节目录制为点播回放。', 'チャットや投げ銭が成り立つ低遅延で配信し、視聴者を同期させ、すべての番組を録画してオンデマンドで再生できるようにします。', '채팅과 선물이 가능한 저지연으로 방송하고 시청자를 동기화하며 모든 방송을 녹화해 다시 보기로 제공합니다.'),
    products: ['/media-delivery/low-latency-streaming/', '/media-delivery/live-broadcast-acceleration/', '/media-delivery/vod-acceleration/'],
  },
  'global-to-china': {
    approach: l('File for an ICP number with our assistant, answer Chinese carriers with the right addresses, and carry traffic back to your origin abroad over a compliant cross-border link.', '借助备案助手办理 ICP 备案，按中国运营商返回正确地址，并经合规跨境链路回源至海外源站。', 'ICP 登録アシスタントで申請し、中国の通信事業者ごとに正しいアドレスを返し、海外のオリジンへは法令に準拠した越境回線で戻します。', 'ICP 등록 도우미로 신청하고 중국 통신사별로 알맞은 주소를 응답하며 해외 오리진까지는 규정을 준수하는 국경 간 회선으로 연결합니다.'),
    products: ['/product/icp-registration-assistant/', '/web-performance/e-connect/', '/product/cloud-dns/', '/web-performance/dynamic-web-acceleration/'],
  },
  'china-and-emerging-markets': {
    approach: l('Serve light pages to mobile users on congested networks, route dynamic requests around unreliable carriers, and place compute in the cities where growth is.', '为拥塞网络中的移动用户提供轻量页面，绕开不稳定运营商路由动态请求，并在增长最快的城市部署算力。', '混雑した回線のモバイル利用者に軽いページを届け、不安定な通信事業者を避けて動的リクエストを送り、成長している都市にコンピュートを置きます。', '혼잡한 네트워크의 모바일 사용자에게 가벼운 페이지를 제공하고 불안정한 통신사를 피해 동적 요청을 보내며 성장하는 도시에 컴퓨팅을 둡니다.'),
    products: ['/web-performance/content-acceleration/', '/web-performance/dynamic-web-acceleration/', '/product/edge-computing-hosting/'],
  },
  'zero-trust-vpn-replacement': {
    approach: l('Move applications one group at a time from the VPN to per-application access tied to your identity provider, keep site-to-site traffic on private links, then switch the VPN concentrator off.', '将应用按用户组逐步从 VPN 迁移到与身份提供商联动的按应用授权访问，站点间流量改走私有链路，最后关停 VPN 集中器。', 'アプリをグループごとに VPN から ID プロバイダー連携のアプリ単位アクセスへ移し、拠点間の通信はプライベート回線に載せ、最後に VPN 集約装置を停止します。', '앱을 그룹별로 VPN에서 ID 공급자와 연동한 앱 단위 접근으로 옮기고 거점 간 트래픽은 전용 회선에 태운 뒤 마지막에 VPN 집선 장비를 끕니다.'),
    products: ['/product/enterprise-secure-access/', '/web-performance/e-connect/'],
  },
};
