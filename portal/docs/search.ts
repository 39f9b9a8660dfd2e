import type { Lang } from '../../contract/langs';
import type { Queryable } from '../store';
import { likePattern } from '../listing';
import { API_DOC, DOC, docPath, isoTime, nodesSource } from './nodes';

/** Document search defaults: page index from 1, 20 per page. */
export const DOC_SEARCH_PAGE_SIZE = 20;
export const DOC_SEARCH_MAX_PAGE_SIZE = 50;

export interface DocSearchRow {
  id: number;
  title: string;
  productCode: string;
  category: string;
  snippet: string;
  url: string;
  updateTime: string;
}


/** Visible text of stored HTML, for matching and snippets. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^<>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function snippet(text: string, keyword: string): string {
  const at = text.toLowerCase().indexOf(keyword.toLowerCase());
  const start = Math.max(0, at - 60);
  const cut = text.slice(start, start + 180);
  return `${start > 0 ? '…' : ''}${cut}${start + 180 < text.length ? '…' : ''}`;
}

/**
 * Documents (product docs and API docs) of one language whose title or text contains the keyword,
 * case-insensitively (substring match, so Chinese, Japanese and Korean keywords work). Title matches first.
 * The text of customers-only documents is searched and quoted only for a logged-in customer. Published documents
 * only, unless a staff preview asks for drafts.
 */
export async function searchDocuments(q: Queryable, lang: Lang, keyword: string, page: { pageIndex: number; pageSize: number; customer: boolean; preview?: boolean }) {
  const { pageIndex, pageSize } = page;
  const from = nodesSource(page.preview);
  const pattern = likePattern(keyword.trim());
  const text = "regexp_replace(content, '<[^>]+>', ' ', 'g')";
  const readable = `($3::boolean OR NOT coalesce((data->>'loginRequired')::boolean, false))`;
  const where = `lang = $1 AND type = 'DOCUMENT' AND category IN ('${DOC}', '${API_DOC}') AND (name ILIKE $2 ESCAPE '\\' OR (${readable} AND ${text} ILIKE $2 ESCAPE '\\'))`;
  const [{ total }] = await q.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from} WHERE ${where}`, [lang, pattern, page.customer]);
  const rows = await q.query<{ id: number; name: string; product_code: string; category: string; content: string; update_time: string | Date; readable: boolean }>(
    `SELECT id, name, product_code, category, content, update_time, ${readable} AS readable FROM ${from} WHERE ${where}
     ORDER BY (name ILIKE $2 ESCAPE '\\') DESC, update_time DESC, id LIMIT $4 OFFSET $5`,
    [lang, pattern, page.customer, pageSize, (pageIndex - 1) * pageSize],
  );
  return {
    total,
    pageIndex,
    pageSize,
    rows: rows.map(
      (r): DocSearchRow => ({
        id: r.id,
        title: r.name,
        productCode: r.product_code,
        category: r.category,
        snippet: r.readable ? snippet(htmlText(r.content), keyword.trim()) : '',
        url: docPath(r),
        updateTime: isoTime(r.update_time),
      }),
    ),
  };
}
