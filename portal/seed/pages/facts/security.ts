import { l } from '../../types';
import type { ProductFacts } from './types';

/** Cloud security products: application firewall, bot management, DDoS protection, API protection. */
export const SECURITY_FACTS: Record<string, ProductFacts> = {
  '/cloud-security/web-application-firewall/': {
    features: [
      [l('Managed OWASP rules', '托管 OWASP 规则', 'マネージド OWASP ルール', '관리형 OWASP 규칙'), l('SQL injection, cross-site scripting, file inclusion and the rest of the OWASP Top 10 are blocked by rules our researchers update daily.', 'SQL 注入、跨站脚本、文件包含等 OWASP Top 10 攻击由研究团队每日更新的规则拦截。', 'SQL インジェクション、XSS、ファイルインクルードなど OWASP Top 10 を、研究チームが毎日更新するルールで防ぎます。', 'SQL 인젝션, XSS, 파일 포함 등 OWASP Top 10을 연구팀이 매일 갱신하는 규칙으로 차단합니다.')],
      [l('Virtual patching', '虚拟补丁', '仮想パッチ', '가상 패치'), l('When a new CVE is published, a rule for it is deployed at the edge within hours, before you can patch your servers.', '新 CVE 公布后数小时内即在边缘部署防护规则，在您修补服务器之前先行防御。', '新しい CVE が公開されると数時間以内にエッジへルールを配備し、サーバーのパッチ前から守ります。', '새 CVE가 공개되면 몇 시간 안에 엣지에 규칙을 배포해 서버 패치 전에 막습니다.')],
      [l('Log-only mode', '仅记录模式', 'ログのみモード', '로그 전용 모드'), l('Try new rules in log-only mode and switch them to block once you have checked they stop no legitimate user.', '新规则可先以仅记录模式运行，确认不会误拦正常用户后再切换为拦截。', '新しいルールはログのみモードで試し、正規ユーザーを止めないことを確認してからブロックに切り替えます。', '새 규칙을 로그 전용 모드로 시험하고 정상 사용자를 막지 않는지 확인한 뒤 차단으로 바꿉니다.')],
    ],
    stats: [
      ['24 h', l('Time to a rule for a critical new CVE', '针对高危新漏洞发布规则的时间', '重大な新 CVE へのルール提供時間', '치명적 신규 CVE 대응 규칙 제공 시간')],
      ['<0.01%', l('False positives with managed rules in block mode', '托管规则拦截模式下的误报率', 'マネージドルールのブロック時の誤検知率', '관리형 규칙 차단 모드의 오탐률')],
      ['PCI DSS', l('Requirement 6.4 covered for your web apps', '满足 Web 应用的 6.4 条要求', 'Web アプリの要件 6.4 に対応', '웹 앱의 요구 사항 6.4 충족')],
    ],
    uses: [
      [l('Unpatchable legacy apps', '无法修补的老旧应用', 'パッチを当てられない旧システム', '패치할 수 없는 레거시 앱'), l('Shield an old CMS or ERP portal that cannot be upgraded quickly from known exploits.', '为无法快速升级的旧版 CMS 或 ERP 门户抵御已知漏洞利用。', 'すぐには更新できない古い CMS や ERP ポータルを既知の攻撃から守ります。', '빨리 업그레이드할 수 없는 오래된 CMS나 ERP 포털을 알려진 공격으로부터 보호합니다.')],
      [l('Payment compliance', '支付合规', '決済のコンプライアンス', '결제 규정 준수'), l('Merchants use the firewall and its reports to meet the PCI DSS requirement for public-facing web applications.', '商户借助防火墙及其报表满足 PCI DSS 对面向公众 Web 应用的要求。', '加盟店はファイアウォールとレポートで、公開 Web アプリに関する PCI DSS の要件を満たします。', '가맹점은 방화벽과 보고서로 공개 웹 애플리케이션에 대한 PCI DSS 요구 사항을 충족합니다.')],
    ],
    faq: [
      [l('Will it slow my site down?', '会拖慢网站吗？', 'サイトが遅くなりませんか？', '사이트가 느려지지 않나요?'), l('Inspection runs on the edge server that already handles the request and adds around one millisecond.', '检测在已处理该请求的边缘服务器上进行，仅增加约 1 毫秒。', '検査はリクエストを処理しているエッジサーバー上で行われ、追加は 1 ミリ秒程度です。', '검사는 요청을 처리하는 엣지 서버에서 이뤄지며 약 1밀리초가 추가됩니다.')],
      [l('Can I write my own rules?', '可以自定义规则吗？', '独自ルールを書けますか？', '직접 규칙을 만들 수 있나요?'), l('Yes: match on path, header, country, IP list or request rate, and choose block, challenge or log.', '可以：按路径、请求头、国家、IP 列表或请求速率匹配，并选择拦截、质询或记录。', 'はい。パス・ヘッダー・国・IP リスト・リクエスト頻度で条件を作り、ブロック・チャレンジ・記録を選べます。', '네. 경로, 헤더, 국가, IP 목록, 요청 빈도로 조건을 만들고 차단, 챌린지, 기록 중에서 고릅니다.')],
    ],
  },
  '/cloud-security/bot-shield/': {
    features: [
      [l('Behavioural detection', '行为识别', '振る舞い検知', '행동 기반 탐지'), l('Mouse movement, request timing and browser signals separate people from headless browsers without a CAPTCHA for most visitors.', '结合鼠标轨迹、请求节奏与浏览器特征区分真人与无头浏览器，大多数访客无需验证码。', 'マウスの動き・リクエストの間隔・ブラウザの特徴で人とヘッドレスブラウザを見分け、多くの訪問者に CAPTCHA は不要です。', '마우스 움직임, 요청 간격, 브라우저 신호로 사람과 헤드리스 브라우저를 구분해 대부분의 방문자에게 CAPTCHA가 필요 없습니다.')],
      [l('Verified good bots', '善意爬虫白名单', '正規ボットの認証', '검증된 정상 봇'), l('Search engine crawlers and monitoring services are recognised and let through, so your SEO does not suffer.', '识别并放行搜索引擎爬虫与监控服务，不影响 SEO。', '検索エンジンのクローラーや監視サービスを識別して通過させ、SEO への影響を防ぎます。', '검색 엔진 크롤러와 모니터링 서비스를 식별해 통과시키므로 SEO에 영향이 없습니다.')],
      [l('Responses per bot type', '按机器人类型处置', 'ボット種別ごとの対応', '봇 유형별 대응'), l('Block credential stuffers, slow down scrapers or serve them cached decoy prices, rule by rule.', '可逐条规则拦截撞库机器人、限速爬虫，或向其返回缓存的诱饵价格。', 'リスト型攻撃はブロック、スクレイパーは減速、あるいはダミー価格を返すなど、ルールごとに選べます。', '크리덴셜 스터핑은 차단하고 스크래퍼는 속도를 늦추거나 미끼 가격을 보여 주는 등 규칙별로 정합니다.')],
    ],
    stats: [
      ['40%', l('Share of typical site traffic that is automated', '典型网站流量中自动化请求的占比', '一般的なサイトで自動化された通信の割合', '일반 사이트 트래픽 중 자동화 요청 비율')],
      ['99%', l('Credential-stuffing attempts stopped at the login', '在登录环节拦截的撞库尝试', 'ログインで止めたリスト型攻撃の割合', '로그인에서 차단한 크리덴셜 스터핑 시도')],
      ['<1%', l('Human visitors who ever see a challenge', '需要经过质询的真人访客比例', 'チャレンジが表示される人間の訪問者', '챌린지를 보게 되는 사람 방문자 비율')],
    ],
    uses: [
      [l('Ticket and sneaker drops', '票务与限量发售', 'チケット・限定品の販売', '티켓 및 한정판 판매'), l('Keep scalper bots from buying up limited stock in the first seconds of a sale.', '防止黄牛机器人在开售头几秒扫光限量库存。', '販売開始直後の数秒で転売ボットが限定在庫を買い占めるのを防ぎます。', '판매 시작 몇 초 만에 암표 봇이 한정 재고를 쓸어 가는 것을 막습니다.')],
      [l('Account protection', '账号保护', 'アカウント保護', '계정 보호'), l('Stop attackers replaying leaked passwords against your login page before accounts are taken over.', '在账号被盗之前，阻止攻击者用泄露的密码批量尝试登录。', '流出したパスワードでログインを試す攻撃を、アカウントが乗っ取られる前に止めます。', '유출된 비밀번호로 로그인을 시도하는 공격을 계정이 탈취되기 전에 막습니다.')],
    ],
    faq: [
      [l('Does it need a JavaScript tag?', '需要嵌入 JavaScript 吗？', 'JavaScript タグは必要ですか？', 'JavaScript 태그가 필요한가요?'), l('Detection works at the edge alone; the optional script adds browser signals for higher accuracy on logins and checkouts.', '仅在边缘即可识别；可选脚本会补充浏览器信号，提升登录与结账环节的准确率。', 'エッジだけで検知できます。任意のスクリプトを加えると、ログインや決済での精度が上がります。', '엣지만으로 탐지할 수 있으며, 선택형 스크립트를 추가하면 로그인과 결제에서 정확도가 높아집니다.')],
      [l('Will search engines still index my site?', '搜索引擎还能收录网站吗？', '検索エンジンには引き続きインデックスされますか？', '검색 엔진에 계속 색인되나요?'), l('Yes. Verified crawlers are identified by reverse DNS and allowed by default.', '能。经验证的爬虫通过反向 DNS 识别，默认放行。', 'はい。正規のクローラーは逆引き DNS で確認され、既定で許可されます。', '네. 검증된 크롤러는 역방향 DNS로 확인되어 기본으로 허용됩니다.')],
    ],
  },
  '/cloud-security/flood-shield/': {
    features: [
      [l('Anycast absorption', '任播分散吸收', 'エニーキャストで吸収', '애니캐스트 흡수'), l('Attack traffic is spread across scrubbing centres on every continent instead of converging on one data centre.', '攻击流量分散到各大洲的清洗中心，而非集中冲击单一数据中心。', '攻撃トラフィックを 1 つのデータセンターに集中させず、各大陸のスクラビングセンターに分散させます。', '공격 트래픽을 한 데이터센터로 모으지 않고 모든 대륙의 스크러빙 센터로 분산합니다.')],
      [l('Layer 3 to layer 7', '三至七层全面防护', 'L3 から L7 まで', 'L3부터 L7까지'), l('SYN and UDP floods, reflection attacks and HTTP floods are filtered by the same service.', 'SYN 与 UDP 洪水、反射放大攻击及 HTTP 洪水均由同一服务过滤。', 'SYN・UDP フラッド、リフレクション攻撃、HTTP フラッドを同じサービスで防ぎます。', 'SYN·UDP 플러드, 반사 공격, HTTP 플러드를 같은 서비스에서 걸러 냅니다.')],
      [l('Protect whole networks', '整段网络防护', 'ネットワーク全体の防御', '네트워크 전체 보호'), l('Announce your own IP prefixes through us with BGP to protect game servers, mail and VPN gateways, not only websites.', '通过 BGP 经由我们宣告您的 IP 段，除网站外也可保护游戏服务器、邮件与 VPN 网关。', '自社の IP プレフィックスを BGP で当社経由で広告し、Web だけでなくゲームサーバー・メール・VPN も守ります。', '자사 IP 대역을 BGP로 저희를 통해 광고해 웹사이트뿐 아니라 게임 서버, 메일, VPN 게이트웨이도 보호합니다.')],
    ],
    stats: [
      ['20+ Tbps', l('Scrubbing capacity per region', '每区域清洗能力', '地域ごとのスクラビング容量', '지역별 스크러빙 용량')],
      ['<3 s', l('Time to mitigate a known attack pattern', '已知攻击特征的缓解时间', '既知パターンの攻撃を緩和するまでの時間', '알려진 공격 패턴 완화 시간')],
      ['2.1 Tbps', l('Largest attack absorbed last year', '去年吸收的最大攻击', '昨年吸収した最大の攻撃', '작년에 흡수한 최대 공격')],
    ],
    uses: [
      [l('Online games', '在线游戏', 'オンラインゲーム', '온라인 게임'), l('Keep UDP game servers reachable while competitors or angry players rent botnets against them.', '即使竞争对手或玩家租用僵尸网络攻击，也能保持 UDP 游戏服务器可访问。', '競合や不満を持つプレイヤーがボットネットを借りて攻撃しても、UDP のゲームサーバーへの接続を保ちます。', '경쟁자나 불만을 품은 플레이어가 봇넷을 빌려 공격해도 UDP 게임 서버 접속을 유지합니다.')],
      [l('Ransom DDoS', '勒索型 DDoS', '身代金要求型 DDoS', '랜섬 DDoS'), l('When an extortion note arrives, put your prefixes behind always-on protection the same day.', '收到勒索信时，可当天将 IP 段接入常开防护。', '脅迫文が届いたその日のうちに、プレフィックスを常時防御の配下に置けます。', '협박 메일을 받은 당일에 IP 대역을 상시 방어 아래에 둘 수 있습니다.')],
    ],
    faq: [
      [l('Do I pay more during an attack?', '遭受攻击时费用会增加吗？', '攻撃中に料金は増えますか？', '공격 중에 요금이 더 나오나요?'), l('No. Attack traffic is never billed; you pay for clean traffic and the protection tier you choose.', '不会。攻击流量从不计费，您只需为正常流量与所选防护等级付费。', 'いいえ。攻撃トラフィックは課金されず、正常な通信量と選んだ防御プランのみのお支払いです。', '아니요. 공격 트래픽은 과금되지 않으며 정상 트래픽과 선택한 보호 등급만 지불합니다.')],
      [l('Always-on or on-demand?', '常开还是按需？', '常時稼働とオンデマンドは？', '상시형과 온디맨드 중 무엇인가요?'), l('Both. Websites are always on; network prefixes can be switched to us by BGP only when an attack starts.', '两者皆可。网站默认常开防护；网络 IP 段可在攻击开始时再通过 BGP 切换至我们。', 'どちらも可能です。Web サイトは常時防御、ネットワークは攻撃開始時に BGP で切り替えられます。', '둘 다 가능합니다. 웹사이트는 상시 보호되고 네트워크 대역은 공격이 시작될 때 BGP로 전환할 수 있습니다.')],
    ],
  },
  '/cloud-security/api-shield/': {
    features: [
      [l('API discovery', 'API 自动发现', 'API の自動検出', 'API 자동 발견'), l('Traffic analysis finds every endpoint in use, including the undocumented and forgotten ones.', '通过流量分析找出所有在用接口，包括未记录与被遗忘的接口。', 'トラフィック分析で、文書化されていないものや忘れられたものを含め使用中のエンドポイントをすべて見つけます。', '트래픽 분석으로 문서화되지 않았거나 잊힌 것까지 사용 중인 모든 엔드포인트를 찾습니다.')],
      [l('Schema enforcement', '结构校验', 'スキーマの強制', '스키마 강제'), l('Upload an OpenAPI file and requests that do not match its methods, parameters or types are rejected at the edge.', '上传 OpenAPI 文件后，方法、参数或类型不符的请求会在边缘被拒绝。', 'OpenAPI ファイルを登録すると、メソッド・パラメーター・型が合わないリクエストをエッジで拒否します。', 'OpenAPI 파일을 올리면 메서드, 파라미터, 타입이 맞지 않는 요청을 엣지에서 거부합니다.')],
      [l('Token and key checks', '令牌与密钥校验', 'トークンとキーの検証', '토큰 및 키 검증'), l('Validate JWTs and mutual TLS client certificates before a request reaches your backend.', '在请求到达后端之前校验 JWT 与双向 TLS 客户端证书。', 'バックエンドに届く前に JWT と相互 TLS のクライアント証明書を検証します。', '요청이 백엔드에 닿기 전에 JWT와 상호 TLS 클라이언트 인증서를 검증합니다.')],
    ],
    stats: [
      ['30%', l('Endpoints found that were missing from the docs', '发现的未记录接口比例', '文書にないエンドポイントの割合', '문서에 없던 엔드포인트 비율')],
      ['1 ms', l('Added latency for schema validation', '结构校验增加的延迟', 'スキーマ検証で増える遅延', '스키마 검증으로 늘어나는 지연')],
      ['OWASP', l('API Security Top 10 risks covered', '覆盖 API 安全十大风险', 'API セキュリティ Top 10 に対応', 'API 보안 Top 10 위험 대응')],
    ],
    uses: [
      [l('Open banking', '开放银行', 'オープンバンキング', '오픈 뱅킹'), l('Banks expose account APIs to partners and enforce certificates, scopes and rate limits at the edge.', '银行向合作方开放账户 API，并在边缘强制校验证书、权限范围与速率限制。', '銀行が口座 API をパートナーに公開し、証明書・スコープ・レート制限をエッジで適用します。', '은행이 계좌 API를 파트너에게 열고 인증서, 권한 범위, 속도 제한을 엣지에서 적용합니다.')],
      [l('Mobile back ends', '移动后端', 'モバイルのバックエンド', '모바일 백엔드'), l('Stop scripts that call your app\'s private API directly to scrape data or create fake accounts.', '阻止脚本绕过应用直接调用私有 API 抓取数据或批量注册虚假账号。', 'アプリの非公開 API を直接呼び出してデータを集めたり偽アカウントを作ったりするスクリプトを止めます。', '앱의 비공개 API를 직접 호출해 데이터를 긁거나 가짜 계정을 만드는 스크립트를 막습니다.')],
    ],
    faq: [
      [l('Do I need an OpenAPI file?', '必须提供 OpenAPI 文件吗？', 'OpenAPI ファイルは必須ですか？', 'OpenAPI 파일이 꼭 필요한가요?'), l('No. Discovery can draft one from observed traffic for you to review and enforce.', '不必。系统可根据观测到的流量自动生成草稿，供您审核后启用。', 'いいえ。観測したトラフィックから下書きを作成でき、確認してから適用できます。', '아니요. 관찰한 트래픽으로 초안을 만들어 검토한 뒤 적용할 수 있습니다.')],
      [l('Does it work with GraphQL?', '支持 GraphQL 吗？', 'GraphQL に対応していますか？', 'GraphQL도 지원하나요?'), l('Yes. Query depth and cost limits protect GraphQL endpoints from expensive queries.', '支持。通过查询深度与成本限制，防止 GraphQL 接口被高开销查询拖垮。', 'はい。クエリの深さとコストの上限で、重いクエリから GraphQL エンドポイントを守ります。', '네. 쿼리 깊이와 비용 제한으로 비싼 쿼리로부터 GraphQL 엔드포인트를 보호합니다.')],
    ],
  },
};
