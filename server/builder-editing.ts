import type { IncomingMessage } from 'node:http';
import { isBuilderEditingUrl } from '../builder/config';
import { builderKey } from '../config/builder';

/** The page that renders Builder's editing and preview requests (pages/builder-editing.tsx). */
export const BUILDER_EDITING_PAGE = '/builder-editing';

/**
 * The query of a Builder editing or preview request for a site page (only when the site has a Builder key), or null.
 * Such a request is rendered by BUILDER_EDITING_PAGE at its own URL, so that the catch-all route, which every other
 * page uses, needs no Builder branch in its bundle.
 */
export function builderEditingQuery(req: IncomingMessage): Record<string, string> | null {
  const url = req.url ?? '/';
  if (builderKey() === null || url.startsWith('/_next/') || !isBuilderEditingUrl(url)) return null;
  return Object.fromEntries(new URLSearchParams(url.slice(url.indexOf('?') + 1)));
}
