import { l, type L, type Lang } from './types';

/** Section headings every article uses, per language. */
const H = {
  overview: l('Overview', '概述', '概要', '개요'),
  steps: l('Steps', '操作步骤', '手順', '절차'),
  example: l('Example', '示例', '例', '예시'),
  notes: l('Notes', '注意事项', '注意事項', '참고 사항'),
};

export interface ArticleText {
  title: L;
  intro: L;
  steps: L<string[]>;
  note: L;
  /** Code shown verbatim (same in every language). */
  code?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The stored HTML of an article in one language: overview, numbered steps, an optional example, notes. */
export function articleHtml(a: ArticleText, lang: Lang): string {
  return [
    `<h2 id="overview">${H.overview[lang]}</h2>`,
    `<p>${a.intro[lang]}</p>`,
    `<h2 id="steps">${H.steps[lang]}</h2>`,
    `<ol>${a.steps[lang].map((s) => `<li>${s}</li>`).join('')}</ol>`,
    a.code ? `<h2 id="example">${H.example[lang]}</h2><pre><code>${esc(a.code)}</code></pre>` : '',
    `<h2 id="notes">${H.notes[lang]}</h2>`,
    `<p>${a.note[lang]}</p>`,
  ].join('\n');
}

const steps = (en: string[], zh: string[], ja: string[], ko: string[]): L<string[]> => ({ EN_US: en, ZH_CN: zh, JA_JP: ja, KO_KR: ko });

/** Article texts by key; the tree in docs.ts places them. */
export const ARTICLES = {
  cdnOverview: {
    title: l('CDN product overview', 'CDN 产品概述', 'CDN 製品概要', 'CDN 제품 개요'),
    intro: l(
      'The content delivery network caches your static and dynamic content on about 2,800 points of presence, so visitors are served from the nearest edge node.',
      '内容分发网络将您的静态与动态内容缓存在约 2,800 个边缘节点上，访问者由最近的节点提供服务。',
      'コンテンツ配信ネットワークは、約 2,800 の拠点に静的・動的コンテンツをキャッシュし、訪問者に最寄りのエッジから配信します。',
      '콘텐츠 전송 네트워크는 약 2,800개 PoP에 정적·동적 콘텐츠를 캐시하여 방문자에게 가장 가까운 엣지에서 제공합니다.',
    ),
    steps: steps(
      ['Add your domain in the console.', 'Point your DNS CNAME record to the assigned edge hostname.', 'Verify that responses carry the edge cache header.'],
      ['在控制台添加加速域名。', '将 DNS 的 CNAME 记录指向分配的边缘主机名。', '确认响应中带有边缘缓存头。'],
      ['コンソールでドメインを追加します。', 'DNS の CNAME レコードを割り当てられたエッジホスト名に向けます。', 'レスポンスにエッジキャッシュヘッダーがあることを確認します。'],
      ['콘솔에서 도메인을 추가합니다.', 'DNS CNAME 레코드를 할당된 엣지 호스트 이름으로 지정합니다.', '응답에 엣지 캐시 헤더가 있는지 확인합니다.'],
    ),
    note: l(
      'Traffic is billed by the region of the edge node that serves it.',
      '流量按提供服务的边缘节点所在区域计费。',
      'トラフィックは配信したエッジノードの地域ごとに課金されます。',
      '트래픽은 이를 제공한 엣지 노드의 지역별로 과금됩니다.',
    ),
  },
  cdnQuickStart: {
    title: l('Quick start: accelerate your website', '快速入门：加速您的网站', 'クイックスタート：Web サイトを高速化', '빠른 시작: 웹사이트 가속'),
    intro: l(
      'This guide takes a website from origin-only delivery to edge delivery in about ten minutes.',
      '本指南帮助您在约十分钟内将网站从源站直连切换为边缘分发。',
      'このガイドでは、約 10 分でオリジン配信からエッジ配信へ切り替えます。',
      '이 가이드는 약 10분 만에 오리진 전송에서 엣지 전송으로 전환하는 과정을 안내합니다.',
    ),
    steps: steps(
      ['Create an acceleration domain and enter your origin address.', 'Choose the service type "Web acceleration".', 'Update the CNAME record at your DNS provider.', 'Open your site and check the response headers.'],
      ['创建加速域名并填写源站地址。', '选择服务类型“网页加速”。', '在 DNS 服务商处更新 CNAME 记录。', '打开网站并检查响应头。'],
      ['高速化ドメインを作成し、オリジンのアドレスを入力します。', 'サービスタイプ「Web 高速化」を選択します。', 'DNS プロバイダーで CNAME レコードを更新します。', 'サイトを開いてレスポンスヘッダーを確認します。'],
      ['가속 도메인을 만들고 오리진 주소를 입력합니다.', '서비스 유형 "웹 가속"을 선택합니다.', 'DNS 공급자에서 CNAME 레코드를 업데이트합니다.', '사이트를 열고 응답 헤더를 확인합니다.'],
    ),
    code: 'dig +short www.example.com CNAME\nwww.example.com.edge.edgenova.example.',
    note: l(
      'DNS changes can take up to the record’s TTL to reach every resolver.',
      'DNS 变更最长需要一个 TTL 周期才能在所有解析器生效。',
      'DNS の変更がすべてのリゾルバーに届くまで、最大でレコードの TTL だけかかります。',
      'DNS 변경이 모든 리졸버에 반영되기까지 최대 레코드 TTL만큼 걸릴 수 있습니다.',
    ),
  },
  cdnCaching: {
    title: l('Configure caching rules', '配置缓存规则', 'キャッシュルールの設定', '캐시 규칙 구성'),
    intro: l(
      'Caching rules decide how long the edge keeps each response. Rules match by file extension, directory or full path, and the first matching rule wins.',
      '缓存规则决定边缘节点保存每个响应的时长。规则可按文件扩展名、目录或完整路径匹配，命中第一条规则即生效。',
      'キャッシュルールは、エッジが各レスポンスを保持する時間を決めます。拡張子・ディレクトリ・完全パスで一致させ、最初に一致したルールが適用されます。',
      '캐시 규칙은 엣지가 각 응답을 보관하는 시간을 정합니다. 확장자, 디렉터리, 전체 경로로 일치시키며 처음 일치한 규칙이 적용됩니다.',
    ),
    steps: steps(
      ['Open the domain and select Caching.', 'Add a rule, for example extension jpg,png with a TTL of 30 days.', 'Order the rules from most to least specific.', 'Save; the rules reach every edge node within five minutes.'],
      ['打开域名并选择“缓存配置”。', '添加规则，例如扩展名 jpg,png，缓存时间 30 天。', '按从具体到宽泛的顺序排列规则。', '保存；规则会在五分钟内同步到所有边缘节点。'],
      ['ドメインを開き「キャッシュ」を選択します。', 'ルールを追加します（例：拡張子 jpg,png、TTL 30 日）。', 'ルールを具体的なものから順に並べます。', '保存すると、5 分以内にすべてのエッジに反映されます。'],
      ['도메인을 열고 "캐시"를 선택합니다.', '규칙을 추가합니다(예: 확장자 jpg,png, TTL 30일).', '규칙을 구체적인 것부터 순서대로 정렬합니다.', '저장하면 5분 이내에 모든 엣지 노드에 반영됩니다.'],
    ),
    code: 'Cache-Control: public, max-age=2592000',
    note: l(
      'Responses with Set-Cookie are never cached unless a rule says so explicitly.',
      '带有 Set-Cookie 的响应默认不缓存，除非规则明确指定。',
      'Set-Cookie を含むレスポンスは、ルールで明示しない限りキャッシュされません。',
      'Set-Cookie가 있는 응답은 규칙에서 명시하지 않는 한 캐시되지 않습니다.',
    ),
  },
  cdnPurge: {
    title: l('Purge and prefetch content', '缓存刷新与预热', 'パージとプリフェッチ', '퍼지와 프리페치'),
    intro: l(
      'Purge removes cached copies so the next request fetches fresh content from the origin; prefetch loads content to the edge before visitors ask for it.',
      '刷新会删除缓存副本，下一次请求将回源获取最新内容；预热会在访问者请求之前把内容加载到边缘节点。',
      'パージはキャッシュを削除し、次のリクエストでオリジンから最新の内容を取得します。プリフェッチは訪問者より先にエッジへ読み込みます。',
      '퍼지는 캐시된 사본을 지워 다음 요청이 오리진에서 최신 콘텐츠를 가져오게 하고, 프리페치는 방문자보다 먼저 엣지에 콘텐츠를 적재합니다.',
    ),
    steps: steps(
      ['Choose URL or directory purge.', 'Enter up to 1,000 URLs, one per line.', 'Submit and follow the task status until it reads Done.'],
      ['选择 URL 刷新或目录刷新。', '每行填写一个 URL，最多 1,000 个。', '提交并查看任务状态，直到显示“完成”。'],
      ['URL パージまたはディレクトリパージを選びます。', '1 行に 1 つ、最大 1,000 件の URL を入力します。', '送信し、タスクの状態が「完了」になるまで確認します。'],
      ['URL 퍼지 또는 디렉터리 퍼지를 선택합니다.', '한 줄에 하나씩 최대 1,000개의 URL을 입력합니다.', '제출하고 작업 상태가 "완료"가 될 때까지 확인합니다.'],
    ),
    note: l('A directory purge marks content stale rather than deleting it.', '目录刷新会将内容标记为过期，而不是直接删除。', 'ディレクトリパージは内容を削除せず、期限切れとして扱います。', '디렉터리 퍼지는 콘텐츠를 삭제하지 않고 만료로 표시합니다.'),
  },
  cdnCertificate: {
    title: l('Upload an HTTPS certificate', '上传 HTTPS 证书', 'HTTPS 証明書のアップロード', 'HTTPS 인증서 업로드'),
    intro: l(
      'Serve your domain over HTTPS at the edge with your own certificate or a free managed one.',
      '使用自有证书或免费托管证书，在边缘节点通过 HTTPS 提供服务。',
      '独自の証明書または無料のマネージド証明書で、エッジから HTTPS 配信します。',
      '자체 인증서 또는 무료 관리형 인증서로 엣지에서 HTTPS를 제공합니다.',
    ),
    steps: steps(
      ['Open Certificates and choose Upload.', 'Paste the PEM certificate chain and the private key.', 'Bind the certificate to one or more domains.'],
      ['打开“证书管理”并选择“上传”。', '粘贴 PEM 格式的证书链和私钥。', '将证书绑定到一个或多个域名。'],
      ['「証明書」を開き「アップロード」を選びます。', 'PEM 形式の証明書チェーンと秘密鍵を貼り付けます。', '証明書を 1 つ以上のドメインに関連付けます。'],
      ['"인증서"를 열고 "업로드"를 선택합니다.', 'PEM 인증서 체인과 개인 키를 붙여 넣습니다.', '인증서를 하나 이상의 도메인에 연결합니다.'],
    ),
    code: 'openssl x509 -in fullchain.pem -noout -subject -enddate',
    note: l('You are notified 30 days before a certificate expires.', '证书到期前 30 天会通知您。', '証明書の有効期限の 30 日前に通知されます。', '인증서 만료 30일 전에 알림을 받습니다.'),
  },
  edgeFunction: {
    title: l('Write an edge function', '编写边缘函数', 'エッジ関数を書く', '엣지 함수 작성'),
    intro: l(
      'Edge functions run JavaScript on every edge node, before the cache, to rewrite requests or build responses.',
      '边缘函数在每个边缘节点、缓存之前运行 JavaScript，用于改写请求或生成响应。',
      'エッジ関数はキャッシュの手前ですべてのエッジで JavaScript を実行し、リクエストを書き換えたりレスポンスを生成したりします。',
      '엣지 함수는 캐시 앞단의 모든 엣지 노드에서 JavaScript를 실행하여 요청을 다시 쓰거나 응답을 생성합니다.',
    ),
    steps: steps(
      ['Create a function and choose the request trigger.', 'Write the handler and test it in the preview.', 'Deploy it to the domain.'],
      ['创建函数并选择请求触发器。', '编写处理函数并在预览中测试。', '将其部署到域名。'],
      ['関数を作成し、リクエストトリガーを選びます。', 'ハンドラーを書き、プレビューでテストします。', 'ドメインにデプロイします。'],
      ['함수를 만들고 요청 트리거를 선택합니다.', '핸들러를 작성하고 미리보기에서 테스트합니다.', '도메인에 배포합니다.'],
    ),
    code: "export default { async fetch(request) {\n  return new Response('hello from the edge');\n} };",
    note: l('A function may use up to 50 ms of CPU time per request.', '每个请求的函数 CPU 时间上限为 50 毫秒。', '関数が使える CPU 時間は 1 リクエストあたり最大 50 ms です。', '함수는 요청당 최대 50ms의 CPU 시간을 사용할 수 있습니다.'),
  },
  edgeRewrite: {
    title: l('Example: rewrite a URL', '示例：改写 URL', '例：URL の書き換え', '예시: URL 다시 쓰기'),
    intro: l('Send old paths to new ones without a redirect round trip.', '无需重定向往返即可将旧路径指向新路径。', 'リダイレクトの往復なしに古いパスを新しいパスへ送ります。', '리디렉션 왕복 없이 이전 경로를 새 경로로 보냅니다.'),
    steps: steps(
      ['Match the old prefix.', 'Build the new URL.', 'Fetch it from the origin.'],
      ['匹配旧前缀。', '构造新的 URL。', '从源站获取。'],
      ['古いプレフィックスに一致させます。', '新しい URL を組み立てます。', 'オリジンから取得します。'],
      ['이전 접두사를 일치시킵니다.', '새 URL을 만듭니다.', '오리진에서 가져옵니다.'],
    ),
    code: "const url = new URL(request.url);\nurl.pathname = url.pathname.replace(/^\\/old\\//, '/new/');\nreturn fetch(url, request);",
    note: l('Rewrites keep the browser address unchanged.', '改写不会改变浏览器地址栏。', '書き換えではブラウザのアドレスは変わりません。', '다시 쓰기는 브라우저 주소를 바꾸지 않습니다.'),
  },
  cdnFaq: {
    title: l('CDN frequently asked questions', 'CDN 常见问题', 'CDN よくある質問', 'CDN 자주 묻는 질문'),
    intro: l('Answers to the questions we hear most about delivery and caching.', '关于分发与缓存的常见问题解答。', '配信とキャッシュについてよく寄せられる質問への回答です。', '전송과 캐시에 관해 자주 받는 질문에 대한 답변입니다.'),
    steps: steps(
      ['Why is my hit ratio low? Check query strings and cookies that vary the cache key.', 'How do I see the serving node? Read the x-edge-node response header.'],
      ['命中率为什么低？请检查影响缓存键的查询参数和 Cookie。', '如何查看服务节点？查看响应头 x-edge-node。'],
      ['ヒット率が低いのはなぜですか。キャッシュキーを変えるクエリ文字列と Cookie を確認してください。', '配信ノードを確認するには？ レスポンスヘッダー x-edge-node を見てください。'],
      ['적중률이 낮은 이유는? 캐시 키를 바꾸는 쿼리 문자열과 쿠키를 확인하세요.', '제공 노드를 확인하려면? x-edge-node 응답 헤더를 보세요.'],
    ),
    note: l('Contact support for anything not covered here.', '如有其他问题，请联系技术支持。', 'ここにない内容はサポートにお問い合わせください。', '여기에 없는 내용은 지원팀에 문의하세요.'),
  },
  liveOverview: {
    title: l('Live streaming overview', '直播概述', 'ライブ配信の概要', '라이브 스트리밍 개요'),
    intro: l('Ingest RTMP or SRT streams and deliver them as HLS and DASH with latency as low as 500 ms.', '接入 RTMP 或 SRT 流，并以 HLS 和 DASH 分发，延时低至 500 毫秒。', 'RTMP または SRT で取り込み、HLS と DASH で最低 500 ms の遅延で配信します。', 'RTMP 또는 SRT 스트림을 수집하여 최저 500ms 지연으로 HLS와 DASH로 전송합니다.'),
    steps: steps(
      ['Create an ingest point.', 'Push your stream from the encoder.', 'Share the playback URL.'],
      ['创建推流点。', '从编码器推流。', '分享播放地址。'],
      ['取り込みポイントを作成します。', 'エンコーダーからストリームを送信します。', '再生 URL を共有します。'],
      ['수집 지점을 만듭니다.', '인코더에서 스트림을 푸시합니다.', '재생 URL을 공유합니다.'],
    ),
    code: 'ffmpeg -re -i input.mp4 -c copy -f flv rtmp://ingest.edgenova.example/live/STREAM_KEY',
    note: l('Keep the keyframe interval at two seconds for the lowest latency.', '关键帧间隔保持 2 秒可获得最低延时。', '最小遅延のため、キーフレーム間隔は 2 秒にしてください。', '최저 지연을 위해 키프레임 간격을 2초로 유지하세요.'),
  },
  hlsPackaging: {
    title: l('HLS packaging', 'HLS 打包', 'HLS パッケージング', 'HLS 패키징'),
    intro: l('Package one source into adaptive bit-rate HLS renditions at the edge.', '在边缘将单一源流打包为自适应码率的 HLS 多码率版本。', '1 つのソースをエッジでアダプティブビットレートの HLS に変換します。', '하나의 소스를 엣지에서 적응형 비트레이트 HLS로 패키징합니다.'),
    steps: steps(
      ['Choose the renditions.', 'Set the segment length.', 'Enable the packaging profile.'],
      ['选择码率档位。', '设置分片时长。', '启用打包模板。'],
      ['レンディションを選びます。', 'セグメント長を設定します。', 'パッケージングプロファイルを有効にします。'],
      ['렌디션을 선택합니다.', '세그먼트 길이를 설정합니다.', '패키징 프로필을 활성화합니다.'],
    ),
    note: l('Six-second segments suit most video on demand.', '6 秒分片适合大多数点播场景。', 'ほとんどの VOD には 6 秒のセグメントが適しています。', '대부분의 VOD에는 6초 세그먼트가 적합합니다.'),
  },
  wafOverview: {
    title: l('Web application firewall overview', 'Web 应用防火墙概述', 'Web アプリケーションファイアウォールの概要', '웹 애플리케이션 방화벽 개요'),
    intro: l('The WAF inspects every request at the edge and blocks injection, cross-site scripting and bad bots before they reach your origin.', 'WAF 在边缘检查每个请求，在到达源站之前拦截注入、跨站脚本和恶意爬虫。', 'WAF はすべてのリクエストをエッジで検査し、インジェクション、XSS、悪性ボットをオリジン到達前に遮断します。', 'WAF는 엣지에서 모든 요청을 검사하여 인젝션, XSS, 악성 봇이 오리진에 도달하기 전에 차단합니다.'),
    steps: steps(
      ['Enable the WAF on a domain in monitor mode.', 'Review the events for a week.', 'Switch to block mode.'],
      ['以监控模式为域名开启 WAF。', '观察一周的事件。', '切换到拦截模式。'],
      ['ドメインで WAF をモニターモードで有効にします。', '1 週間イベントを確認します。', 'ブロックモードに切り替えます。'],
      ['도메인에서 WAF를 모니터 모드로 활성화합니다.', '일주일 동안 이벤트를 검토합니다.', '차단 모드로 전환합니다.'],
    ),
    note: l('Monitor mode logs matches without blocking.', '监控模式只记录命中，不拦截。', 'モニターモードは一致を記録するだけで遮断しません。', '모니터 모드는 차단하지 않고 일치 항목만 기록합니다.'),
  },
  wafRules: {
    title: l('Managed rules', '托管规则', 'マネージドルール', '관리형 규칙'),
    intro: l('Managed rule sets are updated by our threat research team as new attacks appear.', '托管规则集由我们的威胁研究团队根据新出现的攻击持续更新。', 'マネージドルールセットは、新たな攻撃に合わせて脅威リサーチチームが更新します。', '관리형 규칙 세트는 새로운 공격이 나타나면 위협 연구팀이 업데이트합니다.'),
    steps: steps(
      ['Pick a rule set.', 'Choose a sensitivity level.', 'Add exceptions for trusted paths.'],
      ['选择规则集。', '选择防护等级。', '为可信路径添加例外。'],
      ['ルールセットを選びます。', '感度レベルを選びます。', '信頼できるパスに例外を追加します。'],
      ['규칙 세트를 선택합니다.', '민감도 수준을 선택합니다.', '신뢰할 수 있는 경로에 예외를 추가합니다.'],
    ),
    note: l('Exceptions apply to one domain at a time.', '例外一次只作用于一个域名。', '例外は 1 ドメインずつ適用されます。', '예외는 한 번에 하나의 도메인에 적용됩니다.'),
  },
  wafTuning: {
    title: l('Tune WAF rules for your traffic', '针对业务流量调优 WAF 规则', 'トラフィックに合わせた WAF ルールの調整', '트래픽에 맞춘 WAF 규칙 튜닝'),
    intro: l(
      'Customers can read the tuning playbook our security engineers use to cut false positives without opening gaps.',
      '客户可查看安全工程师使用的调优手册，在不留漏洞的前提下减少误报。',
      'お客様は、セキュリティエンジニアが誤検知を減らすために使う調整手順を参照できます。',
      '고객은 보안 엔지니어가 빈틈 없이 오탐을 줄이는 데 사용하는 튜닝 플레이북을 볼 수 있습니다.',
    ),
    steps: steps(
      ['Export a week of WAF events.', 'Group matches by rule and path.', 'Add narrow exceptions for confirmed false positives.'],
      ['导出一周的 WAF 事件。', '按规则和路径对命中分组。', '为确认的误报添加精确的例外。'],
      ['1 週間分の WAF イベントをエクスポートします。', 'ルールとパスごとに一致をまとめます。', '確認済みの誤検知に限定的な例外を追加します。'],
      ['일주일간의 WAF 이벤트를 내보냅니다.', '규칙과 경로별로 일치 항목을 묶습니다.', '확인된 오탐에 좁은 예외를 추가합니다.'],
    ),
    note: l('Review exceptions every quarter.', '请每季度复查一次例外。', '例外は四半期ごとに見直してください。', '예외는 분기마다 검토하세요.'),
  },
  storageOverview: {
    title: l('Object storage overview', '对象存储概述', 'オブジェクトストレージの概要', '오브젝트 스토리지 개요'),
    intro: l('Store files in buckets next to the edge and serve them through the CDN without egress fees.', '将文件存放在靠近边缘的存储桶中，通过 CDN 分发且无需出口流量费。', 'エッジの近くのバケットにファイルを保存し、転送料金なしで CDN から配信します。', '엣지 가까운 버킷에 파일을 저장하고 송신 요금 없이 CDN으로 제공합니다.'),
    steps: steps(
      ['Create a bucket.', 'Upload files with the S3-compatible API.', 'Use the bucket as a CDN origin.'],
      ['创建存储桶。', '使用兼容 S3 的 API 上传文件。', '将存储桶设为 CDN 源站。'],
      ['バケットを作成します。', 'S3 互換 API でファイルをアップロードします。', 'バケットを CDN のオリジンにします。'],
      ['버킷을 만듭니다.', 'S3 호환 API로 파일을 업로드합니다.', '버킷을 CDN 오리진으로 사용합니다.'],
    ),
    code: 'aws s3 cp ./site s3://my-bucket/ --recursive --endpoint-url https://storage.edgenova.example',
    note: l('Object names are case-sensitive.', '对象名称区分大小写。', 'オブジェクト名は大文字と小文字を区別します。', '객체 이름은 대소문자를 구분합니다.'),
  },
} satisfies Record<string, ArticleText>;
