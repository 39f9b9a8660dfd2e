import { startTestPortal, type TestPortal } from './portal-server';
import type { GetServerSidePropsContext } from 'next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n';
import { loadPage } from '../../page/load-page.server';
import type { PageProps } from '../../page/page-props';
import RenderModules from '../../registry/RenderModules';

/** A site address's modules as the server renders them: the catch-all page's loader, then the registry's renderer. */
export async function renderPageModules(url: string): Promise<string> {
  const [pathname, search = ''] = url.split('?');
  const ctx = {
    resolvedUrl: url,
    query: Object.fromEntries(new URLSearchParams(search)),
    req: { headers: { host: 'localhost', cookie: '' }, cookies: {}, socket: { remoteAddress: '127.0.0.1' } },
    res: { statusCode: 200 },
  } as unknown as GetServerSidePropsContext;
  const result = await loadPage(ctx);
  if (!('props' in result)) throw new Error(`expected props for ${pathname}`);
  const props = (await result.props) as PageProps;
  return renderToString(createElement(I18nProvider, { locale: props.locale, children: createElement(RenderModules, { modules: props.modules }) }));
}

/** A test portal that the site's page loader reads (PORTAL_API_URL), with the page cache off and start-up logs quiet. */
export async function startPortalForPages(): Promise<TestPortal> {
  const portal = await startTestPortal();
  process.env.PORTAL_API_URL = portal.baseUrl;
  process.env.SITE_CACHE = 'off';
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  return portal;
}
