import type { NewsType } from '../listing';
import { LANG_LIST, l, type L, type Lang, type SeedEntry } from './types';
import { detailPath } from './news-types';
import { blogItems } from './news-blog';
import { pressItems } from './news-press';
import { caseStudyItems } from './news-cases';
import { glossaryItems } from './news-glossary';
import { resourceItems } from './news-resources';
import { keywordItems } from './news-keywords';

/**
 * News-like content (kind 'news'): one structured row per item with its text in four languages; the body is
 * rendered here as a short HTML article (lead, paragraphs, a list, a closing line per type).
 */
export interface NewsItem {
  type: NewsType;
  code: string;
  tag: string;
  title: L;
  summary: L;
  paragraphs: L[];
  points: L[];
  publishedAt: string;
  data?: Record<string, unknown>;
}

/** Closing line per type family, so every article ends with a next step in the reader's language. */
const CLOSING: Partial<Record<NewsType, L>> = {
  BLOG: l('Want to try it on your own traffic? Start a 14-day free trial, no credit card needed.',
    '想在自己的业务流量上试一试？立即开始 14 天免费试用，无需信用卡。',
    '自社のトラフィックで試してみませんか？クレジットカード不要の 14 日間無料トライアルをお試しください。',
    '직접 트래픽으로 확인해 보시겠어요? 신용카드 없이 14일 무료 체험을 시작하세요.'),
  CASE_STUDY: l('Talk to our solution architects to see what the same approach could do for you.',
    '联系我们的解决方案架构师，了解同样的方法能为您带来什么。',
    '同じアプローチで何ができるか、ソリューションアーキテクトにご相談ください。',
    '같은 방식으로 무엇을 얻을 수 있는지 솔루션 아키텍트와 상담하세요.'),
  GLOSSARY: l('Explore our documentation centre or contact us to learn how this applies to your stack.',
    '浏览文档中心或联系我们，了解它如何应用于您的技术栈。',
    'ドキュメントセンターをご覧いただくか、お問い合わせのうえ貴社環境への適用方法をご確認ください。',
    '문서 센터를 살펴보거나 문의하여 귀사 환경에 어떻게 적용되는지 알아보세요.'),
};
const DEFAULT_CLOSING = l('For more information, contact our team.', '如需了解更多信息，请联系我们的团队。', '詳しくは当社チームまでお問い合わせください。', '자세한 내용은 저희 팀에 문의하세요.');

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function articleHtml(item: NewsItem, lang: Lang): string {
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return [
    p(item.summary[lang]),
    ...item.paragraphs.map((x) => p(x[lang])),
    `<ul>${item.points.map((x) => `<li>${escapeHtml(x[lang])}</li>`).join('')}</ul>`,
    p((CLOSING[item.type] ?? DEFAULT_CLOSING)[lang]),
  ].join('\n');
}

const COVER: Partial<Record<NewsType, string>> = { CASE_STUDY: 'case-study', WHITE_PAPERS: 'white-papers', LONG_KEYWORDS: 'long-keywords' };

export function allNewsItems(): NewsItem[] {
  return [...blogItems, ...pressItems, ...caseStudyItems, ...glossaryItems, ...resourceItems, ...keywordItems];
}

export function newsEntries(): SeedEntry[] {
  return allNewsItems().flatMap((item, index) =>
    LANG_LIST.map((lang): SeedEntry => ({
      kind: 'news',
      type: item.type,
      code: item.code,
      lang,
      title: item.title[lang],
      summary: item.summary[lang],
      body: articleHtml(item, lang),
      tag: item.tag,
      sort: index,
      publishedAt: item.publishedAt,
      data: {
        image: `/images/covers/${COVER[item.type] ?? item.type.toLowerCase()}.svg`,
        ...item.data,
        url: detailPath(item.type, item.code),
      },
    })),
  );
}
