import type { Queryable } from '../store';
import { keywordTerms, MIN_WORD } from '../../contract/search-keyword';
import { LANGS } from '../../contract/langs';

/**
 * The public side of site search on the stored tsvectors of migration 005 (search_title, search_summary,
 * search_body, each with a GIN index): each field's matches are one index lookup, so the cost follows the number of
 * matches, not the size of the store. Scores are the same as the preview scan's: 10 for a title hit, 4 for a summary
 * hit, 1 for a body hit, ordered by score, then newest, then id.
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
  // language's own indexes (migration 022), which a prepared statement's generic plan would not.
  const where = `published AND lang = '${lang}' AND ${kinds}${tag}`;
  // One pass over the rows any field matches (the language's three index lookups OR'ed),
  // scored on the row. Whether the body matches comes from the body index (a set of ids, hashed) rather than from
  // the row's body vector, which is large and stored out of line: reading it back for every match was most of a
  // search's time once the matches ran into thousands (安全 at 100,000 entries, PostgreSQL: 16 -> 13 ms; 9 ms with
  // the per-language indexes).
  const score = `10 * (search_title @@ $1::tsquery)::int + 4 * (search_summary @@ $1::tsquery)::int + (id IN (SELECT id FROM body))::int`;
  const [{ total, ids }] = await q.query<{ total: number; ids: number[] | null }>(
    `WITH body AS MATERIALIZED (SELECT id FROM entries WHERE search_body @@ $1::tsquery AND ${where}),
     scored AS (SELECT id, published_at, ${score} AS score FROM entries
       WHERE (search_title @@ $1::tsquery OR search_summary @@ $1::tsquery OR search_body @@ $1::tsquery) AND ${where})
     SELECT (SELECT count(*)::int FROM scored) AS total,
       ARRAY(SELECT id FROM scored ORDER BY score DESC, published_at DESC, id LIMIT ${add(page.pageSize)} OFFSET ${add(page.pageIndex * page.pageSize)}) AS ids`,
    params,
  );
  if (!ids?.length) return { total, rows: [] };
  const rows = await q.query<SearchHit>(
    `SELECT id, kind, type, code, title, summary, body AS text, published_at, coalesce(data->>'url', data->>'path') AS url,
       (CASE WHEN search_title @@ $1::tsquery THEN 10 ELSE 0 END + CASE WHEN search_summary @@ $1::tsquery THEN 4 ELSE 0 END
        + CASE WHEN search_body @@ $1::tsquery THEN 1 ELSE 0 END) AS score
     FROM entries WHERE id = ANY($2::int[])`,
    [tsquery, ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { total, rows: ids.map((id) => byId.get(id)).filter((r): r is SearchHit => r !== undefined) };
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
