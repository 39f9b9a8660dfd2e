import { portalForFile, startWithEditorAndViewer } from './staff-support';

/** The translation workflow: each entry's four languages with their state, and "Start from English". */

jest.setTimeout(60_000);
const staff = portalForFile(() => startWithEditorAndViewer('editor'));
const { call } = staff;
const entryCount = async () => (await staff.api.store.query<{ n: number }>('SELECT count(*)::int AS n FROM entries'))[0].n;
type Cell = { lang: string; state: string; id: number | null; lastPublished: string | null; since: string | null };
const states = (row: { languages: Cell[] }) => Object.fromEntries(row.languages.map((c) => [c.lang, c.state]));

async function publish(id: number) {
  const entry = await call('GET', `/editor/entries/${id}`);
  const published = await call('POST', `/editor/entries/${id}/publish`, { version: entry.body.data.version });
  expect(published.status).toBe(200);
  return published.body.data;
}

describe('pages', () => {
  let english: number;
  const path = '/translated-page/';
  const inList = async (query: string) => ((await call('GET', `/editor/translations?kind=page${query}`)).body.data as Array<{ path: string }>).some((row) => row.path === path);

  it('a new English page is missing in the three other languages, and the list filter finds it', async () => {
    const created = await call('POST', '/editor/pages', { path, lang: 'EN_US', title: 'Edge basics' });
    expect(created.status).toBe(200);
    english = created.body.data.id;
    const row = (await call('GET', `/editor/entries/${english}/translations`)).body.data;
    expect(row).toMatchObject({ kind: 'page', code: 'translated-page', path, title: 'Edge basics' });
    expect(states(row)).toEqual({ EN_US: 'draft', ZH_CN: 'missing', JA_JP: 'missing', KO_KR: 'missing' });
    await publish(english);
    expect(await inList('&missing=KO_KR')).toBe(true);
    expect(await inList('&missing=EN_US')).toBe(false);
  });

  it('"Start from English" makes an unpublished Japanese draft with the same modules; visitors see nothing of it', async () => {
    const entry = (await call('GET', `/editor/entries/${english}`)).body.data;
    const modules = [{ id: 'm1', name: 'Intro', type: 'richText', details: { visible: true, html: '<p>Edge basics</p>' } }];
    const saved = await call('POST', `/editor/entries/${english}/draft`, { version: entry.version, title: 'Edge basics', summary: '', data: { ...entry.data, moduleViewList: modules } });
    expect(saved.status).toBe(200);
    await publish(english);

    const started = await call('POST', `/editor/entries/${english}/translations`, { lang: 'JA_JP' });
    expect(started.status).toBe(200);
    const japanese = (await call('GET', `/editor/entries/${started.body.data.id}`)).body.data;
    expect(japanese).toMatchObject({ kind: 'page', code: 'translated-page', lang: 'JA_JP', title: 'Edge basics', published: false, hasDraft: true });
    expect(japanese.data.moduleViewList).toEqual(modules);
    expect((await staff.api.get('/page/page-code?pageCode=translated-page&lang=EN_US')).status).toBe(200);
    expect((await staff.api.get('/page/page-code?pageCode=translated-page&lang=JA_JP')).status).toBe(404);
    const history = (await call('GET', `/editor/entries/${japanese.id}/history`)).body.data;
    expect(history[0]).toMatchObject({ action: 'create', summary: 'started from EN_US' });
    expect(states((await call('GET', `/editor/entries/${japanese.id}/translations`)).body.data)).toEqual({ EN_US: 'published', ZH_CN: 'missing', JA_JP: 'draft', KO_KR: 'missing' });
  });

  it('published, then outdated once English is published again (since that publish), then current again', async () => {
    const japanese = (await call('GET', `/editor/entries/${english}/translations`)).body.data.languages.find((c: Cell) => c.lang === 'JA_JP').id;
    await publish(japanese);
    expect((await staff.api.get('/page/page-code?pageCode=translated-page&lang=JA_JP')).status).toBe(200);
    expect(states((await call('GET', `/editor/entries/${english}/translations`)).body.data).JA_JP).toBe('published');
    expect(await inList('&outdated=1')).toBe(false);

    const entry = (await call('GET', `/editor/entries/${english}`)).body.data;
    await call('POST', `/editor/entries/${english}/draft`, { version: entry.version, title: 'Edge basics, revised', summary: '', data: entry.data });
    await publish(english);
    const row = (await call('GET', `/editor/entries/${english}/translations`)).body.data;
    const [en, ja] = ['EN_US', 'JA_JP'].map((lang) => row.languages.find((c: Cell) => c.lang === lang));
    expect(ja).toMatchObject({ state: 'outdated', since: en.lastPublished });
    expect(new Date(ja.lastPublished).getTime()).toBeLessThan(new Date(en.lastPublished).getTime());
    expect(await inList('&outdated=1')).toBe(true);

    // The translator brings the Japanese version up to date and publishes it.
    const current = (await call('GET', `/editor/entries/${japanese}`)).body.data;
    expect((await call('POST', `/editor/entries/${japanese}/draft`, { version: current.version, title: 'エッジの基本（改訂）', summary: '', data: current.data })).status).toBe(200);
    await publish(japanese);
    expect(states((await call('GET', `/editor/entries/${english}/translations`)).body.data).JA_JP).toBe('published');
  });

  it('refuses a language that exists, English itself, a page with no English version, bad input and viewers; nothing is stored', async () => {
    const before = await entryCount();
    const again = await call('POST', `/editor/entries/${english}/translations`, { lang: 'JA_JP' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('a JA_JP version exists already');
    expect((await call('POST', `/editor/entries/${english}/translations`, { lang: 'EN_US' })).status).toBe(400);
    expect((await call('POST', `/editor/entries/${english}/translations`, { lang: 'FR_FR' })).status).toBe(400);
    expect((await call('POST', `/editor/entries/${english}/translations`, {})).status).toBe(400);
    expect((await call('POST', '/editor/entries/99999999/translations', { lang: 'KO_KR' })).status).toBe(404);
    expect((await call('POST', `/editor/entries/${english}/translations`, { lang: 'KO_KR' }, staff.viewer)).status).toBe(403);
    expect((await staff.api.staffCall('POST', `/editor/entries/${english}/translations`, { lang: 'KO_KR' })).status).toBe(401);

    const koreanOnly = await call('POST', '/editor/pages', { path: '/korean-only-page/', lang: 'KO_KR', title: '한국어' });
    const orphan = await call('POST', `/editor/entries/${koreanOnly.body.data.id}/translations`, { lang: 'JA_JP' });
    expect(orphan.status).toBe(409);
    expect(orphan.body.message).toBe('there is no EN_US version to start from');
    expect(await entryCount()).toBe(before + 1); // the Korean page itself, nothing else
  });

  it('two starts of one language at once make one version', async () => {
    const results = await Promise.all([1, 2].map(() => call('POST', `/editor/entries/${english}/translations`, { lang: 'ZH_CN' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const rows = await staff.api.store.query('SELECT id FROM entries WHERE kind = $1 AND code = $2 AND lang = $3', ['page', 'translated-page', 'ZH_CN']);
    expect(rows).toHaveLength(1);
  });

  it('checks the list query: kind, missing language and outdated flag', async () => {
    expect((await call('GET', '/editor/translations?kind=site')).status).toBe(400);
    expect((await call('GET', '/editor/translations?missing=xx')).status).toBe(400);
    expect((await call('GET', '/editor/translations?outdated=maybe')).status).toBe(400);
    expect((await staff.api.staffCall('GET', '/editor/translations')).status).toBe(401);
  });
});

describe('news entries', () => {
  it('start from English with the same fields, in one call; the list by type shows the states', async () => {
    const created = await call('POST', '/editor/news', { type: 'BLOG', lang: 'EN_US', code: 'translated-post', title: 'Anycast explained' });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const missing = (await call('GET', '/editor/translations?kind=news&type=BLOG&missing=KO_KR')).body.data as Array<{ code: string }>;
    expect(missing.map((r) => r.code)).toContain('translated-post');

    const started = await call('POST', `/editor/entries/${id}/translations`, { lang: 'KO_KR' });
    expect(started.status).toBe(200);
    const korean = (await call('GET', `/editor/news/${started.body.data.id}`)).body.data;
    expect(korean).toMatchObject({ type: 'BLOG', code: 'translated-post', lang: 'KO_KR', published: false });
    expect(korean.fields.title).toBe('Anycast explained');
    expect(korean.url).toBe(created.body.data.url);
    expect(states((await call('GET', `/editor/entries/${id}/translations`)).body.data)).toEqual({ EN_US: 'draft', ZH_CN: 'missing', JA_JP: 'missing', KO_KR: 'draft' });
  });
});
