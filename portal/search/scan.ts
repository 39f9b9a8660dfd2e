import { entryView, Params } from '../listing';
import type { Queryable } from '../store';
import type { IndexedFilter, SearchHit } from './indexed';

const WEIGHT = { title: 10, summary: 4, body: 1 };

/**
 * Preview search: staff see drafts over the published columns, which the stored search vectors do not hold, so the
 * preview reads every visible row of the language and matches substrings (the indexed search's answers are checked
 * against this scan on the seed, tests/api/search-seed.test.ts) (strpos on lower-cased text, so CJK words
 * inside running text are found). Same weights and order as the indexed search.
 */
export async function scanSearch(q: Queryable, word: string, filter: IndexedFilter, page: { pageIndex: number; pageSize: number }, preview: boolean): Promise<{ total: number; rows: SearchHit[] }> {
  const p = new Params();
  const from = entryView(p.add(preview));
  const needle = `lower(${p.add(word)})`;
  const has = (expr: string) => `(strpos(lower(${expr}), ${needle}) > 0)`;
  const kinds = filter.types ? `e.kind = 'news' AND e.type = ANY(${p.add(filter.types)}::text[])` : filter.pagesOnly ? `e.kind = 'page'` : `e.kind IN ('page', 'news')`;
  const tag = filter.tag ? ` AND lower(e.tag) = lower(${p.add(filter.tag)})` : '';
  const summaryText = `(e.summary || ' ' || coalesce(e.data->'seo'->>'description', ''))`;
  const scored = `SELECT e.kind, e.type, e.code, e.title, e.summary, e.body AS text, e.published_at, e.id,
      coalesce(e.data->>'url', e.data->>'path') AS url,
      ${WEIGHT.title} * ${has('e.title')}::int + ${WEIGHT.summary} * ${has(summaryText)}::int
        + ${WEIGHT.body} * ${has(`regexp_replace(e.body, '<[^>]*>', ' ', 'g')`)}::int AS score
    FROM ${from} WHERE e.lang = ${p.add(filter.lang)} AND ${kinds}${tag}`;
  const rows = await q.query<SearchHit & { total: number }>(
    `SELECT s.*, (count(*) OVER ())::int AS total FROM (${scored}) s WHERE s.score > 0
     ORDER BY s.score DESC, s.published_at DESC, s.id LIMIT ${p.add(page.pageSize)} OFFSET ${p.add(page.pageIndex * page.pageSize)}`,
    p.values,
  );
  const total: number = rows[0]?.total
    ?? (page.pageIndex > 0 ? (await scanSearch(q, word, filter, { pageIndex: 0, pageSize: 1 }, preview)).total : 0);
  return { total, rows };
}
