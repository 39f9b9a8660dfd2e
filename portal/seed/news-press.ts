import { l } from './types';
import type { NewsItem } from './news';

/** Press releases, product updates, notices and the three 2025 trade-show events. */
type Text = Pick<NewsItem, 'title' | 'summary' | 'paragraphs' | 'points'>;
const news = (code: string, publishedAt: string, t: Text, recommend = false): NewsItem =>
  ({ type: 'NEWS', code, tag: 'NEWS', publishedAt, ...t, data: { recommend } });
const update = (code: string, publishedAt: string, product: string, t: Text): NewsItem =>
  ({ type: 'PRODUCTUPDATES', code, tag: product, publishedAt, ...t });
const notice = (code: string, tag: 'maintenance' | 'release', publishedAt: string, t: Text): NewsItem =>
  ({ type: 'NOTICE', code, tag, publishedAt, ...t });

const pressItems_: NewsItem[] = [
  news('edgenova-expands-latin-america', '2025-06-24T09:00:00Z', {
    title: l('Edgenova expands in Latin America with six new PoPs', 'Edgenova 在拉丁美洲新增六个节点', 'Edgenova、中南米に 6 つの PoP を新設', 'Edgenova, 중남미에 6개 PoP 신설'),
    summary: l('New sites in Bogotá, Lima, Santiago, Monterrey, Fortaleza and Córdoba bring content closer to 90 million more users.',
      '波哥大、利马、圣地亚哥、蒙特雷、福塔莱萨和科尔多瓦的新节点，让内容更贴近新增的 9,000 万用户。',
      'ボゴタ、リマ、サンティアゴ、モンテレイ、フォルタレザ、コルドバの新拠点により、さらに 9,000 万人のユーザーの近くにコンテンツを届けます。',
      '보고타, 리마, 산티아고, 몬테레이, 포르탈레자, 코르도바의 새 거점으로 9천만 명의 사용자에게 더 가까이 콘텐츠를 제공합니다.'),
    paragraphs: [l('The expansion is part of our plan to double regional capacity by 2026, driven by demand from streaming and online gaming customers.',
      '此次扩容是我们到 2026 年将区域容量翻倍计划的一部分，主要受流媒体和在线游戏客户需求推动。',
      '今回の拡張は、配信やオンラインゲームの顧客需要を受けて 2026 年までに地域容量を倍増させる計画の一環です。',
      '이번 확장은 스트리밍 및 온라인 게임 고객의 수요에 따라 2026년까지 지역 용량을 두 배로 늘리는 계획의 일부입니다.')],
    points: [
      l('Six new cities, all peered with local ISPs', '六个新城市，均与当地运营商互联', '6 つの新都市、すべて現地 ISP とピアリング', '6개 신규 도시, 모두 현지 ISP와 피어링'),
      l('Local scrubbing in São Paulo and Bogotá', '在圣保罗和波哥大本地清洗', 'サンパウロとボゴタで現地スクラビング', '상파울루와 보고타에서 현지 스크러빙'),
      l('Available to all customers at no extra cost', '所有客户免费享用', '全顧客が追加費用なしで利用可能', '모든 고객이 추가 비용 없이 이용'),
    ],
  }, true),
  news('api-shield-general-availability', '2025-04-15T09:00:00Z', {
    title: l('API Shield is now generally available', 'API 防护正式商用', 'API シールドの一般提供を開始', 'API 실드 정식 출시'),
    summary: l('API Shield discovers every API endpoint from live traffic and protects it with schema validation and abuse detection.',
      'API 防护可从实时流量中发现所有 API 接口，并通过结构校验和滥用检测加以保护。',
      'API シールドはライブトラフィックからすべての API エンドポイントを検出し、スキーマ検証と不正利用検知で保護します。',
      'API 실드는 실시간 트래픽에서 모든 API 엔드포인트를 찾아내고 스키마 검증과 악용 탐지로 보호합니다.'),
    paragraphs: [l('During the beta, customers found on average 31 percent more endpoints than they had documented, including several that exposed personal data.',
      '在测试期间，客户平均发现比文档记录多 31% 的接口，其中有几个暴露了个人数据。',
      'ベータ期間中、顧客は文書化していたより平均 31% 多いエンドポイントを発見し、その中には個人データを公開しているものもありました。',
      '베타 기간 동안 고객은 문서화한 것보다 평균 31% 더 많은 엔드포인트를 발견했으며 그중 일부는 개인 정보를 노출하고 있었습니다.')],
    points: [
      l('Automatic endpoint discovery', '自动发现接口', 'エンドポイントの自動検出', '엔드포인트 자동 탐색'),
      l('OpenAPI schema enforcement', '强制执行 OpenAPI 规范', 'OpenAPI スキーマの強制', 'OpenAPI 스키마 강제'),
      l('Included in the Cloud Security bundle', '包含在云安全套餐中', 'クラウドセキュリティバンドルに含まれる', '클라우드 보안 번들에 포함'),
    ],
  }, true),
  news('named-leader-waap-report', '2025-02-20T09:00:00Z', {
    title: l('Edgenova named a leader in a WAAP market report', 'Edgenova 入选 WAAP 市场报告领导者', 'Edgenova、WAAP 市場レポートでリーダーに選出', 'Edgenova, WAAP 시장 보고서에서 리더로 선정'),
    summary: l('An independent analyst report ranked our web application and API protection among the leaders for the second year running.',
      '一份独立分析报告连续第二年将我们的 Web 应用与 API 防护列为领导者。',
      '独立系アナリストのレポートで、当社の Web アプリケーション・API 保護が 2 年連続でリーダーに選ばれました。',
      '독립 분석 보고서에서 저희 웹 애플리케이션 및 API 보호가 2년 연속 리더로 평가받았습니다.'),
    paragraphs: [l('The report highlighted our global scrubbing capacity of over 20 Tbps and the speed of our managed rule updates.',
      '报告特别提到了我们超过 20 Tbps 的全球清洗能力以及托管规则的快速更新。',
      'レポートでは、20 Tbps を超えるグローバルなスクラビング容量とマネージドルール更新の速さが評価されました。',
      '보고서는 20Tbps 이상의 글로벌 스크러빙 용량과 빠른 관리형 규칙 업데이트를 강조했습니다.')],
    points: [
      l('Top scores for DDoS mitigation', 'DDoS 缓解获得最高分', 'DDoS 緩和で最高評価', 'DDoS 완화 부문 최고 점수'),
      l('Strong marks for API discovery', 'API 发现能力获得高分', 'API 検出で高評価', 'API 탐색 부문 높은 평가'),
      l('Read the full report on our site', '可在官网阅读完整报告', 'レポート全文は当社サイトで', '전체 보고서는 웹사이트에서 확인'),
    ],
  }),
  news('seoul-scrubbing-center', '2024-12-10T09:00:00Z', {
    title: l('New scrubbing centre opens in Seoul', '首尔新清洗中心投入使用', 'ソウルに新しいスクラビングセンターを開設', '서울에 새 스크러빙 센터 개소'),
    summary: l('The Seoul centre adds 2 Tbps of DDoS mitigation capacity for customers in Korea and nearby markets.',
      '首尔中心为韩国及周边市场的客户新增 2 Tbps 的 DDoS 缓解能力。',
      'ソウルのセンターは、韓国と周辺市場の顧客向けに 2 Tbps の DDoS 緩和容量を追加します。',
      '서울 센터는 한국과 인근 시장 고객을 위해 2Tbps의 DDoS 완화 용량을 추가합니다.'),
    paragraphs: [l('Attack traffic aimed at Korean gaming and finance sites can now be cleaned inside the country, keeping latency low for legitimate players and customers.',
      '针对韩国游戏和金融网站的攻击流量现在可以在韩国境内清洗，为正常玩家和客户保持低延迟。',
      '韓国のゲームや金融サイトを狙う攻撃トラフィックを国内で除去できるようになり、正規のプレーヤーや顧客の遅延を低く保ちます。',
      '한국 게임 및 금융 사이트를 노리는 공격 트래픽을 이제 국내에서 정화하여 정상 사용자의 지연 시간을 낮게 유지합니다.')],
    points: [
      l('2 Tbps of in-country mitigation', '2 Tbps 境内缓解能力', '国内で 2 Tbps の緩和', '국내 2Tbps 완화'),
      l('Local 24/7 security operations', '本地 7x24 安全运营', '現地での 24 時間 365 日のセキュリティ運用', '현지 연중무휴 보안 운영'),
      l('Korean-language support', '提供韩语支持', '韓国語サポート', '한국어 지원'),
    ],
  }),
  news('japan-telco-partnership', '2024-10-01T09:00:00Z', {
    title: l('Edgenova partners with a leading Japanese carrier', 'Edgenova 与日本领先运营商达成合作', 'Edgenova、日本の大手通信事業者と提携', 'Edgenova, 일본 주요 통신사와 파트너십 체결'),
    summary: l('The partnership places edge servers inside the carrier network, shortening the path to millions of mobile subscribers.',
      '此次合作将边缘服务器部署在运营商网络内部，缩短了通往数百万移动用户的路径。',
      'この提携によりエッジサーバーを通信事業者網の内部に設置し、数百万人のモバイル加入者への経路を短縮します。',
      '이번 제휴로 통신사 네트워크 내부에 엣지 서버를 배치해 수백만 모바일 가입자까지의 경로를 단축합니다.'),
    paragraphs: [l('Early tests show video start times in Osaka and Fukuoka falling by 40 percent for viewers on the carrier network.',
      '早期测试显示，大阪和福冈该运营商网络上的观众视频起播时间缩短了 40%。',
      '初期テストでは、大阪と福岡の同社ネットワーク上の視聴者で動画の再生開始時間が 40% 短縮しました。',
      '초기 테스트에서 오사카와 후쿠오카의 해당 통신사 시청자의 영상 시작 시간이 40% 단축되었습니다.')],
    points: [
      l('Edge servers inside the mobile core', '边缘服务器部署于移动核心网', 'モバイルコア内にエッジサーバー', '모바일 코어 내부에 엣지 서버'),
      l('Faster video start in major cities', '主要城市视频起播更快', '主要都市で動画の再生開始が高速化', '주요 도시에서 더 빠른 영상 시작'),
      l('Joint offers for enterprise customers', '面向企业客户的联合方案', '法人顧客向けの共同提案', '기업 고객 대상 공동 상품'),
    ],
  }),
  news('twenty-tbps-scrubbing-milestone', '2024-08-13T09:00:00Z', {
    title: l('Scrubbing capacity passes 20 Tbps', '清洗能力突破 20 Tbps', 'スクラビング容量が 20 Tbps を突破', '스크러빙 용량 20Tbps 돌파'),
    summary: l('With new centres in Frankfurt, Singapore and Seoul, our global DDoS scrubbing capacity now exceeds 20 Tbps.',
      '随着法兰克福、新加坡和首尔新中心的投入使用，我们的全球 DDoS 清洗能力已超过 20 Tbps。',
      'フランクフルト、シンガポール、ソウルの新センターにより、グローバルな DDoS スクラビング容量は 20 Tbps を超えました。',
      '프랑크푸르트, 싱가포르, 서울의 새 센터로 글로벌 DDoS 스크러빙 용량이 20Tbps를 넘어섰습니다.'),
    paragraphs: [l('Capacity is spread across every region so that large attacks are absorbed close to their origin instead of congesting a single site.',
      '容量分布在各个区域，大规模攻击可以在靠近源头的位置被吸收，而不会拥塞单一站点。',
      '容量は全地域に分散しているため、大規模な攻撃も 1 か所に集中せず発生源の近くで吸収されます。',
      '용량이 모든 지역에 분산되어 대규모 공격도 한곳에 몰리지 않고 발생지 가까이에서 흡수됩니다.')],
    points: [
      l('Always-on detection at every PoP', '每个节点全天候检测', 'すべての PoP で常時検知', '모든 PoP에서 상시 탐지'),
      l('Mitigation within seconds', '秒级缓解', '数秒以内に緩和', '수 초 내 완화'),
      l('No extra charge for attack traffic', '攻击流量不额外收费', '攻撃トラフィックは追加料金なし', '공격 트래픽 추가 요금 없음'),
    ],
  }),
  update('waf-rule-engine-v3', '2025-05-20T09:00:00Z', 'Web Application Firewall', {
    title: l('WAF rule engine 3.0', 'WAF 规则引擎 3.0', 'WAF ルールエンジン 3.0', 'WAF 규칙 엔진 3.0'),
    summary: l('The new engine evaluates rules 2.5 times faster and adds custom rules with full request body inspection.',
      '新引擎的规则评估速度提升 2.5 倍，并新增可检查完整请求体的自定义规则。',
      '新エンジンはルール評価が 2.5 倍高速になり、リクエストボディ全体を検査するカスタムルールに対応しました。',
      '새 엔진은 규칙 평가가 2.5배 빨라졌고 전체 요청 본문을 검사하는 사용자 정의 규칙을 지원합니다.'),
    paragraphs: [l('Existing policies migrate automatically; the console shows a side-by-side preview before the switch.',
      '现有策略将自动迁移；切换前控制台会提供并排预览。',
      '既存のポリシーは自動で移行され、切り替え前にコンソールで並べて確認できます。',
      '기존 정책은 자동으로 이전되며, 전환 전에 콘솔에서 나란히 미리 볼 수 있습니다.')],
    points: [
      l('2.5x faster rule evaluation', '规则评估速度提升 2.5 倍', 'ルール評価が 2.5 倍高速', '규칙 평가 2.5배 향상'),
      l('Body inspection up to 128 KB', '请求体检查最多 128 KB', 'ボディ検査は最大 128 KB', '본문 검사 최대 128KB'),
    ],
  }),
  update('log-streaming-to-object-storage', '2025-03-12T09:00:00Z', 'Content Acceleration', {
    title: l('Real-time log streaming to object storage', '实时日志推送至对象存储', 'オブジェクトストレージへのリアルタイムログ配信', '오브젝트 스토리지로 실시간 로그 스트리밍'),
    summary: l('Access logs can now be streamed within 30 seconds to any S3-compatible bucket.',
      '访问日志现在可在 30 秒内推送至任意兼容 S3 的存储桶。',
      'アクセスログを 30 秒以内に任意の S3 互換バケットへ送れるようになりました。',
      '접근 로그를 30초 이내에 S3 호환 버킷으로 스트리밍할 수 있습니다.'),
    paragraphs: [l('Choose fields, sampling rate and format (JSON or CSV) per domain in the console or through the API.',
      '可在控制台或通过 API 按域名选择字段、采样率和格式（JSON 或 CSV）。',
      'フィールド、サンプリング率、形式（JSON または CSV）をドメインごとにコンソールまたは API で選べます。',
      '콘솔이나 API에서 도메인별로 필드, 샘플링 비율, 형식(JSON 또는 CSV)을 선택하세요.')],
    points: [
      l('Delivery within 30 seconds', '30 秒内送达', '30 秒以内に配信', '30초 이내 전달'),
      l('JSON or CSV output', '支持 JSON 或 CSV 格式', 'JSON または CSV で出力', 'JSON 또는 CSV 출력'),
    ],
  }),
  update('ipv6-origin-support', '2024-11-26T09:00:00Z', 'Dynamic Web Acceleration', {
    title: l('IPv6-only origins are now supported', '现已支持纯 IPv6 源站', 'IPv6 専用オリジンに対応', 'IPv6 전용 오리진 지원'),
    summary: l('Edge servers can now fetch from origins that have only IPv6 addresses.',
      '边缘服务器现在可以从仅有 IPv6 地址的源站回源。',
      'エッジサーバーが IPv6 アドレスのみのオリジンから取得できるようになりました。',
      '엣지 서버가 IPv6 주소만 있는 오리진에서 콘텐츠를 가져올 수 있습니다.'),
    paragraphs: [l('This helps customers who are retiring IPv4 addresses in their cloud accounts to save costs.',
      '这有助于正在云账户中停用 IPv4 地址以节省成本的客户。',
      'コスト削減のためにクラウドアカウントで IPv4 アドレスを廃止するお客様に役立ちます。',
      '비용 절감을 위해 클라우드 계정에서 IPv4 주소를 폐기하는 고객에게 도움이 됩니다.')],
    points: [
      l('Dual-stack and IPv6-only origins', '支持双栈与纯 IPv6 源站', 'デュアルスタックと IPv6 専用オリジン', '듀얼 스택 및 IPv6 전용 오리진'),
      l('Health checks over IPv6', '基于 IPv6 的健康检查', 'IPv6 でのヘルスチェック', 'IPv6 상태 점검'),
    ],
  }),
  notice('console-maintenance-2025-07', 'maintenance', '2025-07-02T09:00:00Z', {
    title: l('Scheduled console maintenance on 12 July', '7 月 12 日控制台计划维护', '7 月 12 日のコンソール定期メンテナンス', '7월 12일 콘솔 정기 점검'),
    summary: l('The customer console will be read-only from 02:00 to 04:00 UTC on 12 July 2025. Delivery is not affected.',
      '2025 年 7 月 12 日 UTC 02:00 至 04:00，客户控制台将处于只读状态，内容分发不受影响。',
      '2025 年 7 月 12 日 UTC 02:00～04:00 はコンソールが読み取り専用になります。配信への影響はありません。',
      '2025년 7월 12일 UTC 02:00~04:00에 고객 콘솔이 읽기 전용으로 전환됩니다. 전송에는 영향이 없습니다.'),
    paragraphs: [l('Configuration changes submitted during the window will be queued and applied when maintenance ends.',
      '维护期间提交的配置变更将排队，在维护结束后生效。',
      'メンテナンス中に送信された設定変更はキューに入り、終了後に適用されます。',
      '점검 중 제출된 설정 변경은 대기열에 들어가 점검 종료 후 적용됩니다.')],
    points: [
      l('Window: 02:00-04:00 UTC', '时间：UTC 02:00-04:00', '時間帯：UTC 02:00～04:00', '시간: UTC 02:00~04:00'),
      l('APIs return HTTP 503 for writes', '写入类 API 将返回 HTTP 503', '書き込み API は HTTP 503 を返します', '쓰기 API는 HTTP 503 반환'),
    ],
  }),
  notice('api-v1-deprecation', 'release', '2025-05-05T09:00:00Z', {
    title: l('Configuration API v1 will be retired on 31 December 2025', '配置 API v1 将于 2025 年 12 月 31 日下线', '設定 API v1 は 2025 年 12 月 31 日に廃止されます', '설정 API v1은 2025년 12월 31일에 종료됩니다'),
    summary: l('Please move integrations to API v2, which adds bulk operations and better error messages.',
      '请将集成迁移至 API v2，新版本支持批量操作并提供更清晰的错误信息。',
      '一括操作とわかりやすいエラーメッセージを備えた API v2 へ連携を移行してください。',
      '일괄 작업과 더 명확한 오류 메시지를 제공하는 API v2로 연동을 옮겨 주세요.'),
    paragraphs: [l('A migration guide with request mappings is available in the documentation centre.',
      '文档中心提供了包含请求映射的迁移指南。',
      'リクエストの対応表を含む移行ガイドをドキュメントセンターで公開しています。',
      '요청 매핑이 포함된 마이그레이션 가이드를 문서 센터에서 확인하세요.')],
    points: [
      l('v1 stays available until 31 December 2025', 'v1 可使用至 2025 年 12 月 31 日', 'v1 は 2025 年 12 月 31 日まで利用可能', 'v1은 2025년 12월 31일까지 사용 가능'),
      l('v2 keys work with existing accounts', '现有账户可直接使用 v2 密钥', '既存アカウントで v2 キーを利用可能', '기존 계정에서 v2 키 사용 가능'),
    ],
  }),
  notice('console-release-2025-04', 'release', '2025-04-08T09:00:00Z', {
    title: l('Console release notes: April 2025', '控制台更新说明：2025 年 4 月', 'コンソールリリースノート：2025 年 4 月', '콘솔 릴리스 노트: 2025년 4월'),
    summary: l('New traffic dashboards, saved filters and two-factor authentication with passkeys.',
      '新增流量仪表盘、已保存的筛选条件，以及使用通行密钥的双因素认证。',
      '新しいトラフィックダッシュボード、保存済みフィルター、パスキーによる二要素認証を追加しました。',
      '새 트래픽 대시보드, 저장된 필터, 패스키 2단계 인증이 추가되었습니다.'),
    paragraphs: [l('Dashboards load three times faster and can be shared with read-only links.',
      '仪表盘加载速度提升三倍，并可通过只读链接分享。',
      'ダッシュボードは 3 倍速く表示され、読み取り専用リンクで共有できます。',
      '대시보드가 3배 빨라졌으며 읽기 전용 링크로 공유할 수 있습니다.')],
    points: [
      l('Passkey sign-in', '通行密钥登录', 'パスキーでのサインイン', '패스키 로그인'),
      l('Shareable dashboards', '可分享的仪表盘', '共有可能なダッシュボード', '공유 가능한 대시보드'),
    ],
  }),
];

/** Events are announced (published) ahead of their start; startTime/endTime drive upcoming/past lists and the countdown. */
const event = (code: string, publishedAt: string, startTime: string, endTime: string, location: string, booth: string, t: Text): NewsItem =>
  ({ type: 'EVENTS', code, tag: 'EXHIBITION', publishedAt, ...t, data: { startTime, endTime, location, booth } });

/** The three 2025 trade shows; ibc-2025 is the broadcast show whose page hides the top banner. */
const eventItems: NewsItem[] = [
  event('ibc-2025', '2025-06-16T09:00:00Z', '2025-09-12T08:00:00Z', '2025-09-15T16:00:00Z', 'RAI Amsterdam', '5.C41', {
    title: l('IBC 2025', 'IBC 2025 国际广播电视展', 'IBC 2025', 'IBC 2025'),
    summary: l('Meet our media team in Amsterdam and see low-latency live streaming and multi-CDN steering in action.',
      '在阿姆斯特丹与我们的媒体团队见面，现场体验低延时直播与多 CDN 调度。',
      'アムステルダムで当社メディアチームに会い、低遅延ライブ配信とマルチ CDN の振り分けを実際にご覧ください。',
      '암스테르담에서 미디어 팀을 만나 저지연 라이브 스트리밍과 멀티 CDN 조정을 직접 확인하세요.'),
    paragraphs: [l('IBC is the broadcast industry\'s biggest show in Europe. At booth 5.C41 we will demonstrate one-second live delivery and our Multi-DRM service.',
      'IBC 是欧洲规模最大的广播电视行业展会。我们将在 5.C41 展位演示一秒级直播分发和多 DRM 服务。',
      'IBC は欧州最大の放送業界の展示会です。ブース 5.C41 で 1 秒の遅延でのライブ配信とマルチ DRM サービスをデモします。',
      'IBC는 유럽 최대의 방송 산업 전시회입니다. 5.C41 부스에서 1초 지연 라이브 전송과 멀티 DRM 서비스를 시연합니다.')],
    points: [
      l('12-15 September 2025, RAI Amsterdam', '2025 年 9 月 12-15 日，阿姆斯特丹 RAI 展览中心', '2025 年 9 月 12～15 日、RAI アムステルダム', '2025년 9월 12~15일, RAI 암스테르담'),
      l('Booth 5.C41', '展位 5.C41', 'ブース 5.C41', '부스 5.C41'),
      l('Book a meeting with our media architects', '预约与我们的媒体架构师会面', 'メディアアーキテクトとの面談を予約', '미디어 아키텍트와 미팅 예약'),
    ],
  }),
  event('igaming-live-2025', '2025-08-18T09:00:00Z', '2025-11-11T09:00:00Z', '2025-11-13T17:00:00Z', 'MFCC, Malta', 'B27', {
    title: l('iGaming Live 2025', '2025 iGaming Live 博览会', 'iGaming Live 2025', 'iGaming Live 2025'),
    summary: l('Join us in Malta to talk about low-latency live dealer streams, DDoS protection and fast payments for iGaming.',
      '欢迎来马耳他与我们探讨 iGaming 的低延时真人荷官直播、DDoS 防护与快速支付。',
      'マルタで iGaming 向けの低遅延ライブディーラー配信、DDoS 対策、高速決済についてお話ししましょう。',
      '몰타에서 iGaming을 위한 저지연 라이브 딜러 스트리밍, DDoS 방어, 빠른 결제에 대해 이야기해요.'),
    paragraphs: [l('Live dealer games need sub-second video and rock-solid uptime during peak hours. Our team will share how operators keep both under attack.',
      '真人荷官游戏需要亚秒级视频和高峰时段稳如磐石的可用性。我们的团队将分享运营商如何在遭受攻击时兼顾两者。',
      'ライブディーラーゲームには 1 秒未満の映像とピーク時の確実な稼働が欠かせません。攻撃下でも両立させる方法をご紹介します。',
      '라이브 딜러 게임에는 1초 미만의 영상과 피크 시간의 확실한 가동이 필요합니다. 공격 속에서도 둘 다 지키는 방법을 소개합니다.')],
    points: [
      l('11-13 November 2025, Malta', '2025 年 11 月 11-13 日，马耳他', '2025 年 11 月 11～13 日、マルタ', '2025년 11월 11~13일, 몰타'),
      l('Stand B27', '展位 B27', 'ブース B27', '부스 B27'),
      l('Live demo of sub-second streaming', '亚秒级直播现场演示', '1 秒未満のライブ配信デモ', '1초 미만 스트리밍 라이브 데모'),
    ],
  }),
  event('asia-content-show-2025', '2025-09-22T09:00:00Z', '2025-12-02T09:00:00Z', '2025-12-04T18:00:00Z', 'Marina Bay Sands, Singapore', 'H12', {
    title: l('Asia Content Show 2025', '2025 亚洲内容展', 'アジアコンテンツショー 2025', '아시아 콘텐츠 쇼 2025'),
    summary: l('At Asia\'s entertainment content market we will show how studios and OTT platforms reach viewers across the region.',
      '在亚洲娱乐内容交易会上，我们将展示制片公司和 OTT 平台如何触达整个地区的观众。',
      'アジアのエンターテインメントコンテンツ見本市で、スタジオや OTT プラットフォームが地域全体の視聴者に届ける方法をご紹介します。',
      '아시아 엔터테인먼트 콘텐츠 마켓에서 스튜디오와 OTT 플랫폼이 지역 전체 시청자에게 도달하는 방법을 보여 드립니다.'),
    paragraphs: [l('From subtitles to DRM to delivery in China and South East Asia, our experts will help you plan a regional launch.',
      '从字幕、DRM 到中国和东南亚的分发，我们的专家将帮助您规划区域发布。',
      '字幕、DRM、中国や東南アジアへの配信まで、専門家が地域展開の計画をお手伝いします。',
      '자막부터 DRM, 중국과 동남아시아 전송까지 전문가가 지역 출시 계획을 도와드립니다.')],
    points: [
      l('2-4 December 2025, Singapore', '2025 年 12 月 2-4 日，新加坡', '2025 年 12 月 2～4 日、シンガポール', '2025년 12월 2~4일, 싱가포르'),
      l('Booth H12', '展位 H12', 'ブース H12', '부스 H12'),
      l('Regional launch workshops', '区域发布研讨会', '地域展開ワークショップ', '지역 출시 워크숍'),
    ],
  }),
];

export const pressItems: NewsItem[] = [...pressItems_, ...eventItems];
