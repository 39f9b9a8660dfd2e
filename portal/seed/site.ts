import { BRAND } from '../../i18n/brand';
import { perLang, type L, type SeedEntry } from './types';

const copyright: L = {
  EN_US: `Copyright © 2000-2025 ${BRAND.name}. All rights reserved.`,
  ZH_CN: `版权所有 © 2000-2025 ${BRAND.name}。保留所有权利。`,
  JA_JP: `Copyright © 2000-2025 ${BRAND.name}. 無断転載を禁じます。`,
  KO_KR: `Copyright © 2000-2025 ${BRAND.name}. 모든 권리 보유.`,
};

const site = (type: string, data: (lang: keyof L) => unknown): SeedEntry[] =>
  perLang((lang) => ({ kind: 'site', type, code: '', lang, data: data(lang) as Record<string, unknown> }));

export function siteEntries(): SeedEntry[] {
  return [
    ...site('website', () => ({
      logoUrl: '/images/logo.svg',
      iconUrl: '/favicon.svg',
      copyright: Object.entries(copyright).map(([languageCode, text]) => ({ languageCode, text })),
      siteLanguageList: [
        { name: 'English', value: 'EN_US', code: 'en' },
        { name: '简体中文', value: 'ZH_CN', code: 'cn' },
        { name: '日本語', value: 'JA_JP', code: 'ja' },
        { name: '한국어', value: 'KO_KR', code: 'ko' },
      ],
      defaultLanguage: 'EN_US',
    })),
  ];
}
