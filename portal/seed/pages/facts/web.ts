import { l } from '../../types';
import type { ProductFacts } from './types';

/** Web performance products: caching, dynamic acceleration, private links, self-service CDN, ICP filing. */
export const WEB_FACTS: Record<string, ProductFacts> = {
  '/web-performance/content-acceleration/': {
    features: [
      [l('Tiered caching', '分层缓存', '階層型キャッシュ', '계층형 캐싱'), l('Edge servers fetch misses from regional parent caches, so your origin sees one request per object instead of thousands.', '边缘节点未命中时先向区域父层缓存取数，源站对每个对象只需响应一次，而非成千上万次。', 'エッジのミスは地域の親キャッシュから取得するため、オリジンへのリクエストはオブジェクトごとに 1 回で済みます。', '엣지에서 미스가 나면 지역 상위 캐시에서 가져오므로 오리진은 객체당 수천 번이 아닌 한 번만 요청받습니다.')],
      [l('Instant purge', '秒级刷新', '即時パージ', '즉시 퍼지'), l('Purge by URL, directory or cache tag through the console or API; changes reach every server in under five seconds.', '通过控制台或 API 按 URL、目录或缓存标签刷新，5 秒内全网生效。', 'コンソールや API から URL・ディレクトリ・キャッシュタグ単位でパージでき、5 秒以内に全サーバーへ反映されます。', '콘솔이나 API로 URL, 디렉터리, 캐시 태그 단위로 퍼지하면 5초 안에 모든 서버에 반영됩니다.')],
      [l('Image and file optimisation', '图片与文件优化', '画像・ファイル最適化', '이미지 및 파일 최적화'), l('Convert images to WebP or AVIF on the fly, compress text with Brotli and resume large downloads with range requests.', '实时将图片转换为 WebP 或 AVIF，使用 Brotli 压缩文本，并通过范围请求支持大文件断点续传。', '画像を WebP や AVIF にその場で変換し、テキストを Brotli で圧縮、大きなファイルはレンジリクエストで再開できます。', '이미지를 실시간으로 WebP나 AVIF로 변환하고 텍스트를 Brotli로 압축하며 대용량 다운로드는 범위 요청으로 이어받습니다.')],
    ],
    stats: [
      ['95%', l('Typical cache hit ratio for static sites', '静态网站典型缓存命中率', '静的サイトの一般的なキャッシュヒット率', '정적 사이트의 일반적인 캐시 적중률')],
      ['<5 s', l('Global purge time', '全网刷新耗时', '全世界へのパージ時間', '전역 퍼지 시간')],
      ['2,800+', l('Points of presence serving your files', '为您分发文件的全球节点', 'ファイルを配信する PoP', '파일을 전송하는 PoP')],
    ],
    uses: [
      [l('Software downloads', '软件下载', 'ソフトウェア配布', '소프트웨어 다운로드'), l('Installers and updates of several gigabytes finish quickly and resume after a dropped connection.', '数 GB 的安装包与更新快速下载完成，断线后可继续下载。', '数 GB のインストーラーや更新も素早く完了し、接続が切れても再開できます。', '수 GB의 설치 파일과 업데이트도 빠르게 받고 연결이 끊겨도 이어받습니다.')],
      [l('Image-heavy storefronts', '图片密集型网店', '画像の多いオンラインストア', '이미지가 많은 온라인 상점'), l('Product photos are resized and converted per device, cutting page weight without a second image pipeline.', '商品图片按设备自动缩放和转换格式，无需另建图片处理流程即可减轻页面体积。', '商品写真を端末ごとにリサイズ・変換し、別の画像処理基盤なしでページを軽くします。', '상품 사진을 기기별로 크기와 형식을 바꿔 별도 이미지 파이프라인 없이 페이지를 가볍게 합니다.')],
    ],
    faq: [
      [l('Do I need to change my origin?', '需要改造源站吗？', 'オリジンの変更は必要ですか？', '오리진을 변경해야 하나요?'), l('No. Point a CNAME at us and set cache rules; your origin keeps serving as it does today.', '不需要。将 CNAME 指向我们并设置缓存规则即可，源站照常运行。', 'いいえ。CNAME を当社に向けてキャッシュルールを設定するだけで、オリジンはそのまま動きます。', '아니요. CNAME을 저희로 지정하고 캐시 규칙만 설정하면 오리진은 지금처럼 동작합니다.')],
      [l('How is it billed?', '如何计费？', '料金体系は？', '요금은 어떻게 청구되나요?'), l('By delivered traffic or by 95th-percentile bandwidth, with lower rates as your monthly volume grows.', '按实际分发流量或月 95 峰值带宽计费，月用量越大单价越低。', '配信量または 95 パーセンタイル帯域で課金され、月間の利用量が増えるほど単価が下がります。', '전송량 또는 95 백분위 대역폭으로 과금되며 월 사용량이 늘수록 단가가 낮아집니다.')],
    ],
  },
  '/web-performance/dynamic-web-acceleration/': {
    features: [
      [l('Real-time route selection', '实时选路', 'リアルタイム経路選択', '실시간 경로 선택'), l('Probes between our nodes measure loss and latency every few seconds and send each request down the fastest path to your origin.', '节点间每隔数秒探测丢包与延迟，为每个请求选择到源站最快的路径。', 'ノード間で数秒ごとに損失と遅延を計測し、各リクエストをオリジンへの最速経路に送ります。', '노드 간 손실과 지연을 몇 초마다 측정해 요청마다 오리진까지 가장 빠른 경로로 보냅니다.')],
      [l('Persistent origin connections', '回源长连接', 'オリジンとの常時接続', '오리진 상시 연결'), l('Warm, pooled TLS connections to your origin remove the handshakes that slow down logins and API calls.', '与源站保持预热的 TLS 连接池，省去拖慢登录与 API 调用的握手过程。', 'オリジンとの TLS 接続をプールして維持し、ログインや API 呼び出しを遅くするハンドシェイクをなくします。', '오리진과의 TLS 연결을 풀로 유지해 로그인과 API 호출을 늦추는 핸드셰이크를 없앱니다.')],
      [l('Split static and dynamic', '动静分离', '静的・動的の自動振り分け', '정적·동적 분리'), l('One domain: cacheable assets are served from the edge while personalised responses ride the optimised route.', '同一域名下，可缓存资源由边缘直接响应，个性化内容走优化链路回源。', '1 つのドメインで、キャッシュ可能な資産はエッジから、個別の応答は最適化経路で返します。', '하나의 도메인에서 캐시 가능한 자원은 엣지가, 개인화된 응답은 최적 경로가 처리합니다.')],
    ],
    stats: [
      ['40%', l('Lower time to first byte on uncacheable requests', '不可缓存请求的首字节时间降低', 'キャッシュ不可リクエストの TTFB 短縮', '캐시 불가 요청의 첫 바이트 시간 단축')],
      ['60%', l('Fewer failed requests across congested carriers', '跨运营商拥塞链路上的失败请求减少', '混雑した回線間での失敗リクエスト削減', '혼잡한 통신사 구간의 실패 요청 감소')],
      ['3 s', l('Interval between route measurements', '路径探测间隔', '経路計測の間隔', '경로 측정 간격')],
    ],
    uses: [
      [l('Logins and checkouts', '登录与支付', 'ログインと決済', '로그인과 결제'), l('Requests that carry cookies and carts reach the origin faster, so fewer shoppers give up at the last step.', '携带 Cookie 与购物车的请求更快到达源站，减少在最后一步放弃的用户。', 'Cookie やカートを含むリクエストが速くオリジンに届き、最後の一歩で離脱する買い物客が減ります。', '쿠키와 장바구니가 담긴 요청이 오리진에 더 빨리 닿아 마지막 단계에서 이탈하는 고객이 줄어듭니다.')],
      [l('Mobile app APIs', '移动应用 API', 'モバイルアプリの API', '모바일 앱 API'), l('JSON APIs called from phones on congested networks answer in steady time, wherever the user is.', '在拥塞网络中，手机调用的 JSON API 无论用户身在何处都能稳定响应。', '混雑したネットワーク上のスマートフォンからの JSON API も、場所を問わず安定して応答します。', '혼잡한 네트워크의 휴대폰에서 호출하는 JSON API도 어디서나 일정하게 응답합니다.')],
    ],
    faq: [
      [l('Does it cache my personalised pages?', '会缓存个性化页面吗？', '個人向けページもキャッシュされますか？', '개인화된 페이지도 캐시되나요?'), l('No. Dynamic requests always go to your origin; only the path they take is optimised.', '不会。动态请求始终回源，只优化其传输路径。', 'いいえ。動的リクエストは常にオリジンへ送られ、最適化されるのは経路だけです。', '아니요. 동적 요청은 항상 오리진으로 가며 경로만 최적화됩니다.')],
      [l('Can I use it with Content Acceleration?', '可以与内容加速一起使用吗？', 'コンテンツアクセラレーションと併用できますか？', '콘텐츠 가속과 함께 쓸 수 있나요?'), l('Yes. Both run on the same domain configuration, and static rules take priority over dynamic ones.', '可以。两者共用同一域名配置，静态规则优先于动态规则。', 'はい。同じドメイン設定で動作し、静的ルールが動的ルールより優先されます。', '네. 같은 도메인 설정에서 동작하며 정적 규칙이 동적 규칙보다 우선합니다.')],
    ],
  },
  '/web-performance/e-connect/': {
    features: [
      [l('Private backbone', '私有骨干网', 'プライベートバックボーン', '전용 백본'), l('Traffic between your offices, data centres and clouds travels on leased capacity, not the public internet.', '办公室、数据中心与云之间的流量走租用专线容量，而非公共互联网。', '拠点・データセンター・クラウド間の通信は公衆インターネットではなく専用帯域を通ります。', '사무실, 데이터센터, 클라우드 간 트래픽이 공용 인터넷이 아닌 임대 회선을 탑니다.')],
      [l('Compliant cross-border links', '合规跨境链路', '法令に準拠した越境回線', '규정을 준수하는 국경 간 회선'), l('Licensed carriers in each country carry the link, so cross-border traffic stays lawful and stable.', '各国由持牌运营商承载链路，确保跨境流量合法且稳定。', '各国で免許を持つ通信事業者が回線を担い、越境通信を合法かつ安定に保ちます。', '각국의 허가받은 통신사가 회선을 맡아 국경 간 트래픽을 합법적이고 안정적으로 유지합니다.')],
      [l('SLA-backed performance', 'SLA 性能保障', 'SLA による性能保証', 'SLA 기반 성능 보장'), l('Latency, packet loss and availability targets are written into the contract and reported monthly.', '延迟、丢包与可用性目标写入合同，并每月出具报告。', '遅延・パケットロス・可用性の目標を契約に明記し、毎月報告します。', '지연, 패킷 손실, 가용성 목표를 계약에 명시하고 매월 보고합니다.')],
    ],
    stats: [
      ['99.9%', l('Link availability in the contract', '合同承诺的链路可用性', '契約上の回線可用性', '계약상 회선 가용성')],
      ['<1%', l('Packet loss target between regions', '区域间丢包率目标', '地域間パケットロスの目標', '지역 간 패킷 손실 목표')],
      ['10 Gbps', l('Largest single link on offer', '单条链路最大带宽', '提供する単一回線の最大帯域', '단일 회선 최대 대역폭')],
    ],
    uses: [
      [l('Regional offices', '区域分支机构', '海外拠点', '해외 지사'), l('Staff abroad reach ERP, email and file servers at headquarters as if they were in the same building.', '海外员工访问总部 ERP、邮件与文件服务器，如同身处同一栋楼。', '海外のスタッフが本社の ERP・メール・ファイルサーバーに同じ建物にいるかのようにアクセスできます。', '해외 직원이 본사의 ERP, 메일, 파일 서버를 같은 건물에 있는 것처럼 이용합니다.')],
      [l('Hybrid cloud', '混合云互联', 'ハイブリッドクラウド', '하이브리드 클라우드'), l('Replicate databases between an on-premises data centre and a public cloud region abroad on a steady link.', '通过稳定链路在本地数据中心与海外公有云区域之间同步数据库。', 'オンプレミスのデータセンターと海外のパブリッククラウド間で、安定した回線でデータベースを複製します。', '온프레미스 데이터센터와 해외 퍼블릭 클라우드 리전 간에 안정적인 회선으로 데이터베이스를 복제합니다.')],
    ],
    faq: [
      [l('How long does provisioning take?', '开通需要多久？', '開通までの期間は？', '개통까지 얼마나 걸리나요?'), l('Usually two to four weeks, depending on the local loop at each end.', '通常需要两到四周，取决于两端的本地接入线路。', '両端の足回り回線によりますが、通常 2～4 週間です。', '양쪽 끝의 가입자 회선에 따라 보통 2~4주가 걸립니다.')],
      [l('Can I add bandwidth later?', '之后可以扩容吗？', '後から帯域を増やせますか？', '나중에 대역폭을 늘릴 수 있나요?'), l('Yes, in steps from 10 Mbps upward, without replacing the link.', '可以，从 10 Mbps 起分档扩容，无需更换链路。', 'はい。回線を交換せずに 10 Mbps 単位から増速できます。', '네. 회선 교체 없이 10Mbps 단위부터 증속할 수 있습니다.')],
    ],
  },
  '/products/cdn-pro/': {
    features: [
      [l('Edge logic in configuration', '配置即边缘逻辑', '設定で書けるエッジロジック', '설정으로 작성하는 엣지 로직'), l('Rewrite URLs, set headers and route by device or country in a versioned configuration you can test before it goes live.', '在带版本的配置中改写 URL、设置响应头、按设备或国家路由，上线前可先测试。', 'バージョン管理された設定で URL 書き換え・ヘッダー設定・端末や国別のルーティングを行い、公開前にテストできます。', '버전 관리되는 설정에서 URL 재작성, 헤더 설정, 기기·국가별 라우팅을 하고 배포 전에 테스트합니다.')],
      [l('Real-time logs', '实时日志', 'リアルタイムログ', '실시간 로그'), l('Stream every request to your own storage or analytics within seconds, with no sampling.', '每一条请求日志都会在数秒内不经采样推送到您的存储或分析平台。', 'すべてのリクエストを数秒以内にサンプリングなしで自社のストレージや分析基盤へ送ります。', '모든 요청 로그를 샘플링 없이 몇 초 안에 자체 스토리지나 분석 도구로 보냅니다.')],
      [l('Self-service from day one', '开箱即用的自助服务', '初日からセルフサービス', '첫날부터 셀프서비스'), l('Sign up, add a domain and pay by card; no sales call, no minimum commitment.', '注册、添加域名、刷卡付费即可，无需联系销售，也无最低消费承诺。', '登録してドメインを追加し、カードで支払うだけ。営業との面談も最低利用額もありません。', '가입하고 도메인을 추가한 뒤 카드로 결제하면 됩니다. 영업 상담도 최소 약정도 없습니다.')],
    ],
    stats: [
      ['$0.02', l('Starting price per GB delivered', '每 GB 起步价', '配信 1 GB あたりの最低価格', 'GB당 시작 가격')],
      ['<60 s', l('Configuration rollout worldwide', '配置全球生效时间', '設定の全世界反映時間', '설정의 전 세계 반영 시간')],
      ['0', l('Minimum monthly commitment', '最低月度承诺', '月間の最低利用額', '월 최소 약정')],
    ],
    uses: [
      [l('Developer teams', '开发团队', '開発チーム', '개발팀'), l('Keep the CDN configuration in Git next to your code and deploy it from your CI pipeline.', '将 CDN 配置与代码一起存放在 Git 中，并通过 CI 流水线发布。', 'CDN 設定をコードと一緒に Git で管理し、CI パイプラインからデプロイします。', 'CDN 설정을 코드와 함께 Git에 두고 CI 파이프라인에서 배포합니다.')],
      [l('Growing websites', '成长型网站', '成長中のウェブサイト', '성장하는 웹사이트'), l('Start small on pay-as-you-go and move to committed pricing only when your traffic justifies it.', '先按量付费起步，待流量规模足够时再转为承诺用量定价。', '従量課金で小さく始め、トラフィックが増えてから定額契約に移れます。', '종량제로 작게 시작하고 트래픽이 늘었을 때만 약정 요금으로 전환합니다.')],
    ],
    faq: [
      [l('How is CDN Pro different from Content Acceleration?', 'CDN Pro 与内容加速有何不同？', 'CDN Pro とコンテンツアクセラレーションの違いは？', 'CDN Pro는 콘텐츠 가속과 무엇이 다른가요?'), l('CDN Pro is configured entirely by you through the portal and API; Content Acceleration is set up with our engineers under a contract.', 'CDN Pro 完全由您通过门户与 API 自行配置；内容加速则在合同框架下由我们的工程师协助配置。', 'CDN Pro はポータルと API でお客様自身がすべて設定し、コンテンツアクセラレーションは契約のもと当社エンジニアが設定します。', 'CDN Pro는 포털과 API로 고객이 직접 설정하고, 콘텐츠 가속은 계약에 따라 저희 엔지니어가 함께 설정합니다.')],
      [l('Is there an API?', '提供 API 吗？', 'API はありますか？', 'API가 있나요?'), l('Yes. Everything in the portal, from certificates to purges, has a REST API and a Terraform provider.', '有。门户中的所有操作，从证书到刷新，都提供 REST API 与 Terraform Provider。', 'はい。証明書からパージまで、ポータルの操作はすべて REST API と Terraform プロバイダーで行えます。', '네. 인증서부터 퍼지까지 포털의 모든 기능에 REST API와 Terraform 프로바이더가 있습니다.')],
    ],
  },
  '/product/icp-registration-assistant/': {
    features: [
      [l('Filing checklist', '备案材料清单', '申請書類チェックリスト', '신청 서류 체크리스트'), l('A checklist tailored to your company type lists every document the provincial authority asks for.', '根据您的企业类型生成清单，列出省级管理局要求的全部材料。', '企業形態に合わせたチェックリストで、省の管理当局が求める書類をすべて示します。', '회사 유형에 맞춘 체크리스트로 성급 관리 당국이 요구하는 모든 서류를 안내합니다.')],
      [l('Review before submission', '提交前预审', '提出前の事前確認', '제출 전 사전 검토'), l('Our specialists check names, addresses and website details against the rules, so fewer filings are sent back.', '专员按规定核对名称、地址与网站信息，减少退回次数。', '専門スタッフが名称・住所・サイト情報を規則に照らして確認し、差し戻しを減らします。', '전문가가 명칭, 주소, 웹사이트 정보를 규정에 맞게 확인해 반려를 줄입니다.')],
      [l('Status tracking', '进度跟踪', '進捗の追跡', '진행 상황 추적'), l('See each filing move from preparation to approval in the console, with a note on what is needed next.', '在控制台中查看每份备案从准备到获批的进度，并提示下一步所需事项。', '各申請が準備から承認まで進む様子をコンソールで確認でき、次に必要なことも表示されます。', '각 신청이 준비부터 승인까지 진행되는 상황과 다음에 필요한 일을 콘솔에서 확인합니다.')],
    ],
    stats: [
      ['20', l('Working days from submission to ICP number, typically', '从提交到获得备案号的典型工作日数', '提出から ICP 番号取得までの一般的な営業日数', '제출부터 ICP 번호 발급까지 일반적인 영업일 수')],
      ['31', l('Provincial authorities covered', '覆盖的省级管理局', '対応する省レベルの管理当局', '지원하는 성급 관리 당국')],
      ['1', l('Specialist assigned to each filing', '每份备案配备的专员', '申請ごとに付く専任担当', '신청마다 배정되는 전담자')],
    ],
    uses: [
      [l('Entering the Chinese market', '进入中国市场', '中国市場への参入', '중국 시장 진출'), l('Foreign brands with a local entity obtain the ICP filing they need before serving a site from mainland data centres.', '在华设有实体的海外品牌，在从中国大陆数据中心提供网站服务前完成所需的 ICP 备案。', '現地法人を持つ海外ブランドが、中国本土のデータセンターからサイトを配信する前に必要な ICP 登録を取得します。', '현지 법인을 둔 해외 브랜드가 중국 본토 데이터센터에서 사이트를 서비스하기 전에 필요한 ICP 등록을 받습니다.')],
      [l('Adding domains', '新增域名', 'ドメインの追加', '도메인 추가'), l('Companies that already hold an ICP number add new domains and websites to it without starting over.', '已持有备案号的企业可在原有备案下新增域名与网站，无需重新办理。', 'すでに ICP 番号を持つ企業は、最初からやり直さずに新しいドメインやサイトを追加できます。', '이미 ICP 번호가 있는 기업은 처음부터 다시 하지 않고 새 도메인과 사이트를 추가합니다.')],
    ],
    faq: [
      [l('Who can file?', '谁可以办理备案？', '誰が申請できますか？', '누가 신청할 수 있나요?'), l('A company or individual registered in mainland China; we prepare and check the filing, the applicant submits it.', '在中国大陆注册的企业或个人；我们负责准备与核对材料，由申请人提交。', '中国本土で登記された企業または個人です。当社が準備と確認を行い、申請者が提出します。', '중국 본토에 등록된 기업이나 개인입니다. 저희가 준비와 검토를 하고 신청인이 제출합니다.')],
      [l('Does the assistant guarantee approval?', '助手能保证备案通过吗？', '承認は保証されますか？', '승인이 보장되나요?'), l('No. Approval is the authority\'s decision; our review lowers the chance of a filing being sent back.', '不能。是否通过由管理局决定，我们的预审可降低被退回的几率。', 'いいえ。承認は当局が判断します。当社の事前確認で差し戻しの可能性を下げます。', '아니요. 승인은 당국이 결정하며 저희의 사전 검토는 반려 가능성을 낮춥니다.')],
    ],
  },
};
