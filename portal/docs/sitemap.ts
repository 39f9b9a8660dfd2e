import type { Queryable } from '../store';
import { API_DOC, API_TAG, DOC, MENU, docPath, isoTime } from './nodes';

export interface DocSitemapRow {
  path: string;
  lang: string;
  kind: 'doc';
  updateTime: string;
}

/**
 * The documentation centre's pages for GET /sitemap (they are composed from doc_nodes, so no page rows list them):
 * per language the doc home, the API centre home, each product, each API product list and every document anyone may
 * read (customers-only documents are left out); published nodes only, never drafts.
 */
export async function docSitemap(q: Queryable): Promise<DocSitemapRow[]> {
  const rows = await q.query<{ id: number; lang: string; type: string; category: string; product_code: string; parent_id: number | null; tag: string; update_time: string | Date }>(
    `SELECT id, lang, type, category, product_code, parent_id, tag, update_time FROM doc_nodes_public
     WHERE NOT coalesce((data->>'loginRequired')::boolean, false)`,
  );
  const pages = new Map<string, DocSitemapRow>();
  // A listing page is as new as the newest node it lists.
  const add = (path: string, lang: string, time: string | Date) => {
    const key = `${lang} ${path}`;
    const updateTime = isoTime(time);
    const known = pages.get(key);
    // ISO strings of one format compare in time order.
    if (!known || known.updateTime < updateTime) pages.set(key, { path, lang, kind: 'doc', updateTime });
  };
  for (const row of rows) {
    if (row.category === MENU || row.category === DOC) add('/docs/', row.lang, row.update_time);
    if (row.category === MENU && row.product_code) add(`/docs/${row.product_code}/`, row.lang, row.update_time);
    if (row.category === DOC && row.type === 'DOCUMENT') add(docPath(row), row.lang, row.update_time);
    if (row.category === API_DOC) {
      add('/docs/api/', row.lang, row.update_time);
      if (row.parent_id === null) add(`/docs/api/${row.product_code}/`, row.lang, row.update_time);
      if (row.type === 'DOCUMENT' && row.tag === API_TAG) add(docPath(row), row.lang, row.update_time);
    }
  }
  return [...pages.values()];
}
