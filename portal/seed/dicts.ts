import { l, type L, type Lang, type SeedEntry, perLang } from './types';

/**
 * Dictionaries behind GET /dicts/{category}: form options (industry codes, bands, partner types and tiers,
 * feedback types, free-trial products) and the tag lists of blog, case studies, glossary and resources.
 * Codes are what forms store and what content rows use as tags; names are translated.
 */
interface Option {
  code: string;
  name: L;
  children?: Option[];
}

const same = (text: string): L => l(text, text, text, text);
const opt = (code: string, name: L, children?: Option[]): Option => ({ code, name, ...(children ? { children } : {}) });

export const INDUSTRY_CODES = ['2B', '8B', '5A', '2C', '3A', '6C', '6D', '7C', '2A', '6E', '9A', '9B', '4B', '6F', '9D', '6H', '9E'] as const;

const industry: Option[] = [
  opt('2B', l('Advertising / Marketing', '广告 / 营销', '広告・マーケティング', '광고 / 마케팅')),
  opt('8B', l('Education', '教育', '教育', '교육')),
  opt('5A', l('Finance', '金融', '金融', '금융')),
  opt('2C', l('Gambling', '博彩', 'ギャンブル', '갬블링')),
  opt('3A', l('Gaming', '游戏', 'ゲーム', '게임')),
  opt('6C', l('Government', '政府', '政府・公共機関', '정부')),
  opt('6D', l('Health Care', '医疗健康', 'ヘルスケア', '헬스케어')),
  opt('7C', l('IT Service', 'IT 服务', 'IT サービス', 'IT 서비스')),
  opt('2A', l('Media / Entertainment', '媒体 / 娱乐', 'メディア・エンターテインメント', '미디어 / 엔터테인먼트')),
  opt('6E', l('Non-profit', '非营利组织', '非営利団体', '비영리 단체')),
  opt('9A', l('Manufacturing', '制造业', '製造業', '제조업')),
  opt('9B', l('Oil / Gas / Energy', '石油 / 天然气 / 能源', '石油・ガス・エネルギー', '석유 / 가스 / 에너지')),
  opt('4B', l('Retail / eCommerce', '零售 / 电子商务', '小売・EC', '소매 / 전자상거래')),
  opt('6F', l('Telco / Hosting / MSP', '电信 / 托管 / MSP', '通信・ホスティング・MSP', '통신 / 호스팅 / MSP')),
  opt('9D', l('Travel', '旅游', '旅行', '여행')),
  opt('6H', l('Publication', '出版', '出版', '출판')),
  opt('9E', l('Others', '其他', 'その他', '기타')),
];

/** Numeric bands read the same in every language except the open-ended top band. */
const band = (codes: string[], label: (code: string) => string, last: L): Option[] =>
  codes.map((code, i) => opt(code, i === codes.length - 1 ? last : same(label(code))));

const dollars = (code: string) => `$${code.replace('-', ' - $')}`;
const annualRevenue = band(['0-100K', '100K-500K', '500K-2M', '2M-5M', '5M-10M', '10M+'], dollars,
  l('$10M+', '1000 万美元以上', '1,000 万ドル以上', '1,000만 달러 이상'));
const employees = band(['1-50', '50-100', '100-500', '500-1000', '1000+'], (c) => c, l('1000+', '1000 人以上', '1,000 人以上', '1,000명 이상'));
const salesReps = band(['1-5', '5-15', '15-25', '25+'], (c) => c, l('25+', '25 人以上', '25 人以上', '25명 이상'));

const partnerType = [
  opt('referral', l('Referral Partner', '推荐合作伙伴', '紹介パートナー', '추천 파트너')),
  opt('reseller', l('Reseller', '经销商', 'リセラー', '리셀러')),
  opt('distributor', l('Distributor', '分销商', 'ディストリビューター', '디스트리뷰터')),
];
const partnerTier = [
  opt('select', l('Select', '精选级', 'セレクト', '셀렉트')),
  opt('advanced', l('Advanced', '高级', 'アドバンスト', '어드밴스드')),
  opt('premier', l('Premier', '顶级', 'プレミア', '프리미어')),
];

const feedbackType = [
  opt('content-error', l('Content error', '内容错误', '内容に誤りがある', '내용 오류')),
  opt('outdated', l('Update not timely / not the latest version', '更新不及时 / 非最新版本', '更新が遅い・最新版ではない', '업데이트 지연 / 최신 버전 아님')),
  opt('link-error', l('Link error', '链接错误', 'リンクエラー', '링크 오류')),
  opt('missing-example', l('Missing code or image example', '缺少代码或图片示例', 'コードや画像の例がない', '코드 또는 이미지 예시 누락')),
  opt('too-simple', l('Too simple / steps incomplete', '过于简单 / 步骤不完整', '説明が簡単すぎる・手順が不十分', '너무 간단함 / 단계 누락')),
  opt('other', l('Other', '其他', 'その他', '기타')),
];

const productInterest = [
  opt('media-delivery', l('Media Delivery', '媒体分发', 'メディア配信', '미디어 전송'), [
    opt('live-broadcast', l('Live broadcast acceleration', '直播加速', 'ライブ配信アクセラレーション', '라이브 방송 가속')),
    opt('low-latency', l('Low-latency streaming', '低延时直播', '低遅延ストリーミング', '저지연 스트리밍')),
    opt('vod', l('VOD acceleration', '点播加速', 'VOD アクセラレーション', 'VOD 가속')),
  ]),
  opt('web-performance', l('Web Performance', 'Web 性能', 'Web パフォーマンス', '웹 성능'), [
    opt('content-acceleration', l('Content acceleration', '内容加速', 'コンテンツアクセラレーション', '콘텐츠 가속')),
    opt('dynamic-acceleration', l('Dynamic web acceleration', '动态加速', 'ダイナミック Web アクセラレーション', '동적 웹 가속')),
    opt('cdn-pro', l('CDN Pro', 'CDN Pro', 'CDN Pro', 'CDN Pro')),
  ]),
  opt('cloud-security', l('Cloud Security', '云安全', 'クラウドセキュリティ', '클라우드 보안'), [
    opt('waf', l('Web application firewall', 'Web 应用防火墙', 'Web アプリケーションファイアウォール', '웹 애플리케이션 방화벽')),
    opt('bot', l('Bot protection', 'Bot 防护', 'ボット対策', '봇 방어')),
    opt('ddos', l('DDoS protection', 'DDoS 防护', 'DDoS 対策', 'DDoS 방어')),
    opt('api', l('API protection', 'API 防护', 'API 保護', 'API 보호')),
  ]),
  opt('enterprise-application', l('Enterprise Application', '企业应用', 'エンタープライズアプリケーション', '엔터프라이즈 애플리케이션'), [
    opt('esa', l('Enterprise secure access', '企业安全访问', 'エンタープライズセキュアアクセス', '엔터프라이즈 보안 액세스')),
    opt('e-connect', l('E-Connect private network', 'E-Connect 专线网络', 'E-Connect プライベートネットワーク', 'E-Connect 전용 네트워크')),
  ]),
  opt('storage', l('Storage', '存储', 'ストレージ', '스토리지'), [
    opt('object-storage', l('Object storage', '对象存储', 'オブジェクトストレージ', '오브젝트 스토리지')),
    opt('edge-hosting', l('Edge computing hosting', '边缘计算托管', 'エッジコンピューティングホスティング', '엣지 컴퓨팅 호스팅')),
  ]),
  opt('other', l('Other', '其他', 'その他', '기타'), [
    opt('cloud-dns', l('Cloud DNS', '云解析 DNS', 'クラウド DNS', '클라우드 DNS')),
    opt('professional-services', l('Professional services', '专业服务', 'プロフェッショナルサービス', '전문 서비스')),
    opt('not-sure', l('Not sure yet', '尚未确定', 'まだ決めていない', '아직 미정')),
  ]),
];

export const BLOG_TAGS = ['Web Performance', 'Cloud Security', 'Media Delivery', 'Zero Trust', 'Other'] as const;
const blogTag = [
  opt('Web Performance', l('Web Performance', 'Web 性能', 'Web パフォーマンス', '웹 성능')),
  opt('Cloud Security', l('Cloud Security', '云安全', 'クラウドセキュリティ', '클라우드 보안')),
  opt('Media Delivery', l('Media Delivery', '媒体分发', 'メディア配信', '미디어 전송')),
  opt('Zero Trust', l('Zero Trust', '零信任', 'ゼロトラスト', '제로 트러스트')),
  opt('Other', l('Other', '其他', 'その他', '기타')),
];

export const CASE_STUDY_TAGS = ['media-entertainment', 'software-technology', 'manufacturing', 'travel-hospitality', 'freight-shipping', 'e-commerce', 'online-education', 'gaming', 'energy'] as const;
const caseStudyTag = [
  opt('all', l('All', '全部', 'すべて', '전체')),
  opt('media-entertainment', l('Media & Entertainment', '媒体与娱乐', 'メディア・エンターテインメント', '미디어 및 엔터테인먼트')),
  opt('software-technology', l('Software & Technology', '软件与科技', 'ソフトウェア・テクノロジー', '소프트웨어 및 기술')),
  opt('manufacturing', l('Manufacturing', '制造', '製造', '제조')),
  opt('travel-hospitality', l('Travel & Hospitality', '旅游与酒店', '旅行・ホスピタリティ', '여행 및 숙박')),
  opt('freight-shipping', l('Freight & Shipping', '货运与物流', '貨物・海運', '화물 및 운송')),
  opt('e-commerce', l('E-commerce', '电子商务', 'EC', '전자상거래')),
  opt('online-education', l('Online Education', '在线教育', 'オンライン教育', '온라인 교육')),
  opt('gaming', l('Gaming', '游戏', 'ゲーム', '게임')),
  opt('energy', l('Energy', '能源', 'エネルギー', '에너지')),
];

export const GLOSSARY_TAGS = ['content-delivery-network', 'edge-computing', 'media-delivery', 'security'] as const;
export const GLOSSARY_SUB_TAGS = ['DDoS', 'WAF', 'BOTS', 'API', 'ZERO TRUST', 'CYBER SECURITY'] as const;
const glossaryTag = [
  opt('glossary', l('Glossary', '术语表', '用語集', '용어집')),
  opt('content-delivery-network', l('Content Delivery Network', '内容分发网络', 'コンテンツデリバリーネットワーク', '콘텐츠 전송 네트워크')),
  opt('edge-computing', l('Edge Computing', '边缘计算', 'エッジコンピューティング', '엣지 컴퓨팅')),
  opt('media-delivery', l('Media Delivery', '媒体分发', 'メディア配信', '미디어 전송')),
  opt('security', l('Security', '安全', 'セキュリティ', '보안')),
];
const glossarySubTag = [
  opt('DDoS', same('DDoS')),
  opt('WAF', same('WAF')),
  opt('BOTS', l('Bots', '机器人流量', 'ボット', '봇')),
  opt('API', same('API')),
  opt('ZERO TRUST', l('Zero Trust', '零信任', 'ゼロトラスト', '제로 트러스트')),
  opt('CYBER SECURITY', l('Cyber Security', '网络安全', 'サイバーセキュリティ', '사이버 보안')),
];

const resourceCategory = [
  opt('brochures', l('Brochures', '产品手册', 'パンフレット', '브로슈어')),
  opt('videos', l('Videos', '视频', '動画', '동영상')),
  opt('reports', l('Reports', '报告', 'レポート', '보고서')),
  opt('webinars', l('Webinars', '网络研讨会', 'ウェビナー', '웨비나')),
  opt('datasheets', l('Datasheets', '产品规格说明', 'データシート', '데이터시트')),
  opt('ebooks', l('Ebooks', '电子书', '電子書籍', '전자책')),
  opt('infographics', l('Infographics', '信息图', 'インフォグラフィック', '인포그래픽')),
  opt('case-studies', l('Case Studies', '客户案例', '導入事例', '고객 사례')),
  opt('glossary', l('Glossary', '术语表', '用語集', '용어집')),
];

const learningPath = [
  opt('know', l('Get to know', '了解产品', '製品を知る', '제품 알아보기')),
  opt('start', l('Get started', '快速入门', 'はじめに', '시작하기')),
  opt('use', l('User guide', '使用指南', '利用ガイド', '사용 가이드')),
  opt('practice', l('Best practices', '最佳实践', 'ベストプラクティス', '모범 사례')),
  opt('development', l('Development', '开发指南', '開発ガイド', '개발 가이드')),
];

export const DICTS: Record<string, Option[]> = {
  industry, annualRevenue, employees, salesReps, partnerType, partnerTier, feedbackType, productInterest,
  caseStudyTag, glossaryTag, glossarySubTag, blogTag, resourceCategory, learningPath,
};

type Named = { code: string; name: string; children?: Named[] };
const render = (o: Option, lang: Lang): Named => ({ code: o.code, name: o.name[lang], ...(o.children ? { children: o.children.map((c) => render(c, lang)) } : {}) });

export function dictEntries(): SeedEntry[] {
  return perLang((lang) => ({
    kind: 'site',
    type: 'dicts',
    code: '',
    lang,
    data: Object.fromEntries(Object.entries(DICTS).map(([category, list]) => [category, list.map((o) => render(o, lang))])),
  }));
}
