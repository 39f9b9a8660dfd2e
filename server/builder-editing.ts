import type { IncomingMessage } from 'node:http';
import { parse, type UrlWithParsedQuery } from 'node:url';
import { isBuilderEditingUrl } from '../contract/builder';
import { builderKey } from '../config/builder';
import { BUILDER_EDITING_PAGE, BUILDER_EDITING_URL_HEADER } from '../contract/builder-editing-page';

/**
 * A Builder editing or preview request for a site page (only when the site has a Builder key) is handed to Next as
 * a request for BUILDER_EDITING_PAGE, with the URL it asked for in a header that only this server sets: the
 * catch-all route, which every other page uses, then needs no Builder branch in its bundle. Null for other requests.
 */
export function builderEditingUrl(req: IncomingMessage): UrlWithParsedQuery | undefined {
  delete req.headers[BUILDER_EDITING_URL_HEADER];
  const url = req.url ?? '/';
  if (builderKey() === null || url.startsWith('/_next/') || !isBuilderEditingUrl(url)) return undefined;
  req.headers[BUILDER_EDITING_URL_HEADER] = url;
  return { ...parse(url, true), pathname: BUILDER_EDITING_PAGE };
}
