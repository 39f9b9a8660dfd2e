import { perLang, type Lang, type SeedEntry } from './types';

/** A site document (kind 'site', code ''), one row per language. */
export const site = (type: string, data: (lang: Lang) => unknown): SeedEntry[] =>
  perLang((lang) => ({ kind: 'site', type, code: '', lang, data: data(lang) as Record<string, unknown> }));
