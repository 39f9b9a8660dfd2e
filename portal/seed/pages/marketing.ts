import { BRAND } from '../../../contract/brand';
import { l, type L, type SeedEntry } from '../types';
import { cta, features, html, leadForm, richText, stats } from './build';
import { FAMILIES } from './catalog-data';
import { simple } from './company';
import { LAST_UPDATED, LEGAL_PAGES, SAMPLE_NOTICE } from './legal';
import { P } from './phrases';

/** Forms, landing pages, thank-you pages, legal pages and explainers. */

const N = BRAND.name;
const formPage = (path: string, name: L, desc: L, form: string, formTitle: L) =>
  simple(path, name, desc, (lang) => [features(P.benefits[lang], FAMILIES.web.features.map((x) => ({ title: x.title[lang], text: x.text[lang] }))), leadForm(formTitle[lang], form)]);

const forms = [
  ...formPage('/free-trial/', l('Free trial', '免费试用', '無料トライアル', '무료 체험'), l('Try delivery, security and storage free for 14 days. No credit card needed.', '免费试用分发、安全与存储服务 14 天，无需信用卡。', '配信・セキュリティ・ストレージを 14 日間無料で。クレジットカード不要。', '전송, 보안, 스토리지를 14일간 무료로. 신용카드 필요 없음.'), 'free-trial', l('Start your 14-day trial', '开始 14 天试用', '14 日間トライアルを開始', '14일 체험 시작')),
  ...formPage('/custom-solutions-free-trial/', l('Custom solution trial', '定制方案试用', 'カスタムソリューションのトライアル', '맞춤형 솔루션 체험'), l('Tell us about your architecture and we will set up a tailored proof of concept.', '告诉我们您的架构，我们将为您搭建定制化概念验证。', 'アーキテクチャをお知らせいただければ、専用の PoC を用意します。', '아키텍처를 알려 주시면 맞춤형 PoC를 준비해 드립니다.'), 'custom-solutions', l('Request a custom trial', '申请定制试用', 'カスタムトライアルを依頼', '맞춤 체험 신청')),
  ...simple('/contact/', l('Contact us', '联系我们', 'お問い合わせ', '문의하기'), l('Sales, partnerships or press: we reply within one business day.', '销售、合作或媒体咨询：我们将在一个工作日内回复。', '営業・提携・報道関係のお問い合わせに 1 営業日以内に返信します。', '영업, 제휴, 언론 문의에 영업일 기준 하루 안에 답변합니다.'), (lang) => [
    leadForm(l('Send us a message', '给我们留言', 'メッセージを送る', '메시지 보내기')[lang], 'contact'),
    features(l('Other ways to reach us', '其他联系方式', 'その他の連絡方法', '다른 연락 방법')[lang], [
      { title: l('Offices', '办公地点', 'オフィス', '사무소')[lang], url: '/contact/office/', linkText: l('Find an office near you', '查找附近的办公地点', '最寄りのオフィスを探す', '가까운 사무소 찾기')[lang] },
      { title: l('Support', '技术支持', 'サポート', '기술 지원')[lang], url: '/support/', linkText: l('Get technical support', '获取技术支持', 'テクニカルサポートを受ける', '기술 지원 받기')[lang] },
      { title: l('Phone', '电话', '電話', '전화')[lang], text: BRAND.telephone },
    ]),
  ]),
  ...simple('/promos/zero-trust-vpn-replacement-2/', l('Replace your VPN with zero trust', '用零信任替代 VPN', 'VPN をゼロトラストに置き換える', 'VPN을 제로 트러스트로 대체하세요'), l('Faster, safer access to private apps. Try Enterprise Secure Access free for 30 days.', '更快、更安全地访问私有应用。免费试用企业安全访问 30 天。', '社内アプリへより速く安全に。エンタープライズセキュアアクセスを 30 日間無料で。', '사내 앱에 더 빠르고 안전하게. 엔터프라이즈 보안 액세스를 30일간 무료로.'), (lang) => [
    features(P.benefits[lang], FAMILIES.zeroTrust.features.map((x) => ({ title: x.title[lang], text: x.text[lang] }))),
    stats(P.byTheNumbers[lang], FAMILIES.zeroTrust.stats.map((x) => ({ value: x.value, label: x.label[lang] }))),
    leadForm(l('Get the VPN replacement kit', '获取 VPN 替代方案', 'VPN 置き換えキットを入手', 'VPN 대체 키트 받기')[lang], 'vpn-promo'),
  ]),
];

const LANDING: Array<{ path: string; name: L; desc: L; family: keyof typeof FAMILIES }> = [
  { path: '/lp2/global-cdn/', family: 'web', name: l('A global CDN that reaches China too', '一张覆盖中国的全球 CDN', '中国にも届くグローバル CDN', '중국까지 닿는 글로벌 CDN'), desc: l('One contract for 2,800+ PoPs on six continents and inside mainland China.', '一份合同即可使用六大洲及中国大陆的 2,800 多个节点。', '6 大陸と中国本土の 2,800 以上の PoP を 1 つの契約で。', '6개 대륙과 중국 본토의 2,800개 이상 PoP를 하나의 계약으로.') },
  { path: '/lp2/media-cdn/', family: 'media', name: l('The media CDN for live moments', '为直播时刻而生的媒体 CDN', 'ライブの瞬間のためのメディア CDN', '라이브 순간을 위한 미디어 CDN'), desc: l('Deliver finals, premieres and launches to millions, with latency under two seconds.', '以低于两秒的延时，将决赛、首映与发布会送达数百万观众。', '決勝戦・初公開・発表会を 2 秒未満の遅延で数百万人に。', '결승전, 시사회, 출시 행사를 2초 미만 지연으로 수백만 명에게.') },
  { path: '/lp2/web-application-api-security/', family: 'security', name: l('Web application and API security', 'Web 应用与 API 安全', 'Web アプリケーションと API のセキュリティ', '웹 애플리케이션 및 API 보안'), desc: l('WAF, bot management, DDoS and API protection in one edge service.', '在一个边缘服务中集成 WAF、机器人管理、DDoS 与 API 防护。', 'WAF・ボット対策・DDoS・API 保護を 1 つのエッジサービスで。', 'WAF, 봇 관리, DDoS, API 보호를 하나의 엣지 서비스로.') },
];

const landing = [
  ...LANDING.flatMap((page) =>
    simple(page.path, page.name, page.desc, (lang) => [
      features(P.capabilities[lang], FAMILIES[page.family].features.map((x) => ({ title: x.title[lang], text: x.text[lang] }))),
      stats(P.byTheNumbers[lang], FAMILIES[page.family].stats.map((x) => ({ value: x.value, label: x.label[lang] }))),
      cta(lang),
    ], [P.startTrial, '/free-trial/']),
  ),
  ...simple('/lp/state-of-waap-2023/', l('State of Web Application and API Protection 2023', '2023 年 Web 应用与 API 防护现状报告', 'Web アプリケーションと API 保護の現状 2023', '2023 웹 애플리케이션 및 API 보호 현황'), l('What 2023 traffic on our network says about attacks on apps and APIs.', '从我们网络 2023 年的流量看针对应用与 API 的攻击。', '2023 年のネットワークトラフィックから見たアプリと API への攻撃。', '2023년 네트워크 트래픽으로 본 앱과 API 공격.'), (lang) => [
    stats(l('Key findings', '关键发现', '主な調査結果', '주요 결과')[lang], [
      { value: '+137%', label: l('Growth in API attacks', 'API 攻击增长', 'API 攻撃の増加', 'API 공격 증가')[lang] },
      { value: '31%', label: l('Requests from malicious bots', '恶意机器人请求占比', '悪性ボットのリクエスト比率', '악성 봇 요청 비율')[lang] },
      { value: '2.1 Tbps', label: l('Largest DDoS attack mitigated', '缓解的最大 DDoS 攻击', '緩和した最大の DDoS 攻撃', '완화한 최대 DDoS 공격')[lang] },
    ]),
    richText(P.overview[lang], html(
      l('Attackers moved from websites to the APIs behind them: business logic abuse, credential stuffing and scraping grew faster than classic injection.', '攻击者的目标从网站转向其背后的 API：业务逻辑滥用、撞库与数据抓取的增速超过传统注入攻击。', '攻撃者の標的は Web サイトから背後の API へ移り、ビジネスロジックの悪用やリスト型攻撃、スクレイピングが従来型のインジェクションを上回る勢いで増えました。', '공격자의 목표가 웹사이트에서 그 뒤의 API로 옮겨 갔습니다. 비즈니스 로직 악용, 크리덴셜 스터핑, 스크래핑이 전통적 인젝션보다 빠르게 늘었습니다.')[lang],
      l('The 2024 edition updates these numbers; both are free to read.', '2024 年版更新了这些数据，两份报告均可免费阅读。', '2024 年版でこれらの数値を更新しています。どちらも無料で読めます。', '2024년판에서 이 수치를 업데이트했으며, 두 보고서 모두 무료로 볼 수 있습니다.')[lang],
    )),
    cta(lang, 'contact'),
  ]),
];

const thanks = (path: string, name: L, desc: L) =>
  simple(path, name, desc, (lang) => [
    features(l('While you wait', '在等待期间', 'お待ちいただく間に', '기다리는 동안')[lang], [
      { title: l('Read the blog', '阅读博客', 'ブログを読む', '블로그 읽기')[lang], url: '/blog/', linkText: P.readBlog[lang] },
      { title: l('Explore resources', '浏览资源', 'リソースを見る', '리소스 살펴보기')[lang], url: '/resources/', linkText: l('Browse white papers, reports and videos', '浏览白皮书、报告与视频', 'ホワイトペーパー・レポート・動画を見る', '백서, 보고서, 동영상 둘러보기')[lang] },
      { title: l('Back to the homepage', '返回首页', 'ホームに戻る', '홈으로 돌아가기')[lang], url: '/', linkText: P.goHome[lang] },
    ]),
  ]);

const thankYou = [
  ...thanks('/contact-thank-you/', l('Thank you for contacting us', '感谢您联系我们', 'お問い合わせありがとうございます', '문의해 주셔서 감사합니다'), l('Your message has reached our team. We will reply within one business day.', '您的留言已送达我们的团队，我们将在一个工作日内回复。', 'メッセージを受け付けました。1 営業日以内にご連絡します。', '메시지가 접수되었습니다. 영업일 기준 하루 안에 답변드립니다.')),
  ...thanks('/trial-thank-you/', l('Your trial request is in', '已收到您的试用申请', 'トライアルのお申し込みを受け付けました', '체험 신청이 접수되었습니다'), l('An engineer will email your account details shortly.', '工程师将很快通过邮件发送账户信息。', 'まもなくエンジニアからアカウント情報をメールでお送りします。', '곧 엔지니어가 계정 정보를 이메일로 보내 드립니다.')),
  ...thanks('/thank-you-partnership/', l('Thank you for applying', '感谢您的申请', 'ご応募ありがとうございます', '신청해 주셔서 감사합니다'), l('Our partner team will review your application and get in touch.', '合作伙伴团队将审核您的申请并与您联系。', 'パートナーチームが内容を確認し、ご連絡します。', '파트너 팀이 신청서를 검토한 후 연락드립니다.')),
  ...thanks('/lp-thank-you/', l('Thanks, your download is on its way', '谢谢，资料即将送达', 'ありがとうございます。資料をお送りします', '감사합니다. 자료를 보내 드립니다'), l('Check your inbox for the link to your copy.', '请查收邮件中的下载链接。', 'ダウンロードリンクをメールでご確認ください。', '받은 편지함에서 다운로드 링크를 확인하세요.')),
];

// Legal pages: sample text in the sections and length of real ones (portal/seed/pages/legal/), each saying it is sample text.
const legal = LEGAL_PAGES.flatMap((page) =>
  simple(page.path, page.name, page.desc, (lang) => [
    richText(page.name[lang], html(SAMPLE_NOTICE[lang], LAST_UPDATED[lang], ...page.sections.map(([h, b], i): [string, string] => [`${i + 1}. ${h[lang]}`, b[lang]]))),
  ]),
);

const explainers = [
  ...simple('/waiting-room/', l('Waiting Room', '虚拟等候室', 'ウェイティングルーム', '대기실'), l('Queue visitors fairly during traffic spikes instead of letting your origin fall over.', '流量高峰时让访客公平排队，而不是让源站崩溃。', 'アクセス集中時にオリジンを落とさず、訪問者を公平に待たせます。', '트래픽 급증 시 오리진이 다운되지 않도록 방문자를 공정하게 대기시킵니다.'), (lang) => [
    features(P.capabilities[lang], [
      { title: l('Fair queueing', '公平排队', '公平な待ち行列', '공정한 대기열')[lang], text: l('First come, first served, with a live position counter.', '先到先得，实时显示排队位置。', '先着順で、現在の順番をリアルタイム表示。', '선착순이며 실시간 순번을 보여 줍니다.')[lang] },
      { title: l('Your brand', '品牌定制', 'ブランドに合わせる', '브랜드 맞춤')[lang], text: l('Custom pages in every language you sell in.', '支持您所有销售语言的定制页面。', '販売するすべての言語でページをカスタマイズ。', '판매하는 모든 언어로 페이지를 꾸밀 수 있습니다.')[lang] },
      { title: l('Origin protection', '源站保护', 'オリジン保護', '오리진 보호')[lang], text: l('Admit users at the rate your checkout can handle.', '按支付系统可承受的速率放行用户。', '決済が処理できるペースで入場させます。', '결제 시스템이 감당할 수 있는 속도로 입장시킵니다.')[lang] },
    ]),
    cta(lang),
  ], [P.startTrial, '/free-trial/']),
  ...simple('/what-is-a-cdn/', l('What is a CDN?', '什么是 CDN？', 'CDN とは？', 'CDN이란?'), l('A content delivery network explained in five minutes.', '五分钟了解内容分发网络。', 'コンテンツ配信ネットワークを 5 分で解説。', '5분 만에 이해하는 콘텐츠 전송 네트워크.'), (lang) => [
    richText(P.overview[lang], html(
      [l('The short answer', '简短回答', '短い答え', '짧은 답')[lang], l('A CDN is a network of servers around the world that keeps copies of your content close to your users, so pages and videos load faster.', 'CDN 是分布在全球的服务器网络，会在用户附近保存内容副本，让网页与视频加载更快。', 'CDN は世界中に置かれたサーバー網で、利用者の近くにコンテンツの複製を置いて表示を速くします。', 'CDN은 전 세계에 있는 서버 네트워크로, 사용자 가까이에 콘텐츠 사본을 두어 페이지와 영상을 더 빨리 불러옵니다.')[lang]],
      [l('Why it matters', '为什么重要', 'なぜ重要か', '왜 중요한가')[lang], l('Every 100 ms of delay costs conversions. A CDN also absorbs traffic spikes and attacks that would overwhelm a single origin.', '每 100 毫秒的延迟都会降低转化率。CDN 还能吸收足以压垮单一源站的流量高峰与攻击。', '100 ミリ秒の遅延ごとにコンバージョンは下がります。CDN は単一オリジンでは耐えられない急増や攻撃も吸収します。', '100ms 지연마다 전환율이 떨어집니다. CDN은 단일 오리진을 압도할 트래픽 급증과 공격도 흡수합니다.')[lang]],
      [l('How it works', '工作原理', '仕組み', '작동 방식')[lang], l('DNS sends each user to the nearest healthy point of presence; on a cache miss the edge fetches from your origin once and serves everyone after.', 'DNS 将用户调度到最近且健康的节点；缓存未命中时，边缘只回源一次，之后即可服务所有人。', 'DNS が利用者を最寄りの正常な PoP に誘導し、キャッシュミス時はエッジが一度だけオリジンから取得して以降は全員に配信します。', 'DNS가 사용자를 가장 가까운 정상 PoP로 보내고, 캐시 미스 시 엣지가 오리진에서 한 번만 가져와 이후 모두에게 제공합니다.')[lang]],
    )),
    cta(lang),
  ]),
];

/** pageDetail/{code}: stand-alone detail pages linked from campaigns. */
const pageDetails = [
  ...simple('/pageDetail/service-level-agreement/', l('Service level agreement', '服务等级协议', 'サービスレベル契約', '서비스 수준 계약'), l('Availability commitments and service credits for every product.', '各产品的可用性承诺与服务赔偿。', '全製品の可用性の約束とサービスクレジット。', '모든 제품의 가용성 약속과 서비스 크레딧.'), (lang) => [
    stats(l('Commitments', '承诺', 'コミットメント', '약속')[lang], [
      { value: '100%', label: l('Delivery network availability', '分发网络可用性', '配信ネットワークの可用性', '전송 네트워크 가용성')[lang] },
      { value: '99.99%', label: l('Security services availability', '安全服务可用性', 'セキュリティサービスの可用性', '보안 서비스 가용성')[lang] },
      { value: '15 min', label: l('Critical ticket response', '紧急工单响应', '緊急チケットの初回応答', '긴급 티켓 응답')[lang] },
    ]),
    richText(P.overview[lang], html(
      [l('Service credits', '服务赔偿', 'サービスクレジット', '서비스 크레딧')[lang], l('If a monthly commitment is missed, the affected service is credited up to 100% of its monthly fee.', '若未达成月度承诺，受影响服务可获得最高 100% 月费的赔偿。', '月間の約束を満たせなかった場合、対象サービスの月額料金の最大 100% をクレジットします。', '월간 약속을 지키지 못하면 해당 서비스 월 요금의 최대 100%를 크레딧으로 제공합니다.')[lang]],
    )),
    cta(lang, 'contact'),
  ]),
  ...simple('/pageDetail/pricing-overview/', l('Pricing overview', '价格概览', '料金の概要', '요금 개요'), l('Pay for traffic and requests you use, with volume discounts and no setup fees.', '按实际流量与请求计费，享受阶梯折扣，无开通费用。', '使った分のトラフィックとリクエストに課金。ボリューム割引あり、初期費用なし。', '사용한 트래픽과 요청만큼 지불하며, 볼륨 할인이 있고 설치비가 없습니다.'), (lang) => [
    features(l('How billing works', '计费方式', '課金の仕組み', '과금 방식')[lang], [
      { title: l('Traffic', '流量', 'トラフィック', '트래픽')[lang], text: l('Per GB delivered, priced by region.', '按交付的 GB 计费，价格因区域而异。', '配信 GB 単位、地域別の料金。', '전송한 GB 단위, 지역별 요금.')[lang] },
      { title: l('Requests', '请求', 'リクエスト', '요청')[lang], text: l('Per million HTTP requests, security rules included.', '按百万次 HTTP 请求计费，含安全规则。', '100 万 HTTP リクエスト単位、セキュリティルール込み。', '백만 HTTP 요청 단위, 보안 규칙 포함.')[lang] },
      { title: l('Commitments', '承诺用量', 'コミット契約', '약정')[lang], text: l('Monthly or annual commitments unlock lower unit prices.', '按月或按年承诺用量可享更低单价。', '月間・年間コミットで単価が下がります。', '월간 또는 연간 약정 시 단가가 낮아집니다.')[lang] },
    ]),
    cta(lang),
  ]),
];

export function marketingPages(): SeedEntry[] {
  return [...forms, ...landing, ...thankYou, ...legal, ...explainers, ...pageDetails];
}
