/** The four content languages. The renderer's locale codes live in i18n/; this is the API's view. */
export const LANGS = ['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR'] as const;
export type Lang = (typeof LANGS)[number];
