import type { L, Lang } from '../../types';

/** Text in the languages a page is seeded in: all four, or English (for maintainers) and Korean on Korean-only pages. */
export type T = L | Pick<L, 'EN_US' | 'KO_KR'>;

/** What a product page says that no other page says: its capabilities, figures, use cases and questions. */
export interface ProductFacts {
  features: Array<[title: T, text: T]>;
  stats: Array<[value: string, label: T]>;
  uses: Array<[title: T, text: T]>;
  faq: Array<[question: T, answer: T]>;
}

/** English and Korean only, for the Korean-only products (never seeded in Chinese or Japanese). */
export const ek = (EN_US: string, KO_KR: string): T => ({ EN_US, KO_KR });

/** The text in `lang`; a missing language is a seed bug, so it throws rather than rendering nothing. */
export function tr(text: T, lang: Lang): string {
  const value = (text as Partial<L>)[lang];
  if (value === undefined) throw new Error(`seed text "${text.EN_US}" has no ${lang} version`);
  return value;
}
