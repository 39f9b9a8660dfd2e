import type { Queryable } from '../store';
import { keywordTerms, MIN_WORD } from '../../contract/search-keyword';
import { LANGS } from '../../contract/langs';

/**
 * The public side of site search on the stored tsvectors of migration 005 (search_title, search_summary,
 * search_body), read from their narrow copy in entry_search (migration 023) with a GIN index per field and language:
 * each field's matches are one index lookup, so the cost follows the number of matches, not the size of the store.
 * Scores are the same as the preview scan's: 10 for a title hit, 4 for a summary hit, 1 for a body hit, ordered by
 * score, then newest, then id.
 */

export interface IndexedFilter {
  lang: string;
  /** 'news' kinds of these types, pages only, or both. */
  types: string[] | null;
  pagesOnly: boolean;
  tag?: string | null;
}

const quote = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The tsquery of a keyword: every word (as the store's own parser splits it, so "global-cdn" or "node.js" match as
 * they were indexed) as a prefix or inside an indexed word (migration 009's word list: 'hit' also finds 'white'), AND
 * each CJK run as the phrase of its adjacent character pairs; null when nothing is left to look up.
 */
export async function keywordQuery(q: Queryable, keyword: string): Promise<string | null> {
  const { words, cjkRuns } = keywordTerms(keyword);
  const [{ lexemes }] = await q.query<{ lexemes: string[] }>(`SELECT tsvector_to_array(to_tsvector('simple', $1)) AS lexemes`, [words]);
  const looked = lexemes.filter((w) => [...w].length >= MIN_WORD);
  // The word list is small (the distinct words of the site, not its rows) and does not grow with copies of content.
  const inside = looked.length
    ? await q.query<{ word: string; lexeme: string }>(
      `SELECT w AS word, l.lexeme FROM unnest($1::text[]) AS w JOIN search_lexemes l ON strpos(l.lexeme, w) > 1`,
      [looked],
    )
    : [];
  const parts = looked.map((w) => {
    const alternatives = [`${quote(w)}:*`, ...inside.filter((i) => i.word === w).map((i) => quote(i.lexeme))];
    return alternatives.length > 1 ? `(${alternatives.join(' | ')})` : alternatives[0];
  });
  for (const run of cjkRuns) {
    const chars = [...run];
    const pairs = chars.slice(1).map((c, i) => quote(chars[i] + c));
    parts.push(pairs.length > 1 ? `(${pairs.join(' <-> ')})` : pairs[0]);
  }
  return parts.length ? parts.join(' & ') : null;
}

export async function indexedSearch(q: Queryable, tsquery: string, filter: IndexedFilter, page: { pageIndex: number; pageSize: number }) {
  const lang = LANGS.find((known) => known === filter.lang);
  if (!lang) return { total: 0, rows: [] };
  const params: unknown[] = [tsquery];
  const add = (value: unknown) => `$${params.push(value)}`;
  const kinds = filter.types ? `kind = 'news' AND type = ANY(${add(filter.types)}::text[])` : filter.pagesOnly ? `kind = 'page'` : `kind IN ('page', 'news')`;
  const tag = filter.tag ? ` AND lower(tag) = lower(${add(filter.tag)})` : '';
  // The language as a literal (one of four known values), not a parameter: only then does the planner pick that
  // language's own indexes (migration 023), which a prepared statement's generic plan would not.
  const where = `published AND lang = '${lang}' AND ${kinds}${tag}`;
  // Each field's matches come from its own index as (id, date, weight); a row's score is the sum of its fields'
  // weights. A match is read once per field it matches, and no field's vector is read back to score it: the body's is
  // large, and reading it for every match was most of a search's time once matches ran into thousands.
  const field = (column: string, weight: number) => `SELECT id, published_at, ${weight} AS weight FROM entry_search WHERE ${column} @@ $1::tsquery AND ${where}`;
  const [{ total, ranked }] = await q.query<{ total: number; ranked: Array<{ id: number; score: number }> | null }>(
    `WITH scored AS MATERIALIZED (
       SELECT id, published_at, sum(weight)::int AS score
       FROM (${field('search_title', 10)} UNION ALL ${field('search_summary', 4)} UNION ALL ${field('search_body', 1)}) AS hits
       GROUP BY id, published_at)
     SELECT (SELECT count(*)::int FROM scored) AS total,
       (SELECT json_agg(json_build_object('id', id, 'score', score) ORDER BY score DESC, published_at DESC, id) FROM (
         SELECT id, score, published_at FROM scored ORDER BY score DESC, published_at DESC, id
         LIMIT ${add(page.pageSize)} OFFSET ${add(page.pageIndex * page.pageSize)}) AS page) AS ranked`,
    params,
  );
  if (!ranked?.length) return { total, rows: [] };
  const rows = await q.query<Omit<SearchHit, 'score'>>(
    `SELECT id, kind, type, code, title, summary, body AS text, published_at, coalesce(data->>'url', data->>'path') AS url
     FROM entries WHERE id = ANY($1::int[])`,
    [ranked.map((r) => r.id)],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    total,
    rows: ranked.flatMap(({ id, score }) => {
      const row = byId.get(id);
      return row ? [{ ...row, score }] : [];
    }),
  };
}

export interface SearchHit {
  id: number;
  kind: string;
  type: string;
  code: string;
  title: string;
  summary: string;
  text: string;
  url: string | null;
  score: number;
  published_at: string | Date;
}
