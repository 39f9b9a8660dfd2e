import { buildSeed } from '../../portal/seed';
import { assertEntryData } from '../../portal/editor/draft-data';
import { siteSchema, siteSchemas } from '../../contract/site-schemas';

// What the seed stores must be what the editor API would accept: a seeded page or site document opened in the
// editor and saved (or published) unchanged must not be refused.
const entries = buildSeed().entries.filter((e) => e.kind === 'page' || e.kind === 'site');

describe('seeded content passes the editor API checks', () => {
  it.each(['page', 'site'])('every %s entry: data shape, module types and module details', (kind) => {
    const failures: string[] = [];
    for (const e of entries.filter((x) => x.kind === kind)) {
      try {
        assertEntryData(e.kind, e.type, e.data, ['data']);
      } catch (error) {
        failures.push(`${e.lang} ${e.type}/${e.code}: ${(error as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('seeds every site document type that has a schema, in all four languages', () => {
    for (const type of Object.keys(siteSchemas)) {
      expect([type, entries.filter((e) => e.kind === 'site' && e.type === type).map((e) => e.lang).sort()]).toEqual([type, ['EN_US', 'JA_JP', 'KO_KR', 'ZH_CN']]);
    }
  });

  it('has a schema for every seeded site document type (none falls back to the generic list-or-object check)', () => {
    const seeded = [...new Set(entries.filter((e) => e.kind === 'site').map((e) => e.type))].sort();
    expect(seeded.filter((type) => !siteSchema(type))).toEqual([]);
  });
});
