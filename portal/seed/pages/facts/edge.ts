import { l } from '../../types';
import type { ProductFacts } from './types';

/** Edge computing, storage, DNS, colocation and zero trust access products. */
export const EDGE_FACTS: Record<string, ProductFacts> = {
  '/product/edge-application/': {
    features: [
      [l('Functions at the edge', '边缘函数', 'エッジ関数', '엣지 함수'), l('Write JavaScript or WebAssembly that runs on every request in the location nearest the visitor.', '编写 JavaScript 或 WebAssembly 代码，在离访客最近的节点处理每一个请求。', 'JavaScript や WebAssembly のコードを、訪問者に最も近い拠点ですべてのリクエストに対して実行します。', 'JavaScript나 WebAssembly 코드를 방문자와 가장 가까운 거점에서 모든 요청마다 실행합니다.')],
      [l('Key-value store', '键值存储', 'キーバリューストア', '키-값 저장소'), l('Read feature flags, redirects and A/B assignments from a replicated store in under a millisecond.', '从全球复制的存储中以亚毫秒速度读取功能开关、重定向与 A/B 分组。', '複製されたストアから機能フラグ・リダイレクト・A/B 割り当てを 1 ミリ秒未満で読み出します。', '복제된 저장소에서 기능 플래그, 리디렉션, A/B 배정을 1밀리초 안에 읽습니다.')],
      [l('Instant rollback', '一键回滚', '即時ロールバック', '즉시 롤백'), l('Every deployment is versioned; return to the previous one in seconds if error rates rise.', '每次部署都有版本记录，错误率上升时可在数秒内回退到上一版本。', 'デプロイはすべてバージョン管理され、エラー率が上がれば数秒で前の版に戻せます。', '모든 배포에 버전이 남아 오류율이 오르면 몇 초 만에 이전 버전으로 돌아갑니다.')],
    ],
    stats: [
      ['0 ms', l('Cold start for WebAssembly isolates', 'WebAssembly 隔离实例冷启动时间', 'WebAssembly アイソレートのコールドスタート', 'WebAssembly 격리 환경 콜드 스타트')],
      ['50 ms', l('CPU time allowed per request', '每个请求可用的 CPU 时间', 'リクエストごとの CPU 時間上限', '요청당 허용 CPU 시간')],
      ['300+', l('Locations your code runs in', '代码运行的节点数', 'コードが動く拠点数', '코드가 실행되는 거점 수')],
    ],
    uses: [
      [l('Personalisation without origin calls', '无需回源的个性化', 'オリジンを呼ばないパーソナライズ', '오리진 호출 없는 개인화'), l('Pick the language, currency and banner for each visitor at the edge and keep the page cacheable.', '在边缘为每位访客选择语言、货币与横幅，页面仍可缓存。', '言語・通貨・バナーを訪問者ごとにエッジで選び、ページはキャッシュ可能なままにします。', '방문자마다 언어, 통화, 배너를 엣지에서 고르고 페이지는 캐시 가능한 상태로 둡니다.')],
      [l('Migrations and redirects', '迁移与重定向', '移行とリダイレクト', '이전과 리디렉션'), l('Route paths between an old and a new platform during a migration, one rule at a time.', '迁移期间逐条规则地在新旧平台之间分流路径。', '移行期間中、パスを旧基盤と新基盤の間でルールごとに振り分けます。', '이전 기간 동안 경로를 규칙별로 기존 플랫폼과 새 플랫폼에 나눕니다.')],
    ],
    faq: [
      [l('Which languages can I use?', '支持哪些语言？', 'どの言語が使えますか？', '어떤 언어를 쓸 수 있나요?'), l('JavaScript and TypeScript natively, and Rust, Go or C compiled to WebAssembly.', '原生支持 JavaScript 与 TypeScript，也可将 Rust、Go 或 C 编译为 WebAssembly 运行。', 'JavaScript と TypeScript をそのまま、Rust・Go・C は WebAssembly にコンパイルして使えます。', 'JavaScript와 TypeScript는 그대로, Rust, Go, C는 WebAssembly로 컴파일해 씁니다.')],
      [l('How do I test before deploying?', '部署前如何测试？', 'デプロイ前にどうテストしますか？', '배포 전에 어떻게 테스트하나요?'), l('Run the same runtime locally with our CLI, then deploy to a preview hostname before production.', '使用我们的 CLI 在本地运行相同的运行时，再部署到预览域名验证后上线。', 'CLI で同じランタイムをローカル実行し、本番前にプレビュー用ホスト名へデプロイします。', 'CLI로 같은 런타임을 로컬에서 실행하고 운영 전에 미리보기 호스트에 배포합니다.')],
    ],
  },
  '/product/edge-computing-hosting/': {
    features: [
      [l('Virtual machines in metro sites', '城域节点虚拟机', '都市拠点の仮想マシン', '도심 거점의 가상 머신'), l('Choose vCPU, memory and NVMe storage in data centres inside the cities where your users are.', '在用户所在城市的数据中心按需选择 vCPU、内存与 NVMe 存储。', '利用者がいる都市のデータセンターで vCPU・メモリ・NVMe ストレージを選べます。', '사용자가 있는 도시의 데이터센터에서 vCPU, 메모리, NVMe 스토리지를 고릅니다.')],
      [l('Containers with one manifest', '单一清单部署容器', '1 つのマニフェストでコンテナ', '매니페스트 하나로 컨테이너'), l('Describe an image once and place replicas in the cities you list; traffic goes to the nearest healthy one.', '只需描述一次镜像并列出目标城市即可部署副本，流量自动导向最近的健康实例。', 'イメージを一度記述して都市を指定すれば複製が配置され、通信は最寄りの正常なものへ向かいます。', '이미지를 한 번 기술하고 도시를 지정하면 복제본이 배치되고 트래픽은 가장 가까운 정상 복제본으로 갑니다.')],
      [l('Public IPs and private network', '公网 IP 与私有网络', 'パブリック IP とプライベートネットワーク', '공인 IP와 사설 네트워크'), l('Each instance gets a public address, and all your instances share a private network across sites.', '每个实例都有公网地址，所有实例之间还可通过跨站点私有网络互联。', '各インスタンスにパブリックアドレスが付き、拠点をまたいでプライベートネットワークを共有します。', '인스턴스마다 공인 주소가 있고 모든 인스턴스가 거점 간 사설 네트워크를 공유합니다.')],
    ],
    stats: [
      ['<10 ms', l('Round trip to users in the same metro', '同城用户往返时延', '同じ都市の利用者との往復遅延', '같은 도시 사용자와의 왕복 지연')],
      ['60+', l('Cities with compute capacity', '提供算力的城市', 'コンピュートを提供する都市', '컴퓨팅을 제공하는 도시')],
      ['1 h', l('Billing granularity, per instance', '按实例计费的最小粒度', 'インスタンスごとの課金単位', '인스턴스별 과금 단위')],
    ],
    uses: [
      [l('Game servers', '游戏服务器', 'ゲームサーバー', '게임 서버'), l('Host match servers close to players in each region so that latency decides fewer games.', '在各区域靠近玩家的地方部署对战服务器，让延迟不再左右胜负。', '各地域のプレイヤーの近くで対戦サーバーを動かし、遅延で勝敗が決まることを減らします。', '지역마다 플레이어 가까이에 대전 서버를 두어 지연이 승패를 가르는 일을 줄입니다.')],
      [l('Video processing near cameras', '靠近摄像头的视频处理', 'カメラ近くでの映像処理', '카메라 근처 영상 처리'), l('Analyse or transcode camera feeds in the same city instead of shipping raw video to a distant cloud.', '在同城分析或转码摄像头画面，无需把原始视频传到遥远的云端。', '生の映像を遠くのクラウドへ送らず、同じ都市でカメラ映像を解析・変換します。', '원본 영상을 먼 클라우드로 보내지 않고 같은 도시에서 카메라 영상을 분석하거나 트랜스코딩합니다.')],
    ],
    faq: [
      [l('Is storage persistent?', '存储是持久化的吗？', 'ストレージは永続的ですか？', '스토리지는 영구적인가요?'), l('Yes. Volumes survive restarts and can be snapshotted to Object Storage.', '是的。云盘在重启后保留，并可快照到对象存储。', 'はい。ボリュームは再起動後も残り、オブジェクトストレージへスナップショットを取れます。', '네. 볼륨은 재시작 후에도 남고 오브젝트 스토리지로 스냅숏을 만들 수 있습니다.')],
      [l('Can I bring my own image?', '可以使用自有镜像吗？', '独自イメージを持ち込めますか？', '자체 이미지를 쓸 수 있나요?'), l('Yes: any OCI container image, or a qcow2 disk image for virtual machines.', '可以：任何 OCI 容器镜像，或用于虚拟机的 qcow2 磁盘镜像。', 'はい。任意の OCI コンテナイメージ、または VM 用の qcow2 ディスクイメージを使えます。', '네. 어떤 OCI 컨테이너 이미지든, 가상 머신용 qcow2 디스크 이미지든 쓸 수 있습니다.')],
    ],
  },
  '/product/enterprise-secure-access/': {
    features: [
      [l('Per-application access', '按应用授权', 'アプリ単位のアクセス', '앱 단위 접근'), l('Grant each user only the internal applications they need, checked against identity, group and device posture on every request.', '每位用户只能访问所需的内部应用，每次请求都会校验身份、用户组与设备状态。', '各ユーザーに必要な社内アプリだけを許可し、リクエストごとに ID・グループ・端末の状態を確認します。', '사용자마다 필요한 사내 앱만 허용하고 요청마다 신원, 그룹, 기기 상태를 확인합니다.')],
      [l('Connect your identity provider', '对接身份提供商', 'ID プロバイダーと連携', 'ID 공급자 연동'), l('Sign in with Microsoft Entra ID, Okta, Google Workspace or any SAML or OIDC provider you already use.', '可使用 Microsoft Entra ID、Okta、Google Workspace 或任何现有的 SAML / OIDC 提供商登录。', 'Microsoft Entra ID・Okta・Google Workspace など、既存の SAML / OIDC プロバイダーでサインインできます。', 'Microsoft Entra ID, Okta, Google Workspace 등 이미 쓰는 SAML·OIDC 공급자로 로그인합니다.')],
      [l('Outbound-only connectors', '仅出站连接器', '送信専用コネクター', '아웃바운드 전용 커넥터'), l('A small connector inside your network dials out to us, so no inbound firewall port has to be opened.', '部署在内网的轻量连接器主动向外连接我们，无需在防火墙上开放入站端口。', 'ネットワーク内の小さなコネクターが当社へ外向きに接続するため、受信ポートを開ける必要がありません。', '내부망의 작은 커넥터가 밖으로 연결하므로 방화벽에 인바운드 포트를 열 필요가 없습니다.')],
    ],
    stats: [
      ['30', l('Days of free trial', '天免费试用', '日間の無料トライアル', '일 무료 체험')],
      ['60%', l('Fewer access tickets after replacing the VPN', '替换 VPN 后访问类工单减少', 'VPN 置き換え後のアクセス関連チケット削減', 'VPN 교체 후 접근 관련 티켓 감소')],
      ['24 h', l('Typical rollout for the first application', '首个应用的典型上线时间', '最初のアプリの一般的な導入期間', '첫 앱의 일반적인 도입 기간')],
    ],
    uses: [
      [l('Contractors and partners', '外包与合作伙伴', '委託先とパートナー', '협력사와 파트너'), l('Give outside staff browser access to one system for the length of a project, with no client software.', '在项目期间让外部人员通过浏览器访问指定系统，无需安装客户端。', '外部スタッフにプロジェクト期間中だけ、クライアントソフトなしでブラウザから 1 つのシステムへのアクセスを与えます。', '외부 인력에게 프로젝트 기간 동안 클라이언트 없이 브라우저로 한 시스템에만 접근하게 합니다.')],
      [l('Mergers and acquisitions', '并购整合', 'M&A 後の統合', '인수합병 통합'), l('Open applications across two companies\' networks on day one, long before the networks are merged.', '在网络完成合并之前，就能在并购首日互通两家公司的应用。', 'ネットワーク統合よりずっと前、統合初日から両社のアプリを相互に利用できます。', '네트워크를 합치기 훨씬 전, 인수 첫날부터 두 회사의 앱을 서로 열어 줍니다.')],
    ],
    faq: [
      [l('Do users need an agent?', '用户需要安装客户端吗？', 'エージェントは必要ですか？', '사용자에게 에이전트가 필요한가요?'), l('Not for web applications. SSH, RDP and other protocols use a light client on the device.', 'Web 应用无需客户端；SSH、RDP 等协议需在设备上安装轻量客户端。', 'Web アプリには不要です。SSH・RDP などのプロトコルは端末に軽量クライアントを入れます。', '웹 앱에는 필요 없습니다. SSH, RDP 등은 기기에 가벼운 클라이언트를 씁니다.')],
      [l('Can we run it next to our VPN?', '可以与现有 VPN 并行吗？', '既存の VPN と並行運用できますか？', '기존 VPN과 함께 쓸 수 있나요?'), l('Yes. Most customers move applications over one group at a time and switch the VPN off at the end.', '可以。多数客户按用户组逐步迁移应用，最后再关闭 VPN。', 'はい。多くのお客様はグループごとにアプリを移し、最後に VPN を停止します。', '네. 대부분 그룹별로 앱을 옮기고 마지막에 VPN을 끕니다.')],
    ],
  },
  '/product/object-storage/': {
    features: [
      [l('S3-compatible API', 'S3 兼容 API', 'S3 互換 API', 'S3 호환 API'), l('Use the AWS SDKs, rclone or any S3 tool you have today by changing only the endpoint.', '只需更换访问地址，即可继续使用 AWS SDK、rclone 或现有的任何 S3 工具。', 'エンドポイントを変えるだけで、AWS SDK・rclone など既存の S3 ツールを使えます。', '엔드포인트만 바꾸면 AWS SDK, rclone 등 지금 쓰는 S3 도구를 그대로 씁니다.')],
      [l('Free egress to the CDN', '回源至 CDN 零流量费', 'CDN への転送無料', 'CDN으로의 전송 무료'), l('Objects served through our delivery network leave the bucket at no charge, so the CDN is the only traffic bill.', '通过我们的分发网络对外提供的对象从存储桶流出不收费，只需支付 CDN 流量。', '当社の配信ネットワーク経由で配信するオブジェクトはバケットからの転送が無料で、請求は CDN 分だけです。', '저희 전송 네트워크를 통해 제공하는 객체는 버킷 송신이 무료라 CDN 요금만 냅니다.')],
      [l('Lifecycle and versioning', '生命周期与版本控制', 'ライフサイクルとバージョニング', '수명 주기와 버전 관리'), l('Keep previous versions of objects, and expire or move old data to a cold tier by rule.', '保留对象历史版本，并可按规则让旧数据过期或转入冷存储。', 'オブジェクトの旧版を保持し、古いデータはルールで期限切れにしたりコールド層へ移したりできます。', '객체의 이전 버전을 보관하고 오래된 데이터는 규칙에 따라 만료하거나 콜드 계층으로 옮깁니다.')],
    ],
    stats: [
      ['99.999999999%', l('Designed durability of stored objects', '对象存储设计持久性', '保存オブジェクトの設計上の耐久性', '저장 객체의 설계 내구성')],
      ['$0', l('Egress to our CDN per GB', '回源至 CDN 每 GB 费用', '当社 CDN への転送 1 GB あたり', '저희 CDN으로의 GB당 송신 요금')],
      ['5 TB', l('Largest single object', '单个对象上限', '1 オブジェクトの最大サイズ', '단일 객체 최대 크기')],
    ],
    uses: [
      [l('Origin for video and downloads', '视频与下载的源站', '動画とダウンロードのオリジン', '영상과 다운로드의 오리진'), l('Store a video library or installers once and let the CDN deliver them worldwide without egress fees.', '将视频库或安装包存放一次，由 CDN 分发到全球，且无回源流量费。', '動画ライブラリやインストーラーを一度保存すれば、CDN が転送料なしで世界に配信します。', '영상 라이브러리나 설치 파일을 한 번 저장하면 CDN이 송신 요금 없이 전 세계에 전송합니다.')],
      [l('Backups and archives', '备份与归档', 'バックアップとアーカイブ', '백업과 아카이브'), l('Send database dumps and log archives to a bucket with object lock so they cannot be altered or deleted early.', '将数据库备份与日志归档写入启用对象锁定的存储桶，防止被提前篡改或删除。', 'データベースのダンプやログをオブジェクトロック付きバケットに送り、期限前の改変や削除を防ぎます。', '데이터베이스 덤프와 로그 아카이브를 객체 잠금이 걸린 버킷에 보내 기한 전에 바뀌거나 지워지지 않게 합니다.')],
    ],
    faq: [
      [l('Where is my data stored?', '数据存放在哪里？', 'データはどこに保存されますか？', '데이터는 어디에 저장되나요?'), l('In the region you choose for each bucket; we do not copy it to other regions unless you enable replication.', '存放在您为每个存储桶选择的区域；除非您启用复制，否则不会复制到其他区域。', 'バケットごとに選んだリージョンに保存され、レプリケーションを有効にしない限り他のリージョンへは複製しません。', '버킷마다 선택한 리전에 저장되며 복제를 켜지 않는 한 다른 리전으로 복사하지 않습니다.')],
      [l('Is there a minimum storage period?', '有最短存储期限吗？', '最低保存期間はありますか？', '최소 보관 기간이 있나요?'), l('Not on the standard tier; the cold tier bills a minimum of 30 days per object.', '标准存储没有；冷存储每个对象按最少 30 天计费。', '標準層にはありません。コールド層はオブジェクトごとに最低 30 日分が課金されます。', '표준 계층에는 없으며 콜드 계층은 객체당 최소 30일이 과금됩니다.')],
    ],
  },
  '/product/cloud-dns/': {
    features: [
      [l('Anycast name servers', '任播权威服务器', 'エニーキャストのネームサーバー', '애니캐스트 네임 서버'), l('Your zones are answered from every location of our network, so resolvers always reach a nearby server.', '您的域名解析由全网所有节点应答，递归解析器总能就近访问。', 'ゾーンはネットワークの全拠点から応答されるため、リゾルバーは常に近くのサーバーに届きます。', '영역이 네트워크의 모든 거점에서 응답되어 리졸버는 항상 가까운 서버에 닿습니다.')],
      [l('Traffic steering', '智能调度', 'トラフィック制御', '트래픽 조정'), l('Answer by country, carrier or weight, and fail over to a backup address when a health check fails.', '按国家、运营商或权重返回解析结果，健康检查失败时自动切换到备用地址。', '国・通信事業者・重みごとに応答を変え、ヘルスチェックに失敗したら予備のアドレスへ切り替えます。', '국가, 통신사, 가중치별로 응답하고 헬스 체크가 실패하면 예비 주소로 전환합니다.')],
      [l('DNSSEC and API', 'DNSSEC 与 API', 'DNSSEC と API', 'DNSSEC와 API'), l('Sign zones with one switch and manage records from Terraform, the REST API or a zone file import.', '一键为区域启用签名，并通过 Terraform、REST API 或区域文件导入管理记录。', 'スイッチ 1 つでゾーンに署名し、Terraform・REST API・ゾーンファイル取り込みでレコードを管理します。', '스위치 하나로 영역에 서명하고 Terraform, REST API, 영역 파일 가져오기로 레코드를 관리합니다.')],
    ],
    stats: [
      ['100%', l('Query availability in the SLA', 'SLA 承诺的解析可用性', 'SLA の応答可用性', 'SLA상 질의 가용성')],
      ['<20 ms', l('Median query response worldwide', '全球解析响应中位数', '全世界の応答時間の中央値', '전 세계 질의 응답 중앙값')],
      ['5 s', l('Record changes live on every server', '记录变更全网生效时间', 'レコード変更の全サーバー反映時間', '레코드 변경의 전 서버 반영 시간')],
    ],
    uses: [
      [l('Multi-CDN and failover', '多 CDN 与容灾切换', 'マルチ CDN と切り替え', '멀티 CDN과 장애 전환'), l('Split traffic between providers or data centres by weight and move it away from one that fails its checks.', '按权重在多个服务商或数据中心间分配流量，并在某一方检测失败时自动切走。', 'プロバイダーやデータセンター間で重み付けして振り分け、チェックに失敗した先から移します。', '공급자나 데이터센터 간 트래픽을 가중치로 나누고 검사에 실패한 곳에서 옮깁니다.')],
      [l('Carrier-aware answers in China', '中国分运营商解析', '中国での通信事業者別応答', '중국 통신사별 응답'), l('Return a different address to China Telecom, China Unicom and China Mobile users to keep them on their own network.', '为电信、联通、移动用户分别返回不同地址，让流量留在各自网络内。', 'China Telecom・China Unicom・China Mobile の利用者に別々のアドレスを返し、それぞれの網内に留めます。', 'China Telecom, China Unicom, China Mobile 사용자에게 서로 다른 주소를 돌려줘 각자의 망 안에 머물게 합니다.')],
    ],
    faq: [
      [l('How do I move my domain?', '如何迁移域名？', 'ドメインはどう移行しますか？', '도메인은 어떻게 옮기나요?'), l('Import your zone file or let us scan existing records, check them, then change the name servers at your registrar.', '导入区域文件或由我们扫描现有记录，核对后在注册商处修改 NS 即可。', 'ゾーンファイルを取り込むか既存レコードをスキャンして確認し、レジストラでネームサーバーを変更します。', '영역 파일을 가져오거나 기존 레코드를 스캔해 확인한 뒤 등록 기관에서 네임 서버를 바꿉니다.')],
      [l('Are queries billed?', '解析请求收费吗？', 'クエリは課金されますか？', '질의에 요금이 붙나요?'), l('Each plan includes a monthly query allowance; above it, queries are billed per million.', '每个套餐包含月度解析次数，超出部分按每百万次计费。', '各プランに月間のクエリ量が含まれ、超過分は 100 万件単位で課金されます。', '요금제마다 월 질의량이 포함되며 초과분은 백만 건 단위로 과금됩니다.')],
    ],
  },
  '/product/colocation-services/': {
    features: [
      [l('Racks and cages', '机柜与笼位', 'ラックとケージ', '랙과 케이지'), l('Rent from a single 42U rack to a private cage, with locked doors and your own access list.', '可租用单个 42U 机柜直至独立笼位，配备门锁与专属出入名单。', '42U ラック 1 本から専用ケージまで、施錠と独自の入館者リスト付きで借りられます。', '42U 랙 하나부터 전용 케이지까지 잠금장치와 자체 출입 명단을 갖춰 빌릴 수 있습니다.')],
      [l('Redundant power and cooling', '冗余电力与制冷', '冗長化された電源と空調', '이중화된 전력과 냉각'), l('A and B power feeds from separate UPS systems and N+1 cooling keep your servers running through maintenance.', '来自独立 UPS 的 A/B 双路供电与 N+1 制冷，确保维护期间服务器照常运行。', '別々の UPS からの A/B 系統電源と N+1 空調で、保守作業中もサーバーを止めません。', '서로 다른 UPS에서 오는 A/B 전원과 N+1 냉각으로 점검 중에도 서버가 계속 돌아갑니다.')],
      [l('Cross-connects to carriers', '运营商交叉互联', '通信事業者との構内接続', '통신사 상호 연결'), l('Patch directly to dozens of carriers, internet exchanges and our own backbone within the building.', '在楼内直接跳接数十家运营商、互联网交换中心以及我们的骨干网。', '建物内で数十の通信事業者・インターネットエクスチェンジ・当社バックボーンへ直接接続できます。', '건물 안에서 수십 개 통신사, 인터넷 교환 지점, 저희 백본에 직접 연결합니다.')],
    ],
    stats: [
      ['Tier III', l('Facility design standard', '机房设计标准', '施設の設計基準', '시설 설계 기준')],
      ['15 kW', l('Maximum power per rack', '单机柜最大功率', 'ラックあたりの最大電力', '랙당 최대 전력')],
      ['24/7', l('Remote hands on site', '驻场代维服务', '現地のリモートハンド', '현장 원격 지원')],
    ],
    uses: [
      [l('Hardware you own', '自有硬件', '自社所有のハードウェア', '자체 보유 하드웨어'), l('Run storage arrays, GPUs or licensed appliances that cannot move to a public cloud.', '运行无法迁移到公有云的存储阵列、GPU 或授权设备。', 'パブリッククラウドに移せないストレージ・GPU・ライセンス機器を運用します。', '퍼블릭 클라우드로 옮길 수 없는 스토리지, GPU, 라이선스 장비를 운영합니다.')],
      [l('Low-latency interconnection', '低延迟互联', '低遅延の相互接続', '저지연 상호 연결'), l('Place trading or gaming servers in the same building as the exchanges and networks they talk to.', '将交易或游戏服务器部署在其通信对象所在的交换中心与网络同一栋楼内。', '取引やゲームのサーバーを、通信相手の取引所やネットワークと同じ建物に置きます。', '거래나 게임 서버를 통신 상대인 거래소, 네트워크와 같은 건물에 둡니다.')],
    ],
    faq: [
      [l('Can I visit the facility?', '可以到机房参观吗？', '施設を見学できますか？', '시설을 방문할 수 있나요?'), l('Yes. Book a tour, and once you are a customer, registered staff can enter at any hour with ID.', '可以。可预约参观；成为客户后，登记人员凭证件可全天候进入。', 'はい。見学を予約でき、契約後は登録したスタッフが身分証で 24 時間入館できます。', '네. 견학을 예약할 수 있고 계약 후에는 등록된 직원이 신분증으로 언제든 출입합니다.')],
      [l('What is included in remote hands?', '代维服务包括什么？', 'リモートハンドには何が含まれますか？', '원격 지원에는 무엇이 포함되나요?'), l('Reboots, cable checks, swapping disks and installing equipment you ship to us, billed in 15-minute steps.', '包括重启、线缆检查、更换硬盘以及安装您寄来的设备，按 15 分钟计费。', '再起動・ケーブル確認・ディスク交換・送付機器の設置などで、15 分単位で課金します。', '재부팅, 케이블 점검, 디스크 교체, 보내 주신 장비 설치 등이며 15분 단위로 과금됩니다.')],
    ],
  },
};
