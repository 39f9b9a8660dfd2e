import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import {
  ApiFailure, createApiClient, userMessage, getMapping, getPage, getShellDocs, getUser, ssoLoginUrl,
  type ApiClient, type FooterLink, type FrontUser, type HeaderData, type MenuItem, type PageData, type WebInfo,
} from '../api-client';
import { is } from 'superstruct';
import type { SeoFields } from '../api-client/seo';
import { detectLocale, LOCALE_COOKIE, localePath, splitLocale, type Locale } from '../contract/locales';
import { translator } from '../i18n';
import { menusForLocale } from '../shell/header/menu';
import { SeoFieldsSchema } from '../shell/seo/schema';
import { shouldShowTopBanner, TOP_BANNER_COOKIE } from '../shell/top-banner/rules';
import { prepareModules } from '../registry/prepare.server';
import { isMobileUserAgent } from '../contract/device';
import { resolveRoute } from '../contract/routes';
import { isHttps } from '../contract/client-address';
import { CUSTOMER_COOKIE } from '../contract/customer-cookie';
import { logRender } from './render-log.server';
import type { PageProps, ShellData } from './page-props';
import { isBuilderEditingUrl } from '../contract/builder';
import { builderKey } from '../config/builder';
import { loadBuilderPage } from '../builder/load.server';
import { config } from '../config';
import { serverApiOptions } from '../config/api';
// Renders the page's islands (mega menu, interactive modules) on the server: see ui/island/server-render.ts.
import '../ui/island/register.server';

export type { PageProps, ShellData };

function firstQuery(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The shell's documents and the site's SEO defaults in one call; the visitor is asked for only when the request
 * carries a customer session. A missing document only empties its part of the shell.
 */
async function loadShell(api: ApiClient, locale: Locale, path: string, cookies: Partial<Record<string, string>>) {
  const [docs, user] = await Promise.all([
    getShellDocs(api).catch(() => null),
    cookies[CUSTOMER_COOKIE] ? getUser(api).catch(() => null) : null,
  ]);
  const header = docs?.header ?? null;
  const shell: ShellData = {
    menus: Array.isArray(docs?.menus) ? menusForLocale(docs.menus, locale) : [],
    header,
    footer: Array.isArray(docs?.footer) ? docs.footer : [],
    user: user?.displayName ? { displayName: user.displayName } : null,
    showTopBanner: Boolean(header?.topBanner) && shouldShowTopBanner(cookies[TOP_BANNER_COOKIE], path),
  };
  // A block that is not SEO fields (written around the editor's checks) reads as none.
  return { shell, web: docs?.website ?? null, seoDefault: is(docs?.seoDefault, SeoFieldsSchema) ? docs.seoDefault : null };
}

function siteOrigin(ctx: GetServerSidePropsContext): string {
  const { SITE_URL } = config();
  if (SITE_URL) return SITE_URL.replace(/\/$/, '');
  const host = String(ctx.req.headers.host ?? 'localhost').replace(/[^A-Za-z0-9.:[\]-]/g, '');
  return `${isHttps(ctx.req) ? 'https' : 'http'}://${host}`;
}

/** The catch-all route's server side: locale → mapping → route → page → modules (see README "How a page renders"). */
export async function loadPage(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PageProps>> {
  logRender(ctx.req, ctx.resolvedUrl);
  const pathname = ctx.resolvedUrl.split('?')[0];
  const { locale, path: rawPath } = splitLocale(pathname);
  // Client-side navigations arrive without the trailing slash every page URL carries; pages, mappings,
  // canonical and hreflang all use the slashed form.
  const path = rawPath.endsWith('/') ? rawPath : `${rawPath}/`;
  const query = Object.fromEntries(Object.entries(ctx.query).map(([k, v]) => [k, firstQuery(v)]));

  if (pathname === '/' && !query.ispreview) {
    const detected = detectLocale(ctx.req.cookies[LOCALE_COOKIE], ctx.req.headers['accept-language']);
    if (detected !== 'en') return { redirect: { destination: localePath(detected, '/'), permanent: false } };
  }

  const previewToken = query.ispreview && query.pretoken ? query.pretoken : null;
  const api = createApiClient({ ...serverApiOptions(), locale, cookie: ctx.req.headers.cookie, previewToken });
  // Started before the page calls so that the shell and the page load side by side, not one after the other.
  const shellRead = loadShell(api, locale, path, ctx.req.cookies);
  const shell = shellRead.then((read) => read.shell);
  const emptyShell: ShellData = { menus: [], header: null, footer: [], user: null, showTopBanner: false };
  const base: PageProps = { locale, path, origin: siteOrigin(ctx), preview: Boolean(previewToken), isMobile: isMobileUserAgent(ctx.req.headers['user-agent']), web: null, seoDefault: null, shell: emptyShell, page: null, modules: [], error: null };
  const fail = async (status: number, message = ''): Promise<GetServerSidePropsResult<PageProps>> => {
    ctx.res.statusCode = status;
    return { props: { ...base, shell: await shell, error: { status, message } } };
  };
  const loaderContext = { api, locale, query, preview: base.preview, userAgent: ctx.req.headers['user-agent'] ?? '' };
  // A path the portal has no page for may be a page composed in Builder (when the site has a Builder key).
  const notFound = async (): Promise<GetServerSidePropsResult<PageProps>> => {
    const editing = Boolean(builderKey()) && isBuilderEditingUrl(ctx.resolvedUrl);
    const found = await loadBuilderPage(path, editing, loaderContext).catch((error) => (console.error('[builder] %s failed', path, error), null));
    return found ? { props: { ...base, shell: await shell, ...found } } : fail(404);
  };

  try {
    const route = resolveRoute(path);
    // The page is requested alongside the mapping; a mapping redirect simply discards it.
    const pageCall = route ? getPage(api, route.type, route.code) : null;
    pageCall?.catch(() => undefined);
    const [mapping, { web, seoDefault }] = await Promise.all([getMapping(api, path), shellRead]);
    base.web = web;
    base.seoDefault = seoDefault;
    if (mapping?.target) return { redirect: { destination: localePath(locale, mapping.target), permanent: false } };
    if (!pageCall) return notFound();
    const page = await pageCall;
    const { modules } = await prepareModules(page.moduleViewList, loaderContext);
    return { props: { ...base, shell: await shell, page: { name: page.name, desc: page.desc, seo: page.seo, type: page.type, code: page.code, ...(page.languages ? { languages: page.languages } : {}) }, modules } };
  } catch (error) {
    if (!(error instanceof ApiFailure)) {
      console.error('[render] %s failed', pathname, error);
      return fail(500, (error as Error)?.message ?? '');
    }
    switch (error.kind) {
      case 'notFound':
        return notFound();
      case 'login':
        return { redirect: { destination: ssoLoginUrl(locale, base.origin, ctx.resolvedUrl), permanent: false } };
      case 'redirectHome':
        return { redirect: { destination: localePath(locale, '/'), permanent: false } };
      case 'errorPage':
        return fail(error.status, error.serverMessage);
      default:
        // Timeouts and network failures show the catalogue's message ('request timed out…', 'network problem…'), not the transport's wording.
        return fail(error.status >= 400 ? error.status : 500, userMessage(error, translator(locale)));
    }
  }
}
