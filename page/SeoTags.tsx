import Head from 'next/head';
import { BRAND } from '../contract/brand';
import { HTML_LANG, localePath, type Locale } from '../contract/locales';
import { pageLocales } from '../shell/page-head/PageHead';
import type { PageProps } from './page-props';

/** Robots default to 'index, follow': pages are indexable unless their SEO fields say otherwise. */
export const DEFAULT_ROBOTS = 'index, follow';

const ogLocale = (locale: Locale) => HTML_LANG[locale].replace('-', '_');
const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`);

/**
 * Title, description, keywords, robots and Open Graph tags of a page, from its SEO fields (the editor's seo object,
 * else the page's name and description, else the site's SEO defaults). Error pages and previews are kept out of indexes.
 * Canonical and hreflang links are shell/page-head's.
 */
export default function SeoTags({ locale, path, origin, preview, web, seoDefault, page, error }: Pick<PageProps, 'locale' | 'path' | 'origin' | 'preview' | 'web' | 'seoDefault' | 'page' | 'error'>) {
  const title = page?.seo?.title || page?.name || seoDefault?.title || BRAND.name;
  const description = page?.seo?.description || page?.desc || seoDefault?.description || '';
  const keywords = page?.seo?.keywords || seoDefault?.keywords;
  const robots = error || preview ? 'noindex, nofollow' : page?.seo?.robots || DEFAULT_ROBOTS;
  const url = `${origin}${localePath(locale, path)}`;
  return (
    <Head>
      <title>{title}</title>
      {description ? <meta name="description" content={description} /> : null}
      {keywords ? <meta name="keywords" content={keywords} /> : null}
      <meta name="robots" content={robots} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND.name} />
      <meta property="og:title" content={title} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={ogLocale(locale)} />
      {pageLocales(page?.languages).filter((l) => l !== locale).map((l) => (
        <meta key={`og-locale-${l}`} property="og:locale:alternate" content={ogLocale(l)} />
      ))}
      {web?.logoUrl ? <meta property="og:image" content={absolute(origin, web.logoUrl)} /> : null}
      <meta name="twitter:card" content="summary" />
    </Head>
  );
}
