import { ApiError, type Router } from '../http';
import { siteDoc, siteDocs } from '../content';
import { isStaffSecret, issuePreviewToken } from '../preview';
import { object, optional, string, size } from 'superstruct';
import { assertBody } from '../validate';

const MappingBody = object({ linkUri: size(string(), 1, 2048) });
const PreviewTokenBody = object({ subject: optional(size(string(), 1, 200)) });

/** Site-wide documents (header, menus, website…): one stored document per language. */
function siteRoute(router: Router, path: string, type: string) {
  router.get(path, async (ctx) => {
    const doc = await siteDoc(ctx.store, type, ctx.lang, ctx.preview);
    if (doc === null) throw ApiError.notFound(type);
    return doc;
  });
}

/** A mapping target must stay on this site: a single leading slash, no scheme, no backslash tricks. */
export function isSitePath(target: string): boolean {
  return /^\/(?![\/\\])[^\s\\]*$/.test(target) && !/^\/[a-z][a-z0-9+.-]*:/i.test(target);
}

/**
 * A site path fit for a Location header: control and non-Latin-1 characters percent-encoded (as the URL parser
 * does), so setting the header cannot throw; '/' for anything that is not a path on this site.
 */
export function redirectPath(target: string): string {
  if (!isSitePath(target)) return '/';
  try {
    const url = new URL(target, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : '/';
  } catch {
    return '/';
  }
}

/** What GET /shell carries: the documents every page's shell reads, each null when missing. */
const SHELL_DOCS = ['website', 'header', 'menus', 'footer', 'seo'] as const;

export function registerCommon(router: Router) {
  // One read for a page's shell instead of five calls: site info, header, menus, footer and the SEO defaults.
  router.get('/shell', async (ctx) => {
    const docs = await siteDocs(ctx.store, SHELL_DOCS, ctx.lang, ctx.preview);
    const seo = docs.seo as { common?: Record<string, unknown> } | undefined;
    return { website: docs.website ?? null, header: docs.header ?? null, menus: docs.menus ?? null, footer: docs.footer ?? null, seoDefault: seo?.common?.default ?? null };
  });
  siteRoute(router, '/website', 'website');
  siteRoute(router, '/header', 'header');
  siteRoute(router, '/menus', 'menus');
  siteRoute(router, '/footer', 'footer');
  siteRoute(router, '/hot-menus', 'hot-menus');
  siteRoute(router, '/news/constants', 'news-constants');

  router.get('/dicts/:category', async (ctx) => {
    const dicts = await siteDoc<Record<string, unknown>>(ctx.store, 'dicts', ctx.lang, ctx.preview);
    const list = dicts?.[ctx.params.category];
    if (!list) throw ApiError.notFound(`dict ${ctx.params.category.slice(0, 50)}`);
    return list;
  });

  router.post('/mapping', async (ctx) => {
    const { linkUri } = assertBody(MappingBody, ctx.body);
    const path = linkUri.split(/[?#]/)[0];
    const rows = await ctx.store.query<{ target: string }>('SELECT target FROM link_mappings WHERE link_uri = $1', [path]);
    const target = rows[0]?.target;
    return target && isSitePath(target) ? { target } : null;
  });

  router.post('/preview/token', async (ctx) => {
    const secret = ctx.req.headers['x-staff-secret'];
    if (!isStaffSecret(typeof secret === 'string' ? secret : undefined)) {
      throw new ApiError(403, '33920403', 'staff secret missing or wrong');
    }
    const { subject } = assertBody(PreviewTokenBody, ctx.body);
    return issuePreviewToken(ctx.store, { subject: subject ?? 'staff' });
  });
}
