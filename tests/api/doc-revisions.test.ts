import { portalForFile, startWithEditorAndViewer } from './staff-support';

/** Compare and restore for documentation nodes, one language version at a time. */

jest.setTimeout(60_000);
const staff = portalForFile(() => startWithEditorAndViewer('doc-rev'));
const { call } = staff;
const fields = (name: string, html: string) => ({ name, contentHtml: html, loginRequired: false });
const visitorText = async (id: number) => JSON.stringify((await staff.api.get(`/help-doc/document/${id}?lang=EN_US`)).body.data ?? null);
const history = async (id: number) => (await call('GET', `/editor/docs/nodes/${id}/history?language=EN_US`)).body.data as Array<{ id: number; action: string; version: number; summary: string }>;
const snapshot = async () => JSON.stringify(await staff.api.store.query('SELECT id, lang, name, content, draft, version FROM doc_nodes ORDER BY id, lang'))
  + JSON.stringify(await staff.api.store.query('SELECT count(*)::int AS n FROM revisions'));

/** An English article saved twice ('one', then renamed with 'two') and published. */
async function twoVersions(name: string) {
  const made = (await call('POST', '/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId: 111, name })).body.data;
  const one = (await call('POST', `/editor/docs/nodes/${made.id}/draft`, { lang: 'EN_US', version: made.version, fields: fields(name, '<p>Version one text.</p>') })).body.data;
  const two = (await call('POST', `/editor/docs/nodes/${made.id}/draft`, { lang: 'EN_US', version: one.version, fields: fields(`${name} (revised)`, '<p>Version two text.</p>') })).body.data;
  const live = await call('POST', `/editor/docs/nodes/${made.id}/publish`, { lang: 'EN_US', version: two.version });
  expect(live.status).toBe(200);
  return live.body.data as { id: number; version: number };
}

it('compares a saved version with the current draft, field by field, and restores it as a draft that publishes', async () => {
  const node = await twoVersions('Cache keys');
  expect(await visitorText(node.id)).toContain('Version two text.');
  const firstSave = (await history(node.id)).filter((r) => r.action === 'save').at(-1)!;

  const diff = await call('GET', `/editor/docs/nodes/${node.id}/revisions/${firstSave.id}/diff?language=EN_US`, undefined, staff.viewer);
  expect(diff.status).toBe(200);
  expect(diff.body.data).toMatchObject({ revisionId: firstSave.id, revisionVersion: firstSave.version, currentVersion: node.version });
  expect(diff.body.data.rows).toEqual([
    { path: ['title'], change: 'edited', before: 'Cache keys', after: 'Cache keys (revised)' },
    { path: ['data', 'contentHtml'], change: 'edited', before: '<p>Version one text.</p>', after: '<p>Version two text.</p>' },
  ]);

  const restored = await call('POST', `/editor/docs/nodes/${node.id}/revisions/${firstSave.id}/restore`, { lang: 'EN_US', version: node.version });
  expect(restored.status).toBe(200);
  expect(restored.body.data).toMatchObject({ hasDraft: true, published: true, version: node.version + 1, fields: fields('Cache keys', '<p>Version one text.</p>') });
  expect((await history(node.id))[0]).toMatchObject({ action: 'restore', summary: `restored version ${firstSave.version}: changed name, contentHtml` });
  // A draft: visitors read the published version until it is published.
  expect(await visitorText(node.id)).toContain('Version two text.');
  expect((await call('POST', `/editor/docs/nodes/${node.id}/publish`, { lang: 'EN_US', version: restored.body.data.version })).status).toBe(200);
  expect(await visitorText(node.id)).toContain('Version one text.');
});

it('refuses, changing nothing: a stale version, a viewer, another node\'s revision, a revision that kept only a change, bad ids', async () => {
  const node = await twoVersions('Refused restores');
  const other = await twoVersions('Another node');
  const save = (await history(node.id)).find((r) => r.action === 'save')!;
  const otherSave = (await history(other.id)).find((r) => r.action === 'save')!;
  // A revision recorded before saves kept the whole content: only the changed name.
  const [partial] = await staff.api.store.query<{ id: number }>(
    `INSERT INTO revisions (subject, action, version, summary, snapshot, staff_email) VALUES ($1, 'save', 1, 'renamed', '{"name":"Old"}', 'x@example.com') RETURNING id`,
    [`doc:${node.id}:EN_US`],
  );
  const before = await snapshot();
  const restore = (revision: number | string, body: unknown, cookie?: string) => call('POST', `/editor/docs/nodes/${node.id}/revisions/${revision}/restore`, body, cookie);
  expect((await restore(save.id, { lang: 'EN_US', version: node.version - 1 })).status).toBe(409);
  expect((await restore(save.id, { lang: 'EN_US', version: node.version }, staff.viewer)).status).toBe(403);
  expect((await restore(otherSave.id, { lang: 'EN_US', version: node.version })).status).toBe(404);
  const kept = await restore(partial.id, { lang: 'EN_US', version: node.version });
  expect([kept.status, kept.body.message]).toEqual([409, expect.stringMatching(/kept no content/)]);
  expect((await restore('abc', { lang: 'EN_US', version: node.version })).status).toBe(400);
  expect((await restore(save.id, { lang: 'JA_JP', version: node.version })).status).toBe(404);
  expect((await call('GET', `/editor/docs/nodes/${node.id}/revisions/${partial.id}/diff?language=EN_US`)).status).toBe(409);
  expect(await snapshot()).toBe(before);
});
