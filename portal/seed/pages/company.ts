import { BRAND } from '../../../contract/brand';
import { l, type L, type Lang, type SeedEntry } from '../types';
import { cta, features, hero, html, leadForm, newsList, pages, richText, stats, type ModuleSeed } from './build';
import { FAMILIES, PRODUCTS } from './catalog-data';
import { learnMoreAbout, P } from './phrases';

/** A page made of a hero with the page's own name and description, then its sections. */
export const simple = (path: string, name: L, desc: L, body: (lang: Lang) => ModuleSeed[], button?: [L, string], langs?: Lang[]) =>
  pages(path, (lang) => ({ name: name[lang], desc: desc[lang], modules: [hero(name[lang], desc[lang], button ? [button[0][lang], button[1]] : undefined), ...body(lang)] }), langs);

const t = (items: Array<[L, L]>, lang: Lang, link?: (i: number) => { url: string; linkText: string }) =>
  items.map(([title, text], i) => ({ title: title[lang], text: text[lang], ...(link ? link(i) : {}) }));

const N = BRAND.name;

const home = pages('/', (lang) => {
  const title = l('Fast, secure edge delivery for every application', '为每一个应用提供快速、安全的边缘分发', 'あらゆるアプリケーションに高速で安全なエッジ配信を', '모든 애플리케이션을 위한 빠르고 안전한 엣지 전송');
  const sub = l(`${N} runs 2,800+ points of presence that accelerate, protect and compute for the world's busiest sites.`, `${N} 在全球运营 2,800 多个节点，为最繁忙的网站提供加速、防护与计算。`, `${N} は 2,800 以上の PoP で世界有数のサイトを高速化・保護・演算します。`, `${N}는 2,800개 이상의 PoP로 세계에서 가장 바쁜 사이트를 가속하고 보호하며 연산합니다.`);
  const services = l('What we do', '我们的服务', '提供サービス', '서비스');
  return {
    name: title[lang],
    desc: sub[lang],
    modules: [
      // The home store's banners (GET /home/banners) rotate after this slide; service/video modules come from /HOME/json-modules.
      hero(title[lang], sub[lang], [P.startTrial[lang], '/free-trial/'], [], 'home'),
      { name: services[lang], type: 'homeModules', details: { belongType: 'HOME' } },
      stats(P.byTheNumbers[lang], [...FAMILIES.web.stats.slice(0, 2), FAMILIES.security.stats[0]].map((x) => ({ value: x.value, label: x.label[lang] }))),
      newsList(P.latestBlog[lang], 'BLOG', { pageSize: 3, paginate: false }),
      cta(lang),
    ],
  };
});

const COMPANY = {
  about: [
    [l('Founded for the edge', '为边缘而生', 'エッジのために創業', '엣지를 위해 설립'), l(`${N} started in 2000 with one idea: move content and logic closer to people.`, `${N} 创立于 2000 年，理念只有一个：让内容与逻辑更靠近用户。`, `${N} は 2000 年、コンテンツとロジックを人の近くへという発想から始まりました。`, `${N}는 2000년, 콘텐츠와 로직을 사람 가까이로 옮긴다는 생각으로 시작했습니다.`)],
    [l('Global and local', '全球化与本地化', 'グローバルかつローカル', '글로벌이자 로컬'), l('14 offices and 10 R&D centres run a network that reaches 70+ countries and regions.', '14 个办公室与 10 个研发中心运营着覆盖 70 多个国家和地区的网络。', '14 のオフィスと 10 の研究開発拠点が 70 以上の国と地域に届くネットワークを運用しています。', '14개 사무소와 10개 R&D 센터가 70개 이상의 국가와 지역에 닿는 네트워크를 운영합니다.')],
    [l('Engineering first', '工程驱动', 'エンジニアリング第一', '엔지니어링 우선'), l('More than half of our people build and operate the platform.', '超过一半的员工负责构建与运营平台。', '社員の半数以上がプラットフォームを開発・運用しています。', '직원의 절반 이상이 플랫폼을 만들고 운영합니다.')],
  ] as Array<[L, L]>,
  why: [
    [l('Reach China and emerging markets', '触达中国与新兴市场', '中国と新興市場に届く', '중국과 신흥 시장 도달'), l('Licensed delivery inside mainland China plus dense coverage in Southeast Asia, the Middle East and Africa.', '在中国大陆合规分发，并在东南亚、中东与非洲密集覆盖。', '中国本土でのライセンス配信と、東南アジア・中東・アフリカの高密度カバレッジ。', '중국 본토의 허가된 전송과 동남아, 중동, 아프리카의 촘촘한 커버리지.')],
    [l('One platform, one contract', '一个平台，一份合同', '1 つの基盤、1 つの契約', '하나의 플랫폼, 하나의 계약'), l('Delivery, security and edge compute share one console, one API and one bill.', '分发、安全与边缘计算共用一个控制台、一套 API 与一张账单。', '配信・セキュリティ・エッジ演算を 1 つのコンソール・API・請求で。', '전송, 보안, 엣지 컴퓨팅이 하나의 콘솔, API, 청구서를 공유합니다.')],
    [l('People who pick up', '随时响应的团队', 'すぐ応答するチーム', '바로 응답하는 사람들'), l('Named engineers, 24/7, in your language and time zone.', '专属工程师 7×24 小时以您的语言与时区提供支持。', '専任エンジニアが 24 時間、あなたの言語とタイムゾーンで対応します。', '전담 엔지니어가 연중무휴로 여러분의 언어와 시간대에 맞춰 지원합니다.')],
  ] as Array<[L, L]>,
};

const company = [
  ...home,
  ...simple(`/about-${BRAND.slug}/`, l(`About ${N}`, `关于 ${N}`, `${N} について`, `${N} 소개`), l('The edge platform trusted by broadcasters, banks and game studios since 2000.', '自 2000 年起深受广电、银行与游戏公司信赖的边缘平台。', '2000 年から放送局・銀行・ゲーム会社に選ばれてきたエッジ基盤。', '2000년부터 방송사, 은행, 게임사가 신뢰해 온 엣지 플랫폼.'), (lang) => [
    features(l('Our story', '我们的故事', '私たちの歩み', '우리의 이야기')[lang], t(COMPANY.about, lang)),
    stats(P.byTheNumbers[lang], [...FAMILIES.web.stats.slice(0, 2), FAMILIES.security.stats[1]].map((x) => ({ value: x.value, label: x.label[lang] }))),
    features(l('Learn more about us', '进一步了解我们', '私たちについてさらに', '더 알아보기')[lang], [
      { title: l('Company', '公司介绍', '会社概要', '회사 개요')[lang], url: '/about/company/' },
      { title: l('Certifications', '合规认证', '認証', '인증')[lang], url: '/certifications/' },
      { title: l('Global network', '全球网络', 'グローバルネットワーク', '글로벌 네트워크')[lang], url: '/global-network-map/' },
      { title: l('Newsroom', '新闻中心', 'ニュースルーム', '뉴스룸')[lang], url: '/news/' },
    ], { columns: 4 }),
    cta(lang, 'contact'),
  ]),
  ...simple(`/why-${BRAND.slug}/`, l(`Why ${N}`, `为什么选择 ${N}`, `${N} が選ばれる理由`, `${N}를 선택하는 이유`), l('Three reasons global brands move their traffic to us.', '全球品牌将流量迁移给我们的三个理由。', 'グローバルブランドがトラフィックを移す 3 つの理由。', '글로벌 브랜드가 트래픽을 옮기는 세 가지 이유.'), (lang) => [
    features(P.benefits[lang], t(COMPANY.why, lang)),
    newsList(P.relatedCases[lang], 'CASE_STUDY', { pageSize: 3, paginate: false }),
    cta(lang),
  ], [P.startTrial, '/free-trial/']),
  ...simple('/about/company/', l('Company overview', '公司概况', '会社概要', '회사 개요'), l('Leadership, offices and the principles we work by.', '管理团队、办公地点与我们的工作原则。', '経営陣、拠点、そして私たちの行動指針。', '경영진, 사무소, 그리고 우리의 원칙.'), (lang) => [
    richText(P.overview[lang], html(
      [l('Mission', '使命', 'ミッション', '미션')[lang], l('Make every online experience fast and safe, wherever people are.', '无论用户身在何处，都让每一次在线体验快速而安全。', 'どこにいても、すべてのオンライン体験を速く安全に。', '어디에 있든 모든 온라인 경험을 빠르고 안전하게.')[lang]],
      [l('Headquarters', '总部', '本社', '본사')[lang], l('Singapore, with regional hubs in Frankfurt, Los Angeles, Shanghai, Seoul and Tokyo.', '总部位于新加坡，并在法兰克福、洛杉矶、上海、首尔与东京设有区域中心。', 'シンガポール本社、フランクフルト・ロサンゼルス・上海・ソウル・東京に地域拠点。', '싱가포르 본사와 프랑크푸르트, 로스앤젤레스, 상하이, 서울, 도쿄의 지역 거점.')[lang]],
      [l('Principles', '原则', '行動指針', '원칙')[lang], l('Customers first, measure everything, and own the outcome.', '客户至上、一切可度量、对结果负责。', '顧客第一、すべてを計測し、結果に責任を持つ。', '고객 우선, 모든 것을 측정, 결과에 책임.')[lang]],
    )),
    cta(lang, 'contact'),
  ]),
  ...simple('/contact/office/', l('Our offices', '办公地点', 'オフィス所在地', '사무소 안내'), l('Visit or call the team nearest to you.', '拜访或致电离您最近的团队。', '最寄りのチームへお越しいただくか、お電話ください。', '가장 가까운 팀을 방문하거나 전화하세요.'), (lang) => [
    features(l('Regional offices', '区域办公室', '地域オフィス', '지역 사무소')[lang], [
      { title: l('Singapore (HQ)', '新加坡（总部）', 'シンガポール（本社）', '싱가포르(본사)')[lang], text: '1 Harbourfront Avenue, #12-01, Singapore 098632' },
      { title: l('Frankfurt', '法兰克福', 'フランクフルト', '프랑크푸르트')[lang], text: 'Mainzer Landstraße 50, 60325 Frankfurt am Main' },
      { title: l('Los Angeles', '洛杉矶', 'ロサンゼルス', '로스앤젤레스')[lang], text: '600 Wilshire Blvd, Suite 900, Los Angeles, CA 90017' },
      { title: l('Seoul', '首尔', 'ソウル', '서울')[lang], text: '152 Teheran-ro, Gangnam-gu, Seoul 06236' },
      { title: l('Tokyo', '东京', '東京', '도쿄')[lang], text: '2-7-1 Marunouchi, Chiyoda-ku, Tokyo 100-0005' },
      { title: l('Shanghai', '上海', '上海', '상하이')[lang], text: '1 Century Avenue, Pudong, Shanghai 200120' },
    ]),
    cta(lang, 'contact'),
  ]),
  ...simple('/career/fraudulent-job-offers-alert/', l('Fraudulent job offers alert', '虚假招聘信息提醒', '偽の求人に関する注意喚起', '허위 채용 제안 주의 안내'), l(`Scammers pretend to recruit for ${N}. Here is how to recognise them.`, `有不法分子冒充 ${N} 招聘，请注意识别。`, `${N} の採用を装う詐欺にご注意ください。見分け方を紹介します。`, `${N} 채용을 사칭하는 사기에 주의하세요. 구별하는 방법을 안내합니다.`), (lang) => [
    richText(l('How to stay safe', '如何防范', '身を守るために', '안전 수칙')[lang], html(
      [l('We never ask for money', '我们绝不收取费用', '金銭を求めることはありません', '금전을 요구하지 않습니다')[lang], l('No fee, deposit or equipment purchase is ever part of our hiring.', '我们的招聘流程绝不涉及任何费用、押金或设备购买。', '採用過程で手数料・保証金・機材購入を求めることはありません。', '채용 과정에서 수수료, 보증금, 장비 구매를 요구하지 않습니다.')[lang]],
      [l('Official channels only', '仅限官方渠道', '公式チャネルのみ', '공식 채널만 이용')[lang], l(`Offers come from an @${BRAND.slug}.example address after interviews with our team.`, `录用通知仅在面试后通过 @${BRAND.slug}.example 邮箱发出。`, `内定は面接後に @${BRAND.slug}.example のアドレスからのみ送られます。`, `합격 통지는 면접 후 @${BRAND.slug}.example 주소로만 발송됩니다.`)[lang]],
      [l('Report it', '举报', '報告する', '신고하기')[lang], l('If in doubt, forward the message to our team through the contact page.', '如有疑问，请通过联系我们页面转发相关信息。', '不審な場合はお問い合わせページからお知らせください。', '의심스러우면 문의 페이지를 통해 메시지를 전달해 주세요.')[lang]],
    )),
    cta(lang, 'contact'),
  ]),
  ...simple('/certifications/', l('Certifications and compliance', '认证与合规', '認証とコンプライアンス', '인증 및 규정 준수'), l('Independent audits of how we protect your data and traffic.', '独立审计验证我们如何保护您的数据与流量。', 'データとトラフィックの保護を第三者監査で証明しています。', '데이터와 트래픽 보호 방식을 독립 감사로 검증합니다.'), (lang) => [
    features(l('Our certifications', '我们的认证', '取得済みの認証', '보유 인증')[lang], [
      { title: 'ISO/IEC 27001', text: l('Information security management across all operations.', '覆盖全部运营的信息安全管理体系。', '全業務を対象とした情報セキュリティマネジメント。', '전체 운영에 걸친 정보보호 관리체계.')[lang] },
      { title: 'SOC 2 Type II', text: l('Security, availability and confidentiality controls, audited yearly.', '每年审计的安全性、可用性与保密性控制。', '毎年監査されるセキュリティ・可用性・機密性の統制。', '매년 감사받는 보안, 가용성, 기밀성 통제.')[lang] },
      { title: 'PCI DSS v4.0', text: l('Level 1 service provider for cardholder data in transit.', '传输中持卡人数据的一级服务提供商。', '伝送中のカード会員データに関するレベル 1 サービスプロバイダ。', '전송 중 카드 소지자 데이터에 대한 레벨 1 서비스 제공자.')[lang] },
      { title: 'CSA STAR', text: l('Cloud security controls published in the STAR registry.', '云安全控制已在 STAR 注册表公开。', 'クラウドセキュリティ統制を STAR レジストリで公開。', '클라우드 보안 통제를 STAR 레지스트리에 공개.')[lang] },
    ], { columns: 4 }),
    cta(lang, 'contact'),
  ]),
  ...simple('/support/', l('Support', '技术支持', 'サポート', '기술 지원'), l('Help from engineers around the clock, and answers you can find yourself.', '工程师全天候支持，也可自助查找答案。', 'エンジニアが 24 時間対応。自分で答えを探すこともできます。', '엔지니어가 24시간 지원하며, 스스로 답을 찾을 수도 있습니다.'), (lang) => [
    features(l('How can we help?', '需要什么帮助？', 'どのようにお手伝いできますか？', '무엇을 도와드릴까요?')[lang], [
      { title: l('Documentation', '文档中心', 'ドキュメント', '문서')[lang], text: l('Guides, API references and tutorials.', '指南、API 参考与教程。', 'ガイド、API リファレンス、チュートリアル。', '가이드, API 레퍼런스, 튜토리얼.')[lang], url: BRAND.docsUrl, linkText: l('Read the documentation', '阅读文档', 'ドキュメントを読む', '문서 읽기')[lang] },
      { title: l('Console', '控制台', 'コンソール', '콘솔')[lang], text: l('Open a ticket and follow it in real time.', '提交工单并实时跟进。', 'チケットを起票し、進捗をリアルタイムで確認。', '티켓을 열고 실시간으로 확인하세요.')[lang], url: BRAND.consoleUrl, linkText: l('Open a ticket in the console', '在控制台提交工单', 'コンソールでチケットを起票', '콘솔에서 티켓 열기')[lang] },
      { title: l('Call us', '致电我们', 'お電話', '전화 문의')[lang], text: l(`24/7 hotline ${BRAND.telephone}`, `7×24 热线 ${BRAND.telephone}`, `24 時間ホットライン ${BRAND.telephone}`, `24시간 핫라인 ${BRAND.telephone}`)[lang], url: '/contact/', linkText: P.contactSales[lang] },
    ]),
  ]),
  ...simple('/partnership/', l('Partner program', '合作伙伴计划', 'パートナープログラム', '파트너 프로그램'), l('Grow with us as a referral partner, reseller or distributor.', '以推荐伙伴、经销商或分销商身份与我们共同成长。', '紹介パートナー、リセラー、ディストリビューターとして共に成長しましょう。', '추천 파트너, 리셀러, 총판으로 함께 성장하세요.'), (lang) => [
    features(l('Ways to partner', '合作方式', 'パートナーの種類', '파트너 유형')[lang], [
      { title: l('Referral Partner', '推荐合作伙伴', '紹介パートナー', '추천 파트너')[lang], text: l('Introduce customers and earn a commission on every deal.', '推荐客户，每笔成交均可获得佣金。', '顧客を紹介し、成約ごとに報酬を得られます。', '고객을 소개하고 거래마다 수수료를 받으세요.')[lang] },
      { title: l('Reseller', '经销商', 'リセラー', '리셀러')[lang], text: l('Sell our services under your contract with partner pricing.', '以合作伙伴价格在您的合同下销售我们的服务。', 'パートナー価格で自社契約のもと販売できます。', '파트너 가격으로 자사 계약을 통해 판매하세요.')[lang] },
      { title: l('Distributor', '分销商', 'ディストリビューター', '총판')[lang], text: l('Build a regional channel with Select, Advanced and Premier tiers.', '通过 Select、Advanced 与 Premier 等级建立区域渠道。', 'Select・Advanced・Premier の各ティアで地域チャネルを構築。', 'Select, Advanced, Premier 등급으로 지역 채널을 구축하세요.')[lang] },
    ]),
    leadForm(l('Apply to become a partner', '申请成为合作伙伴', 'パートナーに応募する', '파트너 신청')[lang], 'partner'),
  ]),
  ...simple('/homepage-ko/', l(`${N} Korea`, `${N} 韩国`, `${N} 韓国`, `${N} 코리아`), l('Media, security and delivery services built for Korean broadcasters and platforms.', '为韩国广电与平台打造的媒体、安全与分发服务。', '韓国の放送局とプラットフォームのためのメディア・セキュリティ・配信サービス。', '한국 방송사와 플랫폼을 위한 미디어, 보안, 전송 서비스.'), (lang) => [
    features(l('Media services in Korea', '韩国媒体服务', '韓国のメディアサービス', '국내 미디어 서비스')[lang], PRODUCTS.filter((p) => p.only === 'KO_KR').map((p) => ({ title: p.name[lang], text: p.tagline[lang], ...(lang === 'KO_KR' ? { url: p.path, linkText: learnMoreAbout(p.name)[lang] } : {}) }))),
    stats(P.byTheNumbers[lang], FAMILIES.media.stats.map((x) => ({ value: x.value, label: x.label[lang] }))),
    cta(lang, 'contact'),
  ], [P.contactSales, '/contact/']),
  ...simple('/igaming/', l('iGaming', 'iGaming', 'iGaming', 'iGaming'), l('Low-latency, compliant delivery and DDoS defence for betting and casino platforms.', '为博彩与娱乐平台提供低延时、合规的分发与 DDoS 防护。', 'ベッティング・カジノ基盤向けの低遅延で準拠した配信と DDoS 防御。', '베팅 및 카지노 플랫폼을 위한 저지연, 규정 준수 전송과 DDoS 방어.'), (lang) => [
    features(P.capabilities[lang], [FAMILIES.media.features[1], FAMILIES.security.features[1], FAMILIES.web.features[1]].map((x) => ({ title: x.title[lang], text: x.text[lang] }))),
    features(l('Meet us at iGaming Live 2025', '相约 iGaming Live 2025', 'iGaming Live 2025 でお会いしましょう', 'iGaming Live 2025에서 만나요')[lang], [{ title: 'iGaming Live 2025', text: l('Book a meeting with our team on the show floor.', '预约在展会现场与我们的团队会面。', '会場で私たちのチームとの面談を予約できます。', '전시장에서 저희 팀과의 미팅을 예약하세요.')[lang], url: '/events/igaming-live-2025/', linkText: l('Book a meeting at iGaming Live 2025', '预约 iGaming Live 2025 会面', 'iGaming Live 2025 の面談を予約', 'iGaming Live 2025 미팅 예약')[lang] }], { columns: 2 }),
    cta(lang),
  ], [P.startTrial, '/free-trial/']),
];

export function companyPages(): SeedEntry[] {
  return company;
}
