import type { Queryable } from '../../portal/store';
import type { SeedEntry } from '../../portal/seed/types';

/**
 * Test-local content rows, so read-side tests do not depend on what the versioned seed happens to hold: seed entries
 * whose kind and language may be left out (news, EN_US).
 */
export type Fixture = Omit<SeedEntry, 'kind' | 'lang'> & Partial<Pick<SeedEntry, 'kind'>> & { lang?: string };

/** Inserts (or replaces) entries; returns their ids in order. */
export async function insertEntries(store: Queryable, fixtures: Fixture[]): Promise<number[]> {
  const ids: number[] = [];
  for (const f of fixtures) {
    const [row] = await store.query<{ id: number }>(
      `INSERT INTO entries (kind, type, code, lang, title, summary, body, tag, data, draft, published, sort, published_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)
       ON CONFLICT (kind, type, code, lang) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, body = EXCLUDED.body,
         tag = EXCLUDED.tag, data = EXCLUDED.data, draft = EXCLUDED.draft, published = EXCLUDED.published, sort = EXCLUDED.sort,
         published_at = EXCLUDED.published_at
       RETURNING id`,
      [f.kind ?? 'news', f.type, f.code, f.lang ?? 'EN_US', f.title ?? '', f.summary ?? '', f.body ?? '', f.tag ?? '', JSON.stringify(f.data ?? {}),
        f.draft ? JSON.stringify(f.draft) : null, f.published ?? true, f.sort ?? 0, f.publishedAt ?? '2025-07-01T00:00:00Z'],
    );
    ids.push(row.id);
  }
  return ids;
}

/** Replaces a site document (kind 'site', code '') in one language. */
export async function putSiteDoc(store: Queryable, type: string, lang: string, data: unknown, draft?: unknown) {
  await insertEntries(store, [{ kind: 'site', type, code: '', lang, data: data as Record<string, unknown>, draft: draft === undefined ? null : { data: draft } }]);
}

/** Removes every news-like row, so list totals in a test count only its own fixtures. */
export async function clearNews(store: Queryable) {
  await store.query(`DELETE FROM entries WHERE kind = 'news'`);
}
