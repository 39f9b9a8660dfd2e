import { startTestPortal, type TestPortal } from './portal-server';
import { insertEntries } from './fixtures';
import { GLOSSARY_SUB_TAGS } from '../../contract/glossary-sub-tags';

/** POST /news/glossary {subTag}: the security glossary filtered by its sub-tags (DDoS, WAF, BOTS…), on the seeded store. */

let api: TestPortal;
const STAFF = 'glossary-sub-tags-staff-secret';
const LANGS = ['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR'];

beforeAll(async () => {
  process.env.STAFF_SECRET = STAFF;
  api = await startTestPortal();
}, 60_000);
afterAll(() => api.close());

/** The published glossary rows stored with this sub-tag, straight from the table. */
async function storedCodes(subTag: string, lang: string): Promise<string[]> {
  const rows = await api.store.query<{ code: string }>(
    `SELECT code FROM entries WHERE kind = 'news' AND type = 'GLOSSARY' AND lang = $1 AND published AND data->>'subTag' = $2 ORDER BY code`,
    [lang, subTag],
  );
  return rows.map((r) => r.code);
}

const codes = (rows: Array<{ code: string }>) => rows.map((r) => r.code).sort();

describe('POST /news/glossary with subTag', () => {
  it('lists exactly the stored rows of each sub-tag, in every language, within the security tag', async () => {
    for (const subTag of GLOSSARY_SUB_TAGS) {
      for (const lang of LANGS) {
        const stored = await storedCodes(subTag, lang);
        const { status, body } = await api.post(`/news/glossary?lang=${lang}`, { tag: 'security', subTag, pageSize: 50 });
        expect(status).toBe(200);
        expect([subTag, lang, codes(body.data.rows)]).toEqual([subTag, lang, stored]);
        expect(stored.length).toBeGreaterThanOrEqual(2);
        expect(body.data.total).toBe(stored.length);
        expect(body.data.rows.every((r: { tag: string; data: { subTag: string } }) => r.tag === 'security' && r.data.subTag === subTag)).toBe(true);
      }
    }
  });

  it('takes the sub-tag in any case, with hyphens for spaces (the page address form)', async () => {
    const spec = await api.post('/news/glossary', { subTag: 'ZERO TRUST' });
    for (const spelling of ['zero-trust', 'Zero Trust', 'zero trust']) {
      const { status, body } = await api.post('/news/glossary', { subTag: spelling });
      expect([spelling, status, codes(body.data.rows)]).toEqual([spelling, 200, codes(spec.body.data.rows)]);
    }
    expect(codes((await api.post('/news/glossary', { subTag: 'ddos' })).body.data.rows)).toEqual(await storedCodes('DDoS', 'EN_US'));
  });

  it('pages a sub-tag and leaves the list whole without one', async () => {
    const first = await api.post('/news/glossary', { subTag: 'WAF', pageSize: 1, pageIndex: 0 });
    const second = await api.post('/news/glossary', { subTag: 'WAF', pageSize: 1, pageIndex: 1 });
    expect(first.body.data.total).toBe((await storedCodes('WAF', 'EN_US')).length);
    expect(first.body.data.rows[0].code).not.toBe(second.body.data.rows[0].code);
    const all = await api.post('/news/glossary', { tag: 'security', subTag: '', pageSize: 50 });
    expect(all.body.data.total).toBeGreaterThan(first.body.data.total);
  });

  it('filters a draft by its draft sub-tag in preview only', async () => {
    await insertEntries(api.store, [
      { type: 'GLOSSARY', code: 'sub-tag-draft', title: 'Moved term', tag: 'security', data: { subTag: 'WAF' }, draft: { data: { subTag: 'BOTS' } } },
    ]);
    const issued = await api.post('/preview/token', {}, { 'x-staff-secret': STAFF });
    const preview = { ispreview: 'true', pretoken: issued.body.data.token };
    const inList = async (subTag: string, headers?: Record<string, string>) =>
      codes((await api.post('/news/glossary', { subTag, pageSize: 50 }, headers)).body.data.rows).includes('sub-tag-draft');
    expect([await inList('WAF'), await inList('BOTS')]).toEqual([true, false]);
    expect([await inList('WAF', preview), await inList('BOTS', preview)]).toEqual([false, true]);
  });

  it('answers an unknown sub-tag with 400 naming subTag and the accepted ones', async () => {
    const { status, body } = await api.post('/news/glossary', { subTag: 'XSS' });
    expect(status).toBe(400);
    expect(body.message).toBe("subTag: unknown sub-tag 'XSS'; use one of DDoS, WAF, BOTS, API, ZERO TRUST, CYBER SECURITY");
    expect(body.data).toEqual({ field: 'subTag' });
  });

  it('answers 400 for a sub-tag on another type, and for a sub-tag that is not text or too long', async () => {
    for (const type of ['blog', 'resources']) {
      const { status, body } = await api.post(`/news/${type}`, { subTag: 'WAF' });
      expect([type, status, body.message]).toEqual([type, 400, 'subTag: sub-tags filter the glossary only (type GLOSSARY)']);
    }
    for (const subTag of [42, 'x'.repeat(41)]) {
      const { status, body } = await api.post('/news/glossary', { subTag });
      expect(status).toBe(400);
      expect(body.message).toMatch(/^subTag/);
    }
  });
});
