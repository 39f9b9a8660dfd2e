import { l, type Lang, type SeedEntry } from '../types';
import { cta, features, hero, html, leadForm, newsList, pages, richText, stats, type ModuleSeed } from './build';
import { FAMILIES, FAMILY_PAGES, PRODUCTS, SOLUTIONS, type FamilyKey, type Product } from './catalog-data';
import { PRODUCT_FACTS, SOLUTION_FACTS, tr } from './facts';
import { learnMoreAbout, P } from './phrases';

/** Products, solutions and industry pages. */

const SOLUTION_PRODUCTS = l('Products that power it', '相关产品', '活用する製品', '활용 제품');
const USE_CASES = l('Use cases', '应用场景', '活用例', '활용 사례');
const FAQ = l('Frequently asked questions', '常见问题', 'よくある質問', '자주 묻는 질문');
const APPROACH = l('How we approach it', '我们的方案', '解決のアプローチ', '해결 방법');

const familyModules = (family: FamilyKey, lang: Lang): ModuleSeed[] => {
  const f = FAMILIES[family];
  return [
    features(P.capabilities[lang], f.features.map((x) => ({ title: x.title[lang], text: x.text[lang] }))),
    stats(P.byTheNumbers[lang], f.stats.map((x) => ({ value: x.value, label: x.label[lang] }))),
    newsList(P.latestBlog[lang], 'BLOG', { tag: f.blogTag, pageSize: 3, paginate: false }),
  ];
};

/** A product page from its own facts (portal/seed/pages/facts/): no two products share capabilities, figures or answers. */
function productModules(product: Product, lang: Lang): ModuleSeed[] {
  const facts = PRODUCT_FACTS[product.path];
  if (!facts) throw new Error(`no seed facts for product ${product.path}`);
  return [
    hero(product.name[lang], product.tagline[lang], [P.startTrial[lang], '/free-trial/']),
    features(P.capabilities[lang], facts.features.map(([title, text]) => ({ title: tr(title, lang), text: tr(text, lang) }))),
    stats(P.byTheNumbers[lang], facts.stats.map(([value, label]) => ({ value, label: tr(label, lang) }))),
    features(USE_CASES[lang], facts.uses.map(([title, text]) => ({ title: tr(title, lang), text: tr(text, lang) })), { columns: 2 }),
    richText(FAQ[lang], html(...facts.faq.map(([q, a]): [string, string] => [tr(q, lang), tr(a, lang)])), FAQ[lang]),
    newsList(P.latestBlog[lang], 'BLOG', { tag: FAMILIES[product.family].blogTag, pageSize: 3, paginate: false }),
    cta(lang),
  ];
}

const productPages = PRODUCTS.flatMap((product) =>
  pages(product.path, (lang) => ({ name: product.name[lang], desc: product.tagline[lang], modules: productModules(product, lang) }), product.only ? [product.only] : undefined),
);

const familyPages = FAMILY_PAGES.flatMap((family) =>
  pages(family.path, (lang) => {
    const members = PRODUCTS.filter((p) => p.family === family.family && !p.only && p.path.startsWith(family.path));
    return {
      name: family.name[lang],
      desc: family.tagline[lang],
      modules: [
        hero(family.name[lang], family.tagline[lang], [P.startTrial[lang], '/free-trial/']),
        features(family.name[lang], members.map((m) => ({ title: m.name[lang], text: m.tagline[lang], url: m.path, linkText: learnMoreAbout(m.name)[lang] }))),
        ...familyModules(family.family, lang),
        cta(lang),
      ],
    };
  }),
);

const solutionPages = SOLUTIONS.flatMap((solution) =>
  pages(`/solutions/${solution.code}/`, (lang) => {
    const facts = SOLUTION_FACTS[solution.code];
    if (!facts) throw new Error(`no seed facts for solution ${solution.code}`);
    const related = facts.products.map((path) => {
      const product = PRODUCTS.find((p) => p.path === path && !p.only);
      if (!product) throw new Error(`solution ${solution.code} names ${path}, which is no product page in every language`);
      return product;
    });
    return {
      name: solution.name[lang],
      desc: solution.challenge[lang],
      modules: [
        hero(solution.name[lang], solution.challenge[lang], [P.contactSales[lang], '/contact/']),
        richText(APPROACH[lang], html(facts.approach[lang]), APPROACH[lang]),
        features(SOLUTION_PRODUCTS[lang], related.map((m) => ({ title: m.name[lang], text: m.tagline[lang], url: m.path, linkText: learnMoreAbout(m.name)[lang] }))),
        newsList(P.relatedCases[lang], 'CASE_STUDY', { pageSize: 3, paginate: false }),
        cta(lang, 'contact'),
      ],
    };
  }),
);

const overview = [
  ...pages('/products/', (lang) => ({
    name: l('Products', '产品', '製品', '제품')[lang],
    desc: l('Delivery, security and edge computing on one global platform.', '在同一全球平台上提供分发、安全与边缘计算。', '配信・セキュリティ・エッジコンピューティングを 1 つのグローバル基盤で。', '전송, 보안, 엣지 컴퓨팅을 하나의 글로벌 플랫폼에서.')[lang],
    modules: [
      hero(l('Products', '产品', '製品', '제품')[lang], l('Delivery, security and edge computing on one global platform.', '在同一全球平台上提供分发、安全与边缘计算。', '配信・セキュリティ・エッジコンピューティングを 1 つのグローバル基盤で。', '전송, 보안, 엣지 컴퓨팅을 하나의 글로벌 플랫폼에서.')[lang], [P.startTrial[lang], '/free-trial/']),
      { name: l('All products', '全部产品', 'すべての製品', '전체 제품')[lang], type: 'productTree', details: { title: l('All products', '全部产品', 'すべての製品', '전체 제품')[lang] } },
      cta(lang),
    ],
  })),
  ...pages('/solutions/', (lang) => ({
    name: l('Solutions', '解决方案', 'ソリューション', '솔루션')[lang],
    desc: l('Proven architectures for your industry and your busiest days.', '面向您所在行业与业务高峰的成熟架构。', '業界と繁忙日に合わせた実績あるアーキテクチャ。', '업종과 가장 바쁜 날을 위한 검증된 아키텍처.')[lang],
    modules: [
      hero(l('Solutions', '解决方案', 'ソリューション', '솔루션')[lang], l('Proven architectures for your industry and your busiest days.', '面向您所在行业与业务高峰的成熟架构。', '業界と繁忙日に合わせた実績あるアーキテクチャ。', '업종과 가장 바쁜 날을 위한 검증된 아키텍처.')[lang], [P.contactSales[lang], '/contact/']),
      { name: l('All solutions', '全部解决方案', 'すべてのソリューション', '전체 솔루션')[lang], type: 'solutionTree', details: { title: l('All solutions', '全部解决方案', 'すべてのソリューション', '전체 솔루션')[lang] } },
      cta(lang, 'contact'),
    ],
  })),
  ...pages('/services/', (lang) => ({
    name: l('Professional Services', '专业服务', 'プロフェッショナルサービス', '전문 서비스')[lang],
    desc: l('Experts who design, migrate and defend your delivery stack with you.', '与您一起设计、迁移并守护分发架构的专家团队。', '配信基盤の設計・移行・防御を共に行う専門家チーム。', '전송 인프라의 설계, 이전, 방어를 함께하는 전문가 팀.')[lang],
    modules: [
      hero(l('Professional Services', '专业服务', 'プロフェッショナルサービス', '전문 서비스')[lang], l('Experts who design, migrate and defend your delivery stack with you.', '与您一起设计、迁移并守护分发架构的专家团队。', '配信基盤の設計・移行・防御を共に行う専門家チーム。', '전송 인프라의 설계, 이전, 방어를 함께하는 전문가 팀.')[lang], [P.contactSales[lang], '/contact/']),
      features(l('Security services', '安全服务', 'セキュリティサービス', '보안 서비스')[lang], [
        { title: l('24/7 security operations', '7×24 安全运营', '24 時間 365 日のセキュリティ運用', '연중무휴 보안 운영')[lang], text: l('Analysts watch your traffic and tune rules during attacks.', '分析师实时关注您的流量，并在攻击期间调优规则。', 'アナリストがトラフィックを監視し、攻撃中にルールを調整します。', '분석가가 트래픽을 지켜보고 공격 중 규칙을 조정합니다.')[lang] },
        { title: l('Penetration testing', '渗透测试', 'ペネトレーションテスト', '모의 해킹')[lang], text: l('Find weaknesses in apps and APIs before attackers do.', '先于攻击者发现应用与 API 的薄弱环节。', '攻撃者より先にアプリと API の弱点を見つけます。', '공격자보다 먼저 앱과 API의 약점을 찾습니다.')[lang] },
      ], { anchor: 'security-services', columns: 2 }),
      features(l('Major event services', '重大活动保障', '大型イベント支援', '주요 이벤트 지원')[lang], [
        { title: l('Launch rehearsal', '上线演练', 'ローンチのリハーサル', '출시 리허설')[lang], text: l('Load tests and failover drills weeks before the big day.', '在大日子前数周进行压测与容灾演练。', '本番数週間前に負荷試験と切替訓練を行います。', '중요한 날 몇 주 전에 부하 테스트와 장애 전환 훈련을 합니다.')[lang] },
        { title: l('War-room support', '现场护航', '当日の専任体制', '현장 지원')[lang], text: l('Engineers on a bridge with your team for the whole event.', '工程师全程与您的团队同步值守。', 'イベント中はエンジニアがチームと常時連携します。', '이벤트 내내 엔지니어가 팀과 함께 대기합니다.')[lang] },
      ], { anchor: 'major-services', columns: 2 }),
      cta(lang, 'contact'),
    ],
  })),
];

const INDUSTRIES = [
  { slug: 'gaming', solution: 'online-gaming', name: l('Gaming', '游戏', 'ゲーム', '게임'), desc: l('Studios use our edge for day-one downloads, matchmaking APIs and lobbies that stay up under attack.', '游戏工作室借助我们的边缘完成首日下载、匹配 API 与抗攻击的游戏大厅。', 'ゲームスタジオは初日のダウンロード、マッチング API、攻撃に耐えるロビーに当社のエッジを使っています。', '게임 스튜디오는 출시일 다운로드, 매치메이킹 API, 공격에도 버티는 로비에 저희 엣지를 씁니다.') },
  { slug: 'media-entertainment', solution: 'media-entertainment', name: l('Media & Entertainment', '媒体与娱乐', 'メディア・エンターテインメント', '미디어 및 엔터테인먼트'), desc: l('Broadcasters and streamers reach every screen with live and on-demand video from one network.', '广电与流媒体平台通过同一网络将直播和点播送达每一块屏幕。', '放送局と配信事業者は 1 つのネットワークでライブとオンデマンドをあらゆる画面に届けています。', '방송사와 스트리밍 기업은 하나의 네트워크로 라이브와 주문형 영상을 모든 화면에 전달합니다.') },
  { slug: 'finance', solution: 'banking-finance', name: l('Finance', '金融', '金融', '금융'), desc: l('Banks, brokers and payment firms keep customer logins fast while fraud bots are turned away.', '银行、券商与支付机构在拦截欺诈机器人的同时保持客户登录流畅。', '銀行・証券・決済企業は不正ボットを退けながら顧客のログインを高速に保っています。', '은행, 증권사, 결제 기업은 사기 봇을 막으면서 고객 로그인을 빠르게 유지합니다.') },
  { slug: 'retail-ecommerce', solution: 'ecommerce', name: l('Retail & eCommerce', '零售与电商', '小売・EC', '리테일 및 전자상거래'), desc: l('Retailers turn traffic peaks into sales with fast storefronts and checkout that scalpers cannot clog.', '零售商以快速的店铺与不被黄牛堵塞的结账流程，将流量高峰转化为销量。', '小売企業は高速な店舗と転売ボットに詰まらない決済で、アクセスのピークを売上に変えています。', '리테일 기업은 빠른 매장과 암표 봇이 막지 못하는 결제로 트래픽 피크를 매출로 바꿉니다.') },
  { slug: 'education', solution: 'education', name: l('Education', '教育', '教育', '교육'), desc: l('Universities and learning platforms keep classes, video and exams online during term-time rushes.', '高校与学习平台在开学高峰期间保障课程、视频与考试稳定在线。', '大学や学習プラットフォームは学期の繁忙期も授業・動画・試験を止めません。', '대학과 학습 플랫폼은 학기 중 몰리는 시기에도 수업, 영상, 시험을 안정적으로 운영합니다.') },
  { slug: 'travel', solution: 'travel-hospitality', name: l('Travel', '旅游', '旅行', '여행'), desc: l('Airlines, hotels and booking sites serve travellers worldwide and keep fare scrapers out.', '航空公司、酒店与预订网站服务全球旅客，并将抓价机器人拒之门外。', '航空会社・ホテル・予約サイトは世界中の旅行者に対応し、運賃スクレイパーを締め出しています。', '항공사, 호텔, 예약 사이트는 전 세계 여행자를 맞이하고 요금 스크래퍼를 차단합니다.') },
  { slug: 'manufacturing', solution: 'manufacturing', name: l('Manufacturing', '制造', '製造', '제조'), desc: l('Manufacturers give plants and suppliers secure access to the systems that keep lines running.', '制造企业让工厂与供应商安全访问保障产线运转的系统。', '製造業は工場とサプライヤーに、ラインを動かすシステムへの安全なアクセスを提供しています。', '제조 기업은 공장과 공급업체가 생산 라인을 돌리는 시스템에 안전하게 접근하도록 합니다.') },
  { slug: 'it-services', solution: 'software-technology', name: l('IT Services', 'IT 服务', 'IT サービス', 'IT 서비스'), desc: l('Managed service providers and SaaS vendors resell and build on our delivery and security platform.', '托管服务商与 SaaS 厂商基于我们的分发与安全平台进行转售和开发。', 'MSP と SaaS ベンダーは当社の配信・セキュリティ基盤を再販し、その上に構築しています。', 'MSP와 SaaS 기업은 저희 전송 및 보안 플랫폼을 재판매하고 그 위에 서비스를 만듭니다.') },
];

const industryPages = INDUSTRIES.flatMap((industry) =>
  pages(`/industry/${industry.slug}/`, (lang) => {
    const solution = SOLUTIONS.find((s) => s.code === industry.solution)!;
    const title = l(`${industry.name.EN_US} on the edge`, `${industry.name.ZH_CN}行业边缘方案`, `${industry.name.JA_JP}業界向けエッジ`, `${industry.name.KO_KR} 업계를 위한 엣지`)[lang];
    return {
      name: title,
      desc: industry.desc[lang],
      modules: [
        hero(title, industry.desc[lang], [learnMoreAbout(solution.name)[lang], `/solutions/${solution.code}/`]),
        ...familyModules(solution.family, lang).slice(0, 2),
        newsList(P.relatedCases[lang], 'CASE_STUDY', { pageSize: 3, paginate: false }),
        cta(lang, 'contact'),
      ],
    };
  }),
);

/** EdgeRay is the desktop and mobile app: screenshots and the download matched to the visitor's system (appManage). */
const edgeray = pages('/product/edgeray/', (lang) => {
  const name = 'EdgeRay';
  const desc = l('Test your site from the edge and see what your users see, on desktop and mobile.', '从边缘测试您的网站，在桌面与移动端看到用户所见。', 'エッジからサイトを計測し、利用者と同じ体験をデスクトップとモバイルで確認。', '엣지에서 사이트를 테스트하고 데스크톱과 모바일에서 사용자가 보는 화면을 확인하세요.')[lang];
  return {
    name,
    desc,
    modules: [
      hero(name, desc),
      {
        name: l('Inside the app', '应用一览', 'アプリの画面', '앱 둘러보기')[lang],
        type: 'multipleCarousel',
        details: {
          title: l('Inside the app', '应用一览', 'アプリの画面', '앱 둘러보기')[lang],
          items: [
            { title: l('Speed test', '测速', '速度テスト', '속도 테스트')[lang], text: l('Time to first byte from 40 cities.', '来自 40 个城市的首字节时间。', '40 都市からの TTFB。', '40개 도시에서 측정한 첫 바이트 시간.')[lang] },
            { title: l('Route trace', '路由追踪', '経路トレース', '경로 추적')[lang], text: l('Every hop between the user and your origin.', '用户到源站之间的每一跳。', '利用者からオリジンまでの全ホップ。', '사용자와 오리진 사이의 모든 홉.')[lang] },
            { title: l('Cache check', '缓存检查', 'キャッシュ確認', '캐시 확인')[lang], text: l('Hit or miss, per PoP, per URL.', '按节点、按 URL 查看命中情况。', 'PoP・URL ごとのヒット状況。', 'PoP별, URL별 적중 여부.')[lang] },
            { title: l('Alerts', '告警', 'アラート', '알림')[lang], text: l('Notifications when latency crosses your budget.', '延迟超出预算时推送通知。', '遅延が予算を超えたら通知します。', '지연이 기준을 넘으면 알려 줍니다.')[lang] },
          ],
        },
      },
      {
        name: l('Download', '下载', 'ダウンロード', '다운로드')[lang],
        type: 'appManage',
        details: {
          title: l('Download EdgeRay', '下载 EdgeRay', 'EdgeRay をダウンロード', 'EdgeRay 다운로드')[lang],
          items: [
            { systemPlat: 'windows', systemName: 'Windows', systemUa: 'Windows', url: 'https://download.edgenova.example/edgeray/EdgeRay-2.4.1.msi', version: '2.4.1' },
            { systemPlat: 'macos', systemName: 'macOS', systemUa: 'macOS', url: 'https://download.edgenova.example/edgeray/EdgeRay-2.4.1.dmg', version: '2.4.1' },
            { systemPlat: 'linux', systemName: 'Linux', systemUa: 'Linux', url: 'https://download.edgenova.example/edgeray/edgeray_2.4.1_amd64.deb', version: '2.4.1' },
            { systemPlat: 'android', systemName: 'Android', systemUa: 'Android', url: 'https://play.example/store/apps/edgeray', version: '2.3.0' },
            { systemPlat: 'ios', systemName: 'iOS', systemUa: 'iOS', url: 'https://apps.example/app/edgeray', version: '2.3.0' },
          ],
        },
      },
      cta(lang),
    ],
  };
});

const esaTrial = pages('/product/enterprise-secure-access-trial/', (lang) => {
  const name = l('Enterprise Secure Access: 30-day trial', '企业安全访问：30 天试用', 'エンタープライズセキュアアクセス：30 日間トライアル', '엔터프라이즈 보안 액세스: 30일 체험')[lang];
  const desc = l('Replace your VPN with zero trust access in a day. Free for 30 days.', '一天内以零信任访问替代 VPN，免费试用 30 天。', '1 日で VPN をゼロトラストに置き換え。30 日間無料。', '하루 만에 VPN을 제로 트러스트로 대체하세요. 30일 무료.')[lang];
  return { name, desc, modules: [hero(name, desc), ...familyModules('zeroTrust', lang).slice(0, 1), leadForm(l('Request your trial', '申请试用', 'トライアルを申し込む', '체험 신청')[lang], 'esa-trial')] };
});

export function catalogPages(): SeedEntry[] {
  return [...overview, ...familyPages, ...productPages, ...solutionPages, ...industryPages, ...edgeray, ...esaTrial];
}
