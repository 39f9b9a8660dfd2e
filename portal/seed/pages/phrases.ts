import { BRAND } from '../../../contract/brand';
import { l, type L } from '../types';

/** Words the seeded pages share (buttons, section names), in the four languages. */
export const P = {
  startTrial: l('Start free trial', '免费试用', '無料トライアルを開始', '무료 체험 시작'),
  contactSales: l('Contact sales', '联系销售', '営業に問い合わせる', '영업팀 문의'),
  getStarted: l('Get started', '立即开始', 'はじめる', '시작하기'),
  ctaTitle: l(`Put ${BRAND.name} to work on your traffic`, `让 ${BRAND.name} 为您的业务流量保驾护航`, `${BRAND.name} をあなたのトラフィックで試す`, `${BRAND.name}를 실제 트래픽으로 경험해 보세요`),
  trialTerms: l('Free for 14 days, no credit card needed.', '14 天免费试用，无需信用卡。', '14 日間無料、クレジットカードは不要です。', '14일 무료, 신용카드가 필요 없습니다.'),
  talkToUs: l('Talk to us', '联系我们', 'お問い合わせ', '문의하기'),
  talkTitle: l('Questions? Our engineers are ready to help', '有疑问？我们的工程师随时为您解答', 'ご質問はエンジニアがお答えします', '궁금한 점은 엔지니어가 답해 드립니다'),
  talkText: l('Tell us about your project and we will reply within one business day.', '告诉我们您的项目需求，我们将在一个工作日内回复。', 'プロジェクトの内容をお知らせください。1 営業日以内にご連絡します。', '프로젝트에 대해 알려 주시면 영업일 기준 하루 안에 답변드립니다.'),
  capabilities: l('Key capabilities', '核心能力', '主な機能', '핵심 기능'),
  benefits: l('What you gain', '您将获得', '導入のメリット', '도입 효과'),
  byTheNumbers: l('By the numbers', '数据一览', '数字で見る', '숫자로 보기'),
  latestBlog: l('From the blog', '博客精选', 'ブログ', '블로그 소식'),
  relatedCases: l('Customer stories', '客户案例', '導入事例', '고객 사례'),
  overview: l('Overview', '概览', '概要', '개요'),
  goHome: l('Back to the homepage', '返回首页', 'ホームに戻る', '홈으로 돌아가기'),
  readBlog: l('Read the blog', '阅读博客', 'ブログを読む', '블로그 읽기'),
};

/** Link text naming its destination: search engines and screen-reader link lists reject a bare "Learn more" (Lighthouse link-text). */
export const learnMoreAbout = (title: L) => l(`Learn more about ${title.EN_US}`, `了解${title.ZH_CN}`, `${title.JA_JP}の詳細を見る`, `${title.KO_KR} 알아보기`);
