import type { FooterLink, FrontUser, HeaderData, MenuItem } from '../api-client';

/** What the page shell (header, footer, banners) shows; each part is null/empty when its document is missing. */
export interface ShellData {
  /** Menu filtered for the locale, internal urls locale-prefixed. */
  menus: MenuItem[];
  header: HeaderData | null;
  footer: FooterLink[];
  user: FrontUser | null;
  showTopBanner: boolean;
}
