import type { PageData, WebInfo } from '../api-client';
import type { SeoFields } from '../api-client/seo';
import type { Locale } from '../contract/locales';
import type { BuilderEditing } from '../builder/editing';
import type { RenderableModule } from '../registry/types';
import type { ShellData } from '../shell/shell-data';

export type { ShellData };

/** The page's props as getServerSideProps returns them: a plain types file, so components name them without importing server code. */
export interface PageProps {
  locale: Locale;
  /** Locale-free path of this page, for hreflang and the language switcher. */
  path: string;
  /** Absolute site origin for canonical and hreflang links (SITE_URL, else this request's host). */
  origin: string;
  preview: boolean;
  /** The visitor's user agent is a phone or tablet browser. */
  isMobile: boolean;
  web: WebInfo | null;
  /** Site-wide SEO defaults (GET /seoCommon/default) for pages without their own description or keywords. */
  seoDefault: SeoFields | null;
  shell: ShellData;
  page: Pick<PageData, 'name' | 'desc' | 'seo' | 'type' | 'code' | 'languages'> | null;
  modules: RenderableModule[];
  error: { status: number; message: string } | null;
  /** Only on Builder editing and preview requests: what the browser needs to update the page as the editor types. */
  builder?: BuilderEditing;
}
