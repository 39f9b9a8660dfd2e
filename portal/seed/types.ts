import type { Lang } from '../../contract/langs';

export type { Lang };
/** A value in each of the four languages. */
export type L<T = string> = Record<Lang, T>;

export interface SeedEntry {
  kind: 'page' | 'news' | 'site';
  type: string;
  code: string;
  lang: Lang;
  title?: string;
  summary?: string;
  body?: string;
  tag?: string;
  data?: Record<string, unknown>;
  draft?: Record<string, unknown> | null;
  published?: boolean;
  sort?: number;
  publishedAt?: string;
}

export interface SeedDocNode {
  id: number;
  lang: Lang;
  parentId: number | null;
  type: 'DIRECTORY' | 'DOCUMENT';
  name: string;
  pageCode: string;
  productCode?: string;
  category?: string;
  tag?: string;
  nested?: boolean;
  sort?: number;
  content?: string;
  data?: Record<string, unknown>;
  updateTime?: string;
}

export interface SeedCountry {
  code: string;
  lang: Lang;
  name: string;
  regions: string[];
  sort: number;
}

export interface Seed {
  entries: SeedEntry[];
  docNodes: SeedDocNode[];
  countries: SeedCountry[];
  mappings: Array<{ linkUri: string; target: string }>;
}

export const LANG_LIST: Lang[] = ['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR'];

/** One entry per language, built from a function of the language. */
export function perLang(build: (lang: Lang) => SeedEntry | SeedEntry[]): SeedEntry[] {
  return LANG_LIST.flatMap((lang) => build(lang));
}

/** A translated text from its four renderings, in the order EN, ZH, JA, KO (keeps seed tables one row per item). */
export function l(EN_US: string, ZH_CN: string, JA_JP: string, KO_KR: string): L {
  return { EN_US, ZH_CN, JA_JP, KO_KR };
}
