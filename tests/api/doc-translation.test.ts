import { portalForFile, startWithEditorAndViewer } from './staff-support';

/** "Start from English" for the documentation centre: a node's languages, their states, and a new language version. */
const staff = portalForFile(() => startWithEditorAndViewer('doc-tr'));
const { call } = staff;
const states = async (id: number) => Object.fromEntries(((await call('GET', `/editor/docs/nodes/${id}/translations`)).body.data.languages as Array<{ lang: string; state: string }>).map((c) => [c.lang, c.state]));
const snapshot = async () => JSON.stringify(await staff.api.store.query('SELECT id, lang, parent_id, name, content, published, version FROM doc_nodes ORDER BY id, lang'))
  + JSON.stringify(await staff.api.store.query('SELECT count(*)::int AS n FROM revisions'));
/** A visitor's Japanese documentation: the article's page and the tree of the CDN product's "getting started" directory. */
const jaDocument = (id: number) => staff.api.get(`/help-doc/document/${id}?lang=JA_JP`);

it('lists a seeded node published in all four languages', async () => {
  const res = await call('GET', '/editor/docs/nodes/111/translations', undefined, staff.viewer);
  expect(res.status).toBe(200);
  expect(res.body.data).toMatchObject({ kind: 'doc', title: 'Getting Started' });
  expect(await states(111)).toEqual({ EN_US: 'published', ZH_CN: 'published', JA_JP: 'published', KO_KR: 'published' });
});

it('starts the Japanese version of an English article from English: unpublished, same content, under the same directory; publish makes it visible', async () => {
  const created = (await call('POST', '/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId: 111, name: 'Edge rules primer' })).body.data;
  const saved = await call('POST', `/editor/docs/nodes/${created.id}/draft`, { lang: 'EN_US', version: created.version, fields: { name: 'Edge rules primer', contentHtml: '<h2>Rules</h2><p>Match, then act.</p>', loginRequired: false } });
  expect(saved.status).toBe(200);
  const english = await call('POST', `/editor/docs/nodes/${created.id}/publish`, { lang: 'EN_US', version: saved.body.data.version });
  expect(english.status).toBe(200);
  expect(await states(created.id)).toEqual({ EN_US: 'published', ZH_CN: 'missing', JA_JP: 'missing', KO_KR: 'missing' });

  const started = await call('POST', `/editor/docs/nodes/${created.id}/translations`, { lang: 'JA_JP' });
  expect(started.status).toBe(200);
  expect(started.body.data).toMatchObject({ id: created.id, lang: 'JA_JP', published: false, version: 1, fields: { name: 'Edge rules primer', contentHtml: '<h2>Rules</h2><p>Match, then act.</p>' } });
  const jaTree = (await call('GET', '/editor/docs/tree?language=JA_JP')).body.data;
  const gettingStarted = jaTree[0].children[0].children.find((n: { id: number }) => n.id === 111);
  expect(gettingStarted.children.map((n: { id: number }) => n.id)).toContain(created.id);
  expect((await call('GET', `/editor/docs/nodes/${created.id}/history?language=JA_JP`)).body.data[0]).toMatchObject({ action: 'create', summary: 'started from EN_US' });
  expect(await states(created.id)).toMatchObject({ JA_JP: 'draft', KO_KR: 'missing' });
  expect((await jaDocument(created.id)).status).toBe(404);

  const translated = await call('POST', `/editor/docs/nodes/${created.id}/draft`, { lang: 'JA_JP', version: 1, fields: { name: 'エッジルール入門', contentHtml: '<h2>ルール</h2><p>一致したら実行します。</p>', loginRequired: false } });
  expect(translated.status).toBe(200);
  expect((await call('POST', `/editor/docs/nodes/${created.id}/publish`, { lang: 'JA_JP', version: translated.body.data.version })).status).toBe(200);
  const page = await jaDocument(created.id);
  expect(page.status).toBe(200);
  expect(JSON.stringify(page.body.data)).toContain('一致したら実行します。');
  expect(await states(created.id)).toMatchObject({ EN_US: 'published', JA_JP: 'published' });
});

it('refuses, storing nothing: English itself, a language that has a version, a node whose directory is not in that language, unknown nodes, viewers', async () => {
  // A directory and an article under it in English only: the article cannot be started in Korean before its directory.
  const dir = (await call('POST', '/editor/docs/nodes', { lang: 'EN_US', kind: 'directory', parentId: 111, name: 'Only in English' })).body.data;
  const article = (await call('POST', '/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId: dir.id, name: 'Deep article' })).body.data;
  const before = await snapshot();
  const cases: Array<[number, unknown, number, string?]> = [
    [article.id, { lang: 'EN_US' }, 400, 'lang'],
    [111, { lang: 'JA_JP' }, 409, 'lang'],
    [article.id, { lang: 'KO_KR' }, 409, 'parent'],
    [article.id, { lang: 'FR_FR' }, 400, 'lang'],
    [article.id, {}, 400, 'lang'],
    [99999999, { lang: 'KO_KR' }, 404],
  ];
  for (const [id, body, status, field] of cases) {
    const res = await call('POST', `/editor/docs/nodes/${id}/translations`, body);
    expect([id, JSON.stringify(body), res.status, res.body.data?.field]).toEqual([id, JSON.stringify(body), status, field]);
  }
  expect((await call('POST', `/editor/docs/nodes/${article.id}/translations`, { lang: 'KO_KR' })).body.message).toMatch(/"Only in English" has no KO_KR version yet/);
  expect((await call('POST', `/editor/docs/nodes/${dir.id}/translations`, { lang: 'KO_KR' }, staff.viewer)).status).toBe(403);
  expect((await call('GET', '/editor/docs/nodes/abc/translations')).status).toBe(400);
  expect(await snapshot()).toBe(before);

  // From the top down it works: the directory first, then the article inside it.
  expect((await call('POST', `/editor/docs/nodes/${dir.id}/translations`, { lang: 'KO_KR' })).status).toBe(200);
  expect((await call('POST', `/editor/docs/nodes/${article.id}/translations`, { lang: 'KO_KR' })).status).toBe(200);
  expect(await states(article.id)).toMatchObject({ KO_KR: 'draft', JA_JP: 'missing' });
});
