import { onContentChange, type ContentChange } from '../../portal/editor/events';
import { fromNow, portalForFile, startWithEditor, waitFor } from './staff-support';

/** Revisions, unpublish and schedules for news-kind entries: the same flow as pages, on the entry's own fields. */

jest.setTimeout(60_000);
const staff = portalForFile(() => startWithEditor('news-cal@example.com', { SCHEDULE_POLL_MS: '100' }));
const { call } = staff;

const fields = (title: string, html: string) => ({
  title, summary: 'Edge delivery basics.', date: '2026-11-20', tag: 'Media Delivery', image: '/images/covers/blog.svg', html, author: 'Hana', readMinutes: 4,
});

/** An English blog post saved once (title `first`) and, when `publish`, published. */
async function makePost(code: string, publish: boolean) {
  const created = (await call('POST', '/editor/news', { type: 'BLOG', lang: 'EN_US', code, title: 'First' })).body.data;
  const saved = await call('POST', `/editor/news/${created.id}/draft`, { version: created.version, fields: fields('First', '<p>one</p>') });
  expect(saved.status).toBe(200);
  if (!publish) return saved.body.data;
  const published = await call('POST', `/editor/news/${created.id}/publish`, { version: saved.body.data.version });
  expect(published.status).toBe(200);
  return published.body.data;
}

/** What a visitor gets for an English blog post: its detail page, the blog list, site search and the sitemap. */
async function visitorSees(code: string, word: string) {
  const detail = await staff.api.get(`/blog/page-code?pageCode=${code}&lang=EN_US`);
  const list = await staff.api.post('/news/BLOG?lang=EN_US', { pageSize: 50 });
  const search = await staff.api.post('/search?lang=EN_US', { keyword: word });
  const sitemap = await staff.api.get('/sitemap');
  return {
    detail: detail.status,
    inList: list.body.data.rows.some((r: { code: string }) => r.code === code),
    inSearch: search.body.data.rows.some((r: { code: string }) => r.code === code),
    inSitemap: sitemap.body.data.some((r: { path: string; lang: string }) => r.path === `/blog/${code}/` && r.lang === 'EN_US'),
  };
}
const everywhere = { detail: 200, inList: true, inSearch: true, inSitemap: true };
const nowhere = { detail: 404, inList: false, inSearch: false, inSitemap: false };


it('compares a blog post revision field by field and restores it as a draft that publishes', async () => {
  const post = await makePost('calendar-news-restore', true);
  const later = await call('POST', `/editor/news/${post.id}/draft`, { version: post.version, fields: fields('Later', '<p>two</p>') });
  const republished = (await call('POST', `/editor/news/${post.id}/publish`, { version: later.body.data.version })).body.data;
  expect((await staff.api.get('/blog/page-code?pageCode=calendar-news-restore&lang=EN_US')).body.data.name).toBe('Later');

  const history = (await call('GET', `/editor/news/${post.id}/history`)).body.data as Array<{ id: number; action: string; version: number }>;
  const firstSave = history.filter((r) => r.action === 'save').at(-1)!;
  const diff = await call('GET', `/editor/entries/${post.id}/revisions/${firstSave.id}/diff`);
  expect(diff.status).toBe(200);
  expect(diff.body.data.rows).toEqual([
    { path: ['title'], change: 'edited', before: 'First', after: 'Later' },
    { path: ['data', 'html'], change: 'edited', before: '<p>one</p>', after: '<p>two</p>' },
  ]);

  const restored = await call('POST', `/editor/entries/${post.id}/revisions/${firstSave.id}/restore`, { version: republished.version });
  expect(restored.status).toBe(200);
  const reopened = (await call('GET', `/editor/news/${post.id}`)).body.data;
  expect(reopened).toMatchObject({ hasDraft: true, published: true, url: '/blog/calendar-news-restore/', fields: { title: 'First', html: '<p>one</p>', author: 'Hana' } });
  expect((await call('GET', `/editor/news/${post.id}/history`)).body.data[0].summary).toBe(`restored version ${firstSave.version}: changed title, html`);
  // A draft, not live: visitors still read the published version until it is published.
  expect((await staff.api.get('/blog/page-code?pageCode=calendar-news-restore&lang=EN_US')).body.data.name).toBe('Later');
  expect((await call('POST', `/editor/news/${post.id}/publish`, { version: reopened.version })).status).toBe(200);
  expect((await staff.api.get('/blog/page-code?pageCode=calendar-news-restore&lang=EN_US')).body.data.name).toBe('First');
});

it('unpublishes a blog post: gone from its page, the list, search and the sitemap; caches hear of it; the content stays as a draft', async () => {
  const post = await makePost('calendar-news-unpublish', true);
  expect(await visitorSees('calendar-news-unpublish', 'First')).toEqual(everywhere);
  const changes: ContentChange[] = [];
  const stop = onContentChange((change) => changes.push(change));
  try {
    const done = await call('POST', `/editor/entries/${post.id}/unpublish`, { version: post.version });
    expect(done.status).toBe(200);
  } finally {
    stop();
  }
  expect(changes).toEqual([{ kind: 'news', type: 'BLOG', code: 'calendar-news-unpublish', lang: 'EN_US', path: '/blog/calendar-news-unpublish/' }]);
  expect(await visitorSees('calendar-news-unpublish', 'First')).toEqual(nowhere);
  const kept = (await call('GET', `/editor/news/${post.id}`)).body.data;
  expect(kept).toMatchObject({ published: false, hasDraft: true, fields: { title: 'First', html: '<p>one</p>', tag: 'Media Delivery', date: '2026-11-20' } });
  // Publishing again brings it back everywhere.
  expect((await call('POST', `/editor/news/${post.id}/publish`, { version: kept.version })).status).toBe(200);
  expect(await visitorSees('calendar-news-unpublish', 'First')).toEqual(everywhere);
});

it('publishes a blog post on schedule and takes it down on schedule; the calendar names it by its address', async () => {
  const post = await makePost('calendar-news-scheduled', false);
  expect(await visitorSees('calendar-news-scheduled', 'First')).toEqual(nowhere);
  const made = await call('POST', '/editor/schedules', { entryId: post.id, action: 'publish', runAt: fromNow(500), timeZone: 'Asia/Tokyo' });
  expect(made.status).toBe(200);
  expect(made.body.data).toMatchObject({ kind: 'news', title: 'First', path: '/blog/calendar-news-scheduled/', state: 'pending' });
  await waitFor(async () => (await visitorSees('calendar-news-scheduled', 'First')).detail === 200);
  expect(await visitorSees('calendar-news-scheduled', 'First')).toEqual(everywhere);
  expect((await call('GET', `/editor/schedules?entryId=${post.id}`)).body.data[0]).toMatchObject({ state: 'done', outcome: expect.stringMatching(/^version \d+$/) });

  await call('POST', '/editor/schedules', { entryId: post.id, action: 'unpublish', runAt: fromNow(300), timeZone: 'UTC' });
  await waitFor(async () => (await visitorSees('calendar-news-scheduled', 'First')).detail === 404);
  expect(await visitorSees('calendar-news-scheduled', 'First')).toEqual(nowhere);
});

it('marks a scheduled publish failed, with the field, when the draft no longer passes its type\'s rules', async () => {
  const post = await makePost('calendar-news-invalid', false);
  // A draft stored before today's rules (written straight to the table): an empty title never goes live.
  await staff.api.store.query(`UPDATE entries SET draft = jsonb_set(draft, '{title}', '""') WHERE id = $1`, [post.id]);
  await call('POST', '/editor/schedules', { entryId: post.id, action: 'publish', runAt: fromNow(0), timeZone: 'UTC' });
  await waitFor(async () => (await call('GET', `/editor/schedules?entryId=${post.id}`)).body.data[0].state !== 'pending');
  expect((await call('GET', `/editor/schedules?entryId=${post.id}`)).body.data[0]).toMatchObject({ state: 'failed', outcome: expect.stringMatching(/title/) });
  expect((await staff.api.get('/blog/page-code?pageCode=calendar-news-invalid&lang=EN_US')).status).toBe(404);
});
