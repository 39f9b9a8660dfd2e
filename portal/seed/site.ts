import { BRAND } from '../../contract/brand';
import { l, type L, type SeedEntry } from './types';
import { site } from './site-doc';
import { footerLinks, menus } from './site-menus';
import { homeSiteEntries } from './site-home';
import { treeSiteEntries } from './site-trees';
import { seoSiteEntries } from './site-seo';

const copyright: L = {
  EN_US: `Copyright © 2000-2025 ${BRAND.name}. All rights reserved.`,
  ZH_CN: `版权所有 © 2000-2025 ${BRAND.name}。保留所有权利。`,
  JA_JP: `Copyright © 2000-2025 ${BRAND.name}. 無断転載を禁じます。`,
  KO_KR: `Copyright © 2000-2025 ${BRAND.name}. 모든 권리 보유.`,
};

/** The top advertisement banner announces the broadcast show; the shell hides it on that event's own page. */
const topBanner = {
  text: l(
    'Meet us at IBC 2025, booth 5.C41: see low-latency streaming live.',
    '欢迎莅临 IBC 2025 展会 5.C41 展位，现场体验低延时直播。',
    'IBC 2025 のブース 5.C41 で低遅延ストリーミングを体験してください。',
    'IBC 2025 5.C41 부스에서 저지연 스트리밍을 직접 확인하세요.',
  ),
  linkText: l('Book a meeting', '预约会面', 'ミーティングを予約', '미팅 예약'),
};

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
    ...site('header', (lang) => ({
      telephone: BRAND.telephone,
      topBanner: {
        id: 1,
        text: topBanner.text[lang],
        linkText: topBanner.linkText[lang],
        url: '/events/ibc-2025/',
        image: '/images/icons/event.svg',
      },
    })),
    ...site('menus', (lang) => menus(lang)),
    ...site('footer', (lang) => footerLinks(lang)),
    ...homeSiteEntries(),
    ...treeSiteEntries(),
    ...seoSiteEntries(),
  ];
}
