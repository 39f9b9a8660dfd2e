import { openStore, type Store } from '../../portal/store';
import { runDueSchedules } from '../../portal/editor/schedule-runner';
import { startTestPortal, type TestPortal } from './portal-server';
import { fromNow, staffCookie, waitFor } from './staff-support';

// The poller runs every 100 ms here, so a due schedule goes live within the test's patience.
const POLL = { SCHEDULE_POLL_MS: '100' };
jest.setTimeout(60_000);

let api: TestPortal;
let editor: string;
let viewer: string;

beforeAll(async () => {
  api = await startTestPortal(POLL);
  editor = await staffCookie(api, 'cal-editor@example.com');
  viewer = await staffCookie(api, 'cal-viewer@example.com', 'viewer');
}, 60_000);
afterAll(() => api.close());

const call = (method: string, route: string, body?: unknown, cookie?: string, headers?: Record<string, string>) => api.staffCall(method, route, body, cookie, headers);

const mod = (id: string, name: string, html: string) => ({ id, name, type: 'richText', details: { visible: true, html } });
const publicPage = (code: string) => call('GET', `/page/page-code?pageCode=${code}&lang=EN_US`);
const htmlOf = (page: { moduleViewList: Array<{ details: string }> }) => page.moduleViewList.map((m) => JSON.parse(m.details).html);

/** A page with one save (title "First", module intro) and, when `publish`, published. */
async function makePage(code: string, publish = true) {
  const created = (await call('POST', '/editor/pages', { path: `/${code}/`, lang: 'EN_US', title: 'First' }, editor)).body.data;
  const saved = await call('POST', `/editor/entries/${created.id}/draft`, { version: created.version, title: 'First', data: { ...created.data, moduleViewList: [mod('intro', 'Intro', '<p>one</p>')] } }, editor);
  expect(saved.status).toBe(200);
  if (!publish) return saved.body.data;
  const published = await call('POST', `/editor/entries/${created.id}/publish`, { version: saved.body.data.version }, editor);
  expect(published.status).toBe(200);
  return published.body.data;
}

async function snapshot() {
  const [entries, revisions, schedules] = await Promise.all([
    api.store.query('SELECT id, title, data, draft, version, published FROM entries ORDER BY id'),
    api.store.query('SELECT count(*)::int AS n FROM revisions'),
    api.store.query('SELECT id, state FROM schedules ORDER BY id'),
  ]);
  return JSON.stringify({ entries, revisions, schedules });
}

describe('revisions', () => {
  it('compares a revision with the current draft: a changed field and an added module', async () => {
    const page = await makePage('cal-diff');
    const edited = { ...page.data, moduleViewList: [mod('intro', 'Intro', '<p>two</p>'), mod('faq', 'FAQ', '<p>q</p>')] };
    const saved = await call('POST', `/editor/entries/${page.id}/draft`, { version: page.version, title: 'Second', data: edited }, editor);
    expect(saved.status).toBe(200);
    const history = (await call('GET', `/editor/entries/${page.id}/history`, undefined, editor)).body.data as Array<{ id: number; action: string }>;
    const firstSave = history.find((r) => r.action === 'save' && r.id !== history[0].id)!;
    const diff = await call('GET', `/editor/entries/${page.id}/revisions/${firstSave.id}/diff`, undefined, viewer);
    expect(diff.status).toBe(200);
    expect(diff.body.data.currentVersion).toBe(saved.body.data.version);
    expect(diff.body.data.rows).toEqual(
      expect.arrayContaining([
        { path: ['title'], change: 'edited', before: 'First', after: 'Second' },
        { module: { id: 'intro', name: 'Intro', type: 'richText' }, path: ['details', 'html'], change: 'edited', before: '<p>one</p>', after: '<p>two</p>' },
        { module: { id: 'faq', name: 'FAQ', type: 'richText' }, path: [], change: 'added', after: 'FAQ' },
      ]),
    );
    // A publish keeps no snapshot of its own: it compares as the content it put live (the save before it).
    const publish = history.find((r) => r.action === 'publish')!;
    const viaPublish = (await call('GET', `/editor/entries/${page.id}/revisions/${publish.id}/diff`, undefined, editor)).body.data.rows;
    expect(viaPublish).toEqual(diff.body.data.rows);
  });

  it('refuses unknown revisions, revisions of another entry and bad ids with 404/400', async () => {
    const a = await makePage('cal-other-a');
    const b = await makePage('cal-other-b');
    const [revOfB] = (await call('GET', `/editor/entries/${b.id}/history`, undefined, editor)).body.data;
    expect((await call('GET', `/editor/entries/${a.id}/revisions/${revOfB.id}/diff`, undefined, editor)).status).toBe(404);
    expect((await call('GET', `/editor/entries/${a.id}/revisions/99999999/diff`, undefined, editor)).status).toBe(404);
    const bad = await call('GET', `/editor/entries/${a.id}/revisions/x/diff`, undefined, editor);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/revisionId/);
    expect((await call('GET', `/editor/entries/${a.id}/revisions/${revOfB.id}/diff`)).status).toBe(401);
  });

  it('restores a revision as a new draft that previews and publishes like any other', async () => {
    const page = await makePage('cal-restore');
    const later = { ...page.data, moduleViewList: [mod('intro', 'Intro', '<p>later</p>')] };
    const saved = (await call('POST', `/editor/entries/${page.id}/draft`, { version: page.version, title: 'Later', data: later }, editor)).body.data;
    const published = (await call('POST', `/editor/entries/${page.id}/publish`, { version: saved.version }, editor)).body.data;
    expect(htmlOf((await publicPage('cal-restore')).body.data)).toEqual(['<p>later</p>']);
    const history = (await call('GET', `/editor/entries/${page.id}/history`, undefined, editor)).body.data as Array<{ id: number; action: string; version: number }>;
    const first = history.filter((r) => r.action === 'save').at(-1)!;

    // The version check applies as for a save: a stale version and a viewer change nothing.
    const before = await snapshot();
    const stale = await call('POST', `/editor/entries/${page.id}/revisions/${first.id}/restore`, { version: page.version }, editor);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by cal-editor@example.com/);
    expect((await call('POST', `/editor/entries/${page.id}/revisions/${first.id}/restore`, { version: published.version }, viewer)).status).toBe(403);
    expect(await snapshot()).toBe(before);

    const restored = await call('POST', `/editor/entries/${page.id}/revisions/${first.id}/restore`, { version: published.version }, editor);
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({ title: 'First', hasDraft: true, published: true, version: published.version + 1 });
    expect(restored.body.data.data.path).toBe('/cal-restore/');
    // Not live by itself: the public page still shows the published version; a preview shows the restored draft.
    expect(htmlOf((await publicPage('cal-restore')).body.data)).toEqual(['<p>later</p>']);
    const token = (await call('POST', '/editor/preview-token', {}, editor)).body.data.token;
    const preview = await call('GET', '/page/page-code?pageCode=cal-restore&lang=EN_US', undefined, undefined, { ispreview: 'true', pretoken: token });
    expect(htmlOf(preview.body.data)).toEqual(['<p>one</p>']);
    const rows = (await call('GET', `/editor/entries/${page.id}/history`, undefined, editor)).body.data;
    expect(rows[0]).toMatchObject({ action: 'restore', staffEmail: 'cal-editor@example.com' });
    expect(rows[0].summary).toMatch(new RegExp(`^restored version ${first.version}: title changed; edited Intro`));

    const live = await call('POST', `/editor/entries/${page.id}/publish`, { version: restored.body.data.version }, editor);
    expect(live.status).toBe(200);
    expect(htmlOf((await publicPage('cal-restore')).body.data)).toEqual(['<p>one</p>']);
  });
});

describe('unpublish', () => {
  it('takes a page off the public site and out of the sitemap; the content stays as a draft', async () => {
    const page = await makePage('cal-unpublish');
    expect((await publicPage('cal-unpublish')).status).toBe(200);
    const sitemap = async () => ((await call('GET', '/sitemap')).body.data as Array<{ path: string }>).some((r) => JSON.stringify(r).includes('/cal-unpublish/'));
    expect(await sitemap()).toBe(true);

    expect((await call('POST', `/editor/entries/${page.id}/unpublish`, { version: page.version - 1 }, editor)).status).toBe(409);
    const done = await call('POST', `/editor/entries/${page.id}/unpublish`, { version: page.version }, editor);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ published: false, hasDraft: true, title: 'First' });
    expect((await publicPage('cal-unpublish')).status).toBe(404);
    expect(await sitemap()).toBe(false);
    const again = await call('POST', `/editor/entries/${page.id}/unpublish`, { version: done.body.data.version }, editor);
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/not published/);
    // Publishing again brings the same content back.
    expect((await call('POST', `/editor/entries/${page.id}/publish`, { version: done.body.data.version }, editor)).status).toBe(200);
    expect(htmlOf((await publicPage('cal-unpublish')).body.data)).toEqual(['<p>one</p>']);
  });
});

describe('schedules', () => {
  it('refuses bad schedules with a message naming the field, storing nothing', async () => {
    const page = await makePage('cal-bad', false);
    const before = await snapshot();
    const cases: Array<[unknown, string, number?]> = [
      [{ entryId: page.id, action: 'publish', runAt: fromNow(3600_000), timeZone: 'Mars/Olympus' }, 'timeZone'],
      [{ entryId: page.id, action: 'publish', runAt: fromNow(-3600_000), timeZone: 'UTC' }, 'runAt'],
      [{ entryId: page.id, action: 'publish', runAt: '2030-01-01T09:00', timeZone: 'UTC' }, 'runAt'],
      [{ entryId: page.id, action: 'publish', runAt: '2030-02-31T09:00:00Z', timeZone: 'UTC' }, 'runAt'],
      [{ entryId: page.id, action: 'delete', runAt: fromNow(3600_000), timeZone: 'UTC' }, 'action'],
      [{ entryId: 99999999, action: 'publish', runAt: fromNow(3600_000), timeZone: 'UTC' }, '', 404],
    ];
    for (const [body, field, status = 400] of cases) {
      const res = await call('POST', '/editor/schedules', body, editor);
      expect([res.status, res.body.message]).toEqual([status, expect.stringContaining(field)]);
    }
    expect((await call('POST', '/editor/schedules', cases[0][0], viewer)).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('stores a schedule in UTC with its zone, lists it and cancels it once', async () => {
    const page = await makePage('cal-cancel', false);
    const res = await call('POST', '/editor/schedules', { entryId: page.id, action: 'publish', runAt: '2030-06-01T09:30:00+09:00', timeZone: 'Asia/Tokyo' }, editor);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ entryId: page.id, runAt: '2030-06-01T00:30:00.000Z', timeZone: 'Asia/Tokyo', state: 'pending', path: '/cal-cancel/', staffEmail: 'cal-editor@example.com' });
    const listed = (await call('GET', '/editor/schedules?from=2030-06-01&to=2030-06-02', undefined, viewer)).body.data;
    expect(listed.map((r: { id: number }) => r.id)).toContain(res.body.data.id);
    expect((await call('GET', '/editor/schedules?from=2030-06-02', undefined, viewer)).body.data.map((r: { id: number }) => r.id)).not.toContain(res.body.data.id);
    expect((await call('GET', '/editor/schedules?from=yesterday', undefined, viewer)).status).toBe(400);
    const cancelled = await call('POST', `/editor/schedules/${res.body.data.id}/cancel`, {}, editor);
    expect(cancelled.body.data.state).toBe('cancelled');
    const twice = await call('POST', `/editor/schedules/${res.body.data.id}/cancel`, {}, editor);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toMatch(/cancelled/);
  });

  it('publishes a due schedule once, from the poller, and unpublishes on schedule', async () => {
    const page = await makePage('cal-due', false);
    expect((await publicPage('cal-due')).status).toBe(404);
    const made = await call('POST', '/editor/schedules', { entryId: page.id, action: 'publish', runAt: fromNow(1_000), timeZone: 'Europe/Berlin' }, editor);
    expect(made.status).toBe(200);
    expect((await publicPage('cal-due')).status).toBe(404);
    const live = await waitFor(async () => (await publicPage('cal-due')).status === 200);
    expect(live).toBeGreaterThanOrEqual(new Date(made.body.data.runAt).getTime());
    const [schedule] = (await call('GET', `/editor/schedules?entryId=${page.id}`, undefined, editor)).body.data;
    expect(schedule).toMatchObject({ state: 'done', outcome: expect.stringMatching(/^version \d+$/) });
    const publishes = await api.store.query<{ n: number; who: string }>(`SELECT count(*)::int AS n, max(staff_email) AS who FROM revisions WHERE subject = $1 AND action = 'publish'`, [`entry:${page.id}`]);
    expect(publishes[0]).toEqual({ n: 1, who: 'cal-editor@example.com' });

    await call('POST', '/editor/schedules', { entryId: page.id, action: 'unpublish', runAt: fromNow(500), timeZone: 'UTC' }, editor);
    await waitFor(async () => (await publicPage('cal-due')).status === 404);
  });

  it('marks a schedule failed, with why, when there is nothing to publish', async () => {
    const page = await makePage('cal-nothing');
    const made = (await call('POST', '/editor/schedules', { entryId: page.id, action: 'publish', runAt: fromNow(0), timeZone: 'UTC' }, editor)).body.data;
    await waitFor(async () => (await call('GET', `/editor/schedules?entryId=${page.id}`, undefined, editor)).body.data[0].state !== 'pending');
    const [row] = (await call('GET', `/editor/schedules?entryId=${page.id}`, undefined, editor)).body.data;
    expect(row).toMatchObject({ id: made.id, state: 'failed', outcome: expect.stringMatching(/nothing to publish/) });
    expect((await publicPage('cal-nothing')).status).toBe(200);
  });
});

// Several instances on one database need PostgreSQL (tests/run-all.sh runs the API tests on it with TEST_DATABASE_URL).
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('several instances on one PostgreSQL', () => {
  const others: Store[] = [];
  afterAll(async () => {
    for (const store of others) await store.close();
  });

  it('runs each of 20 due schedules exactly once when four instances poll at the same moment', async () => {
    for (let i = 0; i < 3; i++) others.push(await openStore({ databaseUrl: api.databaseUrl }));
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push((await makePage(`cal-multi-${i}`, false)).id);
    // Written straight to the table, due at once: the test portal's own poller races the three others for them.
    await api.store.query(
      `INSERT INTO schedules (entry_id, action, run_at, staff_email) SELECT unnest($1::int[]), 'publish', now(), 'cal-editor@example.com'`,
      [ids],
    );
    await Promise.all(others.map((store) => runDueSchedules(store)));
    await waitFor(async () => (await api.store.query(`SELECT 1 FROM schedules WHERE state = 'pending'`)).length === 0);
    const rows = await api.store.query<{ state: string; ran_by: string }>('SELECT state, ran_by FROM schedules WHERE entry_id = ANY($1)', [ids]);
    expect(rows.map((r) => r.state)).toEqual(Array(20).fill('done'));
    const publishes = await api.store.query<{ n: number }>(`SELECT count(*)::int AS n FROM revisions WHERE action = 'publish' AND subject = ANY($1)`, [ids.map((id) => `entry:${id}`)]);
    expect(publishes[0].n).toBe(20);
  });
});

