import type { PageProps } from '../page/page-props';
import type { BuilderEditing } from './editing';
import { prepareModules } from '../registry/prepare.server';
import type { LoaderContext } from '../registry/types';
import { BUILDER_LOCALE } from '../contract/builder';
import { builderKey } from '../config/builder';
import { fetchBuilderPage } from './content.server';
import { mapBuilderBlocks, resolveLocalized } from './map';

export type { BuilderEditing };

/** Builder's URL targeting stores paths without the trailing slash our pages carry. */
export const builderUrlPath = (path: string) => (path === '/' ? '/' : path.replace(/\/+$/, ''));

const text = (value: unknown, locale: string) => {
  const resolved = resolveLocalized(value, locale);
  return typeof resolved === 'string' ? resolved.slice(0, 1000) : '';
};

/**
 * The Builder page at a path the portal has no page for: its entry mapped to our modules and prepared like portal
 * modules (schema check, loaders, sanitising). Null when the site has no key, Builder has no entry or cannot answer
 * (the caller shows the 404 page). An editing request gets a page even without an entry, so the editor can compose it.
 */
export async function loadBuilderPage(path: string, editing: boolean, ctx: LoaderContext): Promise<Pick<PageProps, 'page' | 'modules' | 'builder'> | null> {
  const apiKey = builderKey();
  if (!apiKey || path.length > 500) return null;
  const locale = BUILDER_LOCALE[ctx.locale];
  const urlPath = builderUrlPath(path);
  const lookup = await fetchBuilderPage(urlPath, locale);
  if (lookup.failure) console.warn('[builder] %s (%s): %s', urlPath, locale, lookup.failure);
  const { entry } = lookup;
  if (!entry && !editing) return null;
  const mapped = mapBuilderBlocks(entry?.data.blocks, locale);
  for (const s of mapped.skipped) console.warn('[builder] skipped block %s (%s): %s', s.id, s.component, s.reason);
  const { modules } = await prepareModules(mapped.modules, ctx);
  const title = text(entry?.data.title, locale);
  const description = text(entry?.data.description, locale);
  const keywords = text(entry?.data.keywords, locale);
  return {
    page: {
      name: title || entry?.name || '',
      desc: description,
      seo: { title, description, keywords, ...(editing ? { robots: 'noindex, nofollow' } : {}) },
      type: 'builder',
      code: entry?.id ?? '',
    },
    modules,
    ...(editing ? { builder: { apiKey, locale, urlPath, content: entry } } : {}),
  };
}
