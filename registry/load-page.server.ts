import type { GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { ApiFailure, createApiClient, getMapping, getPage, getWebInfo, loginUrl, type PageData, type WebInfo } from '../api-client';
import { detectLocale, LOCALE_COOKIE, localePath, splitLocale, type Locale } from '../i18n/locales';
import { prepareModules } from './prepare.server';
import { resolveRoute } from './routes';
import type { RenderableModule } from './types';

export interface PageProps {
  locale: Locale;
  /** Locale-free path of this page, for hreflang and the language switcher. */
  path: string;
  preview: boolean;
  web: WebInfo | null;
  page: Pick<PageData, 'name' | 'desc' | 'seo' | 'type' | 'code'> | null;
  modules: RenderableModule[];
  error: { status: number; message: string } | null;
}

function firstQuery(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** One log line per server render (spec §7): url, client ip, host, cookie, referer, user agent. */
function logRender(ctx: GetServerSidePropsContext) {
  const h = ctx.req.headers;
  const ip = (process.env.TRUST_PROXY === '1' && String(h['x-forwarded-for'] ?? '').split(',')[0].trim()) || ctx.req.socket.remoteAddress || '';
  console.log(JSON.stringify({ render: ctx.resolvedUrl, ip, host: h.host ?? '', cookie: h.cookie ?? '', referer: h.referer ?? '', ua: h['user-agent'] ?? '' }));
}

/** The catch-all route's server side: locale → mapping → route → page → modules (see README "How a page renders"). */
export async function loadPage(ctx: GetServerSidePropsContext): Promise<GetServerSidePropsResult<PageProps>> {
  logRender(ctx);
  const pathname = ctx.resolvedUrl.split('?')[0];
  const { locale, path } = splitLocale(pathname);
  const query = Object.fromEntries(Object.entries(ctx.query).map(([k, v]) => [k, firstQuery(v)]));

  if (pathname === '/' && !query.ispreview) {
    const detected = detectLocale(ctx.req.cookies[LOCALE_COOKIE], ctx.req.headers['accept-language']);
    if (detected !== 'en') return { redirect: { destination: localePath(detected, '/'), permanent: false } };
  }

  const previewToken = query.ispreview && query.pretoken ? query.pretoken : null;
  const api = createApiClient({ locale, cookie: ctx.req.headers.cookie, previewToken });
  const base: PageProps = { locale, path, preview: Boolean(previewToken), web: null, page: null, modules: [], error: null };
  const fail = (status: number, message = ''): GetServerSidePropsResult<PageProps> => {
    ctx.res.statusCode = status;
    return { props: { ...base, error: { status, message } } };
  };

  try {
    const route = resolveRoute(path);
    const [mapping, web] = await Promise.all([getMapping(api, path), getWebInfo(api).catch(() => null)]);
    base.web = web;
    if (mapping?.target) return { redirect: { destination: localePath(locale, mapping.target), permanent: false } };
    if (!route) return fail(404);
    const page = await getPage(api, route.type, route.code);
    const { modules } = await prepareModules(page.moduleViewList, {
      api,
      locale,
      query,
      preview: base.preview,
      userAgent: ctx.req.headers['user-agent'] ?? '',
    });
    return { props: { ...base, page: { name: page.name, desc: page.desc, seo: page.seo, type: page.type, code: page.code }, modules } };
  } catch (error) {
    if (!(error instanceof ApiFailure)) {
      console.error('[render] %s failed', pathname, error);
      return fail(500, (error as Error)?.message ?? '');
    }
    switch (error.kind) {
      case 'notFound':
        return fail(404);
      case 'login':
        return { redirect: { destination: loginUrl(locale, ctx.resolvedUrl), permanent: false } };
      case 'redirectHome':
        return { redirect: { destination: localePath(locale, '/'), permanent: false } };
      case 'errorPage':
        return fail(error.status, error.serverMessage);
      default:
        return fail(error.status >= 400 ? error.status : 500, error.serverMessage);
    }
  }
}
