import type { Store } from '../store';
import type { Seed } from './types';
import { siteEntries } from './site';
import { pageEntries } from './pages';
import { docNodes, docSiteEntries } from './docs';
import { dictEntries } from './dicts';
import { countryRows } from './countries';
import { MAPPINGS } from './mappings';
import { newsEntries } from './news';

/** Bump when the seed changes so that `npm run seed` and first start know the stored seed is stale. */
export const SEED_VERSION = 9;

export function buildSeed(): Seed {
  return {
    entries: [...siteEntries(), ...dictEntries(), ...newsEntries(), ...pageEntries(), ...docSiteEntries()],
    docNodes: docNodes(),
    countries: countryRows(),
    mappings: MAPPINGS,
  };
}

/** Replaces all seeded content with the seed, in one transaction. Visitor submissions are kept. */
export async function applySeed(store: Store, seed: Seed = buildSeed()): Promise<void> {
  await store.tx(async (q) => {
    await q.query('DELETE FROM entries');
    await q.query('DELETE FROM doc_nodes');
    await q.query('DELETE FROM countries');
    await q.query('DELETE FROM link_mappings');
    for (const e of seed.entries) {
      await q.query(
        `INSERT INTO entries (kind, type, code, lang, title, summary, body, tag, data, draft, published, sort, published_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)`,
        [e.kind, e.type, e.code, e.lang, e.title ?? '', e.summary ?? '', e.body ?? '', e.tag ?? '', JSON.stringify(e.data ?? {}),
          e.draft ? JSON.stringify(e.draft) : null, e.published ?? true, e.sort ?? 0, e.publishedAt ?? '2025-07-01T00:00:00Z'],
      );
    }
    for (const n of seed.docNodes) {
      await q.query(
        `INSERT INTO doc_nodes (id, lang, parent_id, type, name, page_code, product_code, category, tag, nested, sort, content, data, update_time)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14)`,
        [n.id, n.lang, n.parentId, n.type, n.name, n.pageCode, n.productCode ?? '', n.category ?? '', n.tag ?? '', n.nested ?? false,
          n.sort ?? 0, n.content ?? '', JSON.stringify(n.data ?? {}), n.updateTime ?? '2025-07-01T00:00:00Z'],
      );
    }
    for (const c of seed.countries) {
      await q.query('INSERT INTO countries (code, lang, name, regions, sort) VALUES ($1,$2,$3,$4,$5)', [c.code, c.lang, c.name, JSON.stringify(c.regions), c.sort]);
    }
    for (const m of seed.mappings) {
      await q.query('INSERT INTO link_mappings (link_uri, target) VALUES ($1,$2)', [m.linkUri, m.target]);
    }
    await q.query('CREATE TABLE IF NOT EXISTS seed_state (version INTEGER NOT NULL)');
    await q.query('DELETE FROM seed_state');
    await q.query('INSERT INTO seed_state (version) VALUES ($1)', [SEED_VERSION]);
  });
}
