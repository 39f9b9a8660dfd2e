import { fromNow, portalForFile, startWithEditor, waitFor } from './staff-support';

/** Scheduled publishes and unpublishes of documentation nodes: one language version each, run by the same poller as pages. */

jest.setTimeout(60_000);
const staff = portalForFile(() => startWithEditor('docs-cal@example.com', { SCHEDULE_POLL_MS: '100' }));
const { call } = staff;
const schedulesOf = async (id: number, lang = 'EN_US') => (await call('GET', `/editor/schedules?docId=${id}&language=${lang}`)).body.data;
const visitorDocument = async (id: number) => (await staff.api.get(`/help-doc/document/${id}?lang=EN_US`)).status;
const snapshot = async () => JSON.stringify(await staff.api.store.query('SELECT * FROM schedules ORDER BY id'));


/** An unpublished English article in the CDN product's "Getting Started" directory (published in every language). */
async function makeArticle(name: string, parentId = 111) {
  const res = await call('POST', '/editor/docs/nodes', { lang: 'EN_US', kind: 'article', parentId, name });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; version: number };
}

it('publishes an article on schedule and takes it down on schedule; the calendar names it by its page', async () => {
  const article = await makeArticle('Scheduled rules');
  expect(await visitorDocument(article.id)).toBe(404);
  const made = await call('POST', '/editor/schedules', { docId: article.id, lang: 'EN_US', action: 'publish', runAt: fromNow(500), timeZone: 'Asia/Tokyo' });
  expect(made.status).toBe(200);
  expect(made.body.data).toMatchObject({ kind: 'doc', docId: article.id, entryId: null, lang: 'EN_US', title: 'Scheduled rules', path: `/docs/cdn/${article.id}/`, state: 'pending' });
  await waitFor(async () => (await visitorDocument(article.id)) === 200);
  expect((await schedulesOf(article.id))[0]).toMatchObject({ state: 'done', outcome: expect.stringMatching(/^version \d+$/) });
  const history = (await call('GET', `/editor/docs/nodes/${article.id}/history?language=EN_US`)).body.data;
  expect(history[0]).toMatchObject({ action: 'publish', summary: 'published (scheduled)', staffEmail: 'docs-cal@example.com' });
  // Another language's schedules are its own.
  expect(await schedulesOf(article.id, 'JA_JP')).toEqual([]);

  await call('POST', '/editor/schedules', { docId: article.id, lang: 'EN_US', action: 'unpublish', runAt: fromNow(300), timeZone: 'UTC' });
  await waitFor(async () => (await visitorDocument(article.id)) === 404);
});

it('marks a scheduled publish failed, with why, when the directory it sits in is not published', async () => {
  const dir = (await call('POST', '/editor/docs/nodes', { lang: 'EN_US', kind: 'directory', parentId: 111, name: 'Not yet live' })).body.data;
  const article = await makeArticle('Inside an unpublished directory', dir.id);
  await call('POST', '/editor/schedules', { docId: article.id, lang: 'EN_US', action: 'publish', runAt: fromNow(0), timeZone: 'UTC' });
  await waitFor(async () => (await schedulesOf(article.id))[0].state !== 'pending');
  expect((await schedulesOf(article.id))[0]).toMatchObject({ state: 'failed', outcome: expect.stringMatching(/publish "Not yet live" first/) });
  expect(await visitorDocument(article.id)).toBe(404);
});

it('refuses a schedule that names no target, two targets or a node version that does not exist, storing nothing; a deleted node takes its schedules along', async () => {
  const article = await makeArticle('Refusals');
  const before = await snapshot();
  const runAt = fromNow(3_600_000);
  const cases: Array<[unknown, number, string?]> = [
    [{ action: 'publish', runAt, timeZone: 'UTC' }, 400, 'entryId'],
    [{ entryId: 1, docId: article.id, lang: 'EN_US', action: 'publish', runAt, timeZone: 'UTC' }, 400, 'lang'],
    [{ docId: article.id, action: 'publish', runAt, timeZone: 'UTC' }, 400, 'lang'],
    [{ docId: article.id, lang: 'FR_FR', action: 'publish', runAt, timeZone: 'UTC' }, 400, 'lang'],
    [{ docId: article.id, lang: 'JA_JP', action: 'publish', runAt, timeZone: 'UTC' }, 404],
    [{ docId: 99999999, lang: 'EN_US', action: 'publish', runAt, timeZone: 'UTC' }, 404],
  ];
  for (const [body, status, field] of cases) {
    const res = await call('POST', '/editor/schedules', body);
    expect([JSON.stringify(body), res.status, res.body.data?.field]).toEqual([JSON.stringify(body), status, field]);
  }
  expect((await call('GET', '/editor/schedules?docId=1&language=FR_FR')).status).toBe(400);
  expect((await call('GET', '/editor/schedules?docId=x&language=EN_US')).status).toBe(400);
  expect(await snapshot()).toBe(before);

  const made = (await call('POST', '/editor/schedules', { docId: article.id, lang: 'EN_US', action: 'publish', runAt, timeZone: 'UTC' })).body.data;
  const listed = (await call('GET', `/editor/schedules?from=${encodeURIComponent(fromNow(3_000_000))}`)).body.data;
  expect(listed.map((r: { id: number }) => r.id)).toContain(made.id);
  const current = (await call('GET', `/editor/docs/nodes/${article.id}?language=EN_US`)).body.data;
  expect((await call('POST', `/editor/docs/nodes/${article.id}/delete`, { lang: 'EN_US', version: current.version })).status).toBe(200);
  expect(await staff.api.store.query('SELECT 1 FROM schedules WHERE id = $1', [made.id])).toEqual([]);
});
