import { BRAND } from '../../contract/brand';

/** Old or vanity paths that redirect (POST /mapping); targets are always paths on this site. */
export const MAPPINGS: Array<{ linkUri: string; target: string }> = [
  { linkUri: '/about', target: `/about-${BRAND.slug}/` },
  { linkUri: '/trial', target: '/free-trial/' },
  { linkUri: '/about/', target: `/about-${BRAND.slug}/` },
  { linkUri: '/trial/', target: '/free-trial/' },
  { linkUri: '/company/about-us/', target: `/about-${BRAND.slug}/` },
  { linkUri: '/products/waf/', target: '/cloud-security/web-application-firewall/' },
  { linkUri: '/products/ddos-protection/', target: '/cloud-security/flood-shield/' },
  { linkUri: '/solutions/gaming/', target: '/solutions/online-gaming/' },
  { linkUri: '/resources/case-studies/', target: '/case-study/' },
  { linkUri: '/blog/category/security/', target: '/blog/cloud-security/' },
  { linkUri: '/network/', target: '/global-network-map/' },
  { linkUri: '/docs/home/', target: '/docs/' },
  { linkUri: '/careers/fraud-alert/', target: '/career/fraudulent-job-offers-alert/' },
];
