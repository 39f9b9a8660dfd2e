import { startTestPortal, type TestPortal } from './portal-server';
import { staffCookie } from './staff-support';
import { onContentChange, type ContentChange } from '../../portal/editor/events';
import { assertNewsFields, editableNews } from '../../portal/editor/news';
import type { EntryRow } from '../../portal/content';
import type { NewsType } from '../../contract/news-entry';
import { resolveRoute } from '../../contract/routes';

/** Editing news-kind entries: list, create, draft with version check, publish, history; visitors see only what is published. */

let api: TestPortal;
let editor: string;
let other: string;

const call = (method: string, route: string, body?: unknown, cookie?: string, headers?: Record<string, string>) => api.staffCall(method, route, body, cookie, headers);

const snapshot = async () => JSON.stringify(await Promise.all([
  api.store.query(`SELECT id, type, code, lang, title, body, tag, data, draft, version, published FROM entries WHERE kind = 'news' ORDER BY id`),
  api.store.query('SELECT count(*)::int AS n FROM revisions'),
]));

/** What a visitor gets for a Japanese blog entry: the list, the composed detail page, site search and the sitemap. */
async function visitorSees(code: string, word: string) {
  const list = await api.post('/news/BLOG?lang=JA_JP', { pageSize: 50 });
  const detail = await api.get(`/blog/page-code?pageCode=${code}&lang=JA_JP`);
  const search = await api.post('/search?lang=JA_JP', { keyword: word });
  const sitemap = await api.get('/sitemap');
  return {
    inList: list.body.data.rows.some((r: { code: string }) => r.code === code),
    detail: detail.status,
    inSearch: search.body.data.rows.some((r: { code: string }) => r.code === code),
    inSitemap: sitemap.body.data.some((r: { path: string; lang: string }) => r.path === `/blog/${code}/` && r.lang === 'JA_JP'),
  };
}

const fields = (extra: Record<string, unknown> = {}) => ({
  title: 'エッジで学ぶ低遅延配信', summary: '低遅延配信の基本を紹介します。', date: '2026-11-20', tag: 'Media Delivery',
  image: '/images/covers/blog.svg', html: '<h2>はじめに</h2><p>低遅延配信の仕組みを解説します。</p>', author: '山田花子', readMinutes: 4, ...extra,
});

beforeAll(async () => {
  api = await startTestPortal();
  editor = await staffCookie(api, 'editor@example.com');
  other = await staffCookie(api, 'other@example.com');
}, 60_000);
afterAll(() => api.close());

describe('access', () => {
  it('refuses anonymous callers (401) and viewers writing (403), changing nothing', async () => {
    const before = await snapshot();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/editor/news'], ['POST', '/editor/news', { type: 'BLOG', lang: 'EN_US', code: 'refused', title: 'x' }],
      ['GET', '/editor/news/1'], ['POST', '/editor/news/1/draft', { version: 1, fields: fields() }],
      ['POST', '/editor/news/1/publish', { version: 1 }], ['GET', '/editor/news/1/history'], ['POST', '/editor/news/1/delete', { version: 1 }],
    ];
    for (const [method, route, body] of calls) expect([route, (await call(method, route, body)).status]).toEqual([route, 401]);
    const viewer = await staffCookie(api, 'viewer@example.com', 'viewer');
    for (const [method, route, body] of calls.filter(([m]) => m === 'POST')) expect([route, (await call(method, route, body, viewer)).status]).toEqual([route, 403]);
    expect((await call('GET', '/editor/news?type=BLOG', undefined, viewer)).status).toBe(200);
    expect(await snapshot()).toBe(before);
  });
});

describe('list', () => {
  it('filters by type, language and a search of title and code', async () => {
    const blogJa = await call('GET', '/editor/news?type=BLOG&language=JA_JP', undefined, editor);
    expect(blogJa.status).toBe(200);
    expect(blogJa.body.data.length).toBeGreaterThan(5);
    expect(blogJa.body.data.every((r: { type: string; lang: string }) => r.type === 'BLOG' && r.lang === 'JA_JP')).toBe(true);
    expect(blogJa.body.data[0]).toMatchObject({ url: expect.stringMatching(/^\/blog\/.+\/$/), published: true, hasDraft: false, date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });

    const videos = await call('GET', '/editor/news?type=videos&language=EN_US', undefined, editor);
    expect(videos.body.data.length).toBeGreaterThan(0);
    expect(videos.body.data.every((r: { type: string }) => r.type === 'VIDEOS')).toBe(true);

    const searched = await call('GET', '/editor/news?type=BLOG&language=EN_US&q=quic', undefined, editor);
    expect(searched.body.data.map((r: { code: string }) => r.code)).toEqual(['http3-quic-explained']);
    expect((await call('GET', '/editor/news?q=50%25', undefined, editor)).status).toBe(200);
  });

  it('opens every seeded entry with fields the schema of its type accepts (so each can be saved unchanged)', async () => {
    const rows = await api.store.query<EntryRow>(`SELECT * FROM entries WHERE kind = 'news'`);
    expect(rows.length).toBeGreaterThan(100);
    const refused = rows.flatMap((row) => {
      try {
        assertNewsFields(row.type as NewsType, editableNews(row).fields);
        return [];
      } catch (error) {
        return [`${row.type} ${row.code} ${row.lang}: ${(error as Error).message}`];
      }
    });
    expect(refused).toEqual([]);
  });

  it('refuses an unknown type or language with 400 naming it', async () => {
    const type = await call('GET', '/editor/news?type=podcasts', undefined, editor);
    expect([type.status, type.body.data.field]).toEqual([400, 'type']);
    const lang = await call('GET', '/editor/news?language=FR_FR', undefined, editor);
    expect([lang.status, lang.body.data.field]).toEqual([400, 'lang']);
  });
});

describe('create, save, publish', () => {
  const code = 'low-latency-at-the-edge';
  let id: number;
  let version: number;

  it('refuses bad codes and taken ones, storing nothing', async () => {
    const before = await snapshot();
    const cases: Array<[unknown, number, string]> = [
      [{ type: 'BLOG', lang: 'JA_JP', code: 'Not A Slug', title: 'x' }, 400, 'code'],
      [{ type: 'BLOG', lang: 'JA_JP', code: '12345', title: 'x' }, 400, 'code'],
      [{ type: 'BLOG', lang: 'JA_JP', code: 'web-performance', title: 'x' }, 400, 'code'], // the blog tag page's address
      [{ type: 'GLOSSARY', lang: 'JA_JP', code: 'security', title: 'x' }, 400, 'code'],
      [{ type: 'BLOG', lang: 'JA_JP', code: 'http3-quic-explained', title: 'x' }, 409, 'code'],
      [{ type: 'PODCAST', lang: 'JA_JP', code: 'x', title: 'x' }, 400, 'type'],
      [{ type: 'BLOG', lang: 'JA_JP', code: 'fine-code', title: '   ' }, 400, 'title'],
      [{ type: 'BLOG', lang: 'XX', code: 'fine-code', title: 'x' }, 400, 'lang'],
    ];
    for (const [body, status, field] of cases) {
      const res = await call('POST', '/editor/news', body, editor);
      expect([JSON.stringify(body), res.status, res.body.data?.field]).toEqual([JSON.stringify(body), status, field]);
      expect(res.body.message).toMatch(new RegExp(field));
    }
    expect(await snapshot()).toBe(before);
  });

  it('creates an unpublished Japanese blog post that visitors cannot see', async () => {
    const res = await call('POST', '/editor/news', { type: 'BLOG', lang: 'JA_JP', code, title: 'エッジで学ぶ低遅延配信' }, editor);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'BLOG', lang: 'JA_JP', code, url: `/blog/${code}/`, published: false, hasDraft: true, fields: { title: 'エッジで学ぶ低遅延配信', tag: 'Web Performance', html: '' } });
    ({ id, version } = res.body.data);
    // The same code is free in another language (a translation) and taken in this one.
    expect((await call('POST', '/editor/news', { type: 'BLOG', lang: 'JA_JP', code, title: 'again' }, editor)).status).toBe(409);
    expect(await visitorSees(code, '低遅延配信')).toEqual({ inList: false, detail: 404, inSearch: false, inSitemap: false });
  });

  it('refuses invalid fields with 400 naming the field, storing nothing', async () => {
    const before = await snapshot();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ date: '2025-02-30' }, 'fields.date'],
      [{ date: 'yesterday' }, 'fields.date'],
      [{ tag: 'Gardening' }, 'fields.tag'],
      [{ title: '' }, 'fields.title'],
      [{ image: 'javascript:alert(1)' }, 'fields.image'],
      [{ readMinutes: -3 }, 'fields.readMinutes'],
      [{ fileUrl: '/files/x.pdf' }, 'fields.fileUrl'], // not a blog field
      [{ html: 5 }, 'fields.html'],
    ];
    for (const [change, field] of cases) {
      const res = await call('POST', `/editor/news/${id}/draft`, { version, fields: fields(change) }, editor);
      expect([field, res.status, res.body.data?.field]).toEqual([field, 400, field]);
    }
    const noFields = await call('POST', `/editor/news/${id}/draft`, { version, fields: 'x' }, editor);
    expect([noFields.status, noFields.body.data.field]).toEqual([400, 'fields']);
    const noVersion = await call('POST', `/editor/news/${id}/draft`, { fields: fields() }, editor);
    expect([noVersion.status, noVersion.body.data.field]).toEqual([400, 'version']);
    expect((await call('POST', '/editor/news/999999/draft', { version: 1, fields: fields() }, editor)).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('saves a draft, and a save against an old version is a 409 naming who saved', async () => {
    const saved = await call('POST', `/editor/news/${id}/draft`, { version, fields: fields() }, editor);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ version: version + 1, hasDraft: true, published: false, fields: fields() });
    const stale = await call('POST', `/editor/news/${id}/draft`, { version, fields: fields({ title: 'lost' }) }, other);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toContain('editor@example.com');
    version = saved.body.data.version;
    expect((await call('GET', `/editor/news/${id}`, undefined, other)).body.data.fields.title).toBe('エッジで学ぶ低遅延配信');
    // Staff preview shows the draft at its address; visitors still get nothing.
    const { token } = (await call('POST', '/editor/preview-token', {}, editor)).body.data;
    const preview = await api.get(`/blog/page-code?pageCode=${code}&lang=JA_JP`, { ispreview: 'true', pretoken: token });
    expect(preview.status).toBe(200);
    expect(preview.body.data.moduleViewList[0].details).toContain('はじめに');
    expect(await visitorSees(code, '低遅延配信')).toEqual({ inList: false, detail: 404, inSearch: false, inSitemap: false });
  });

  it('publishes: list, detail, search and sitemap show it, caches are told, history records each step', async () => {
    const changes: ContentChange[] = [];
    const stop = onContentChange((change) => changes.push(change));
    expect((await call('POST', `/editor/news/${id}/publish`, { version: version - 1 }, editor)).status).toBe(409);
    const published = await call('POST', `/editor/news/${id}/publish`, { version }, editor);
    stop();
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({ published: true, hasDraft: false });
    expect(changes).toEqual([{ kind: 'news', type: 'BLOG', code, lang: 'JA_JP', path: `/blog/${code}/` }]);
    expect(await visitorSees(code, '低遅延配信')).toEqual({ inList: true, detail: 200, inSearch: true, inSitemap: true });
    const detail = await api.get(`/blog/page-code?pageCode=${code}&lang=JA_JP`);
    const article = JSON.parse(detail.body.data.moduleViewList[0].details);
    expect(article).toMatchObject({ title: 'エッジで学ぶ低遅延配信', tag: 'Media Delivery', author: '山田花子', image: '/images/covers/blog.svg', publishTime: '2026-11-20T00:00:00.000Z' });
    expect(article.html).toContain('<h2>はじめに</h2>');
    // The English blog has no such post: languages stay apart.
    expect((await api.post('/news/BLOG?lang=EN_US', { pageSize: 50 })).body.data.rows.some((r: { code: string }) => r.code === code)).toBe(false);
    // Nothing left to publish.
    expect((await call('POST', `/editor/news/${id}/publish`, { version: published.body.data.version }, editor)).status).toBe(409);

    const history = await call('GET', `/editor/news/${id}/history`, undefined, editor);
    expect(history.body.data.map((h: { action: string; staffEmail: string }) => `${h.action} ${h.staffEmail}`)).toEqual([
      'publish editor@example.com', 'save editor@example.com', 'create editor@example.com',
    ]);
    expect(history.body.data[1].summary).toMatch(/changed .*html/);
  });

  it('keeps a later draft out of public view until it is published', async () => {
    const current = (await call('GET', `/editor/news/${id}`, undefined, editor)).body.data;
    const saved = await call('POST', `/editor/news/${id}/draft`, { version: current.version, fields: fields({ title: '改訂中のタイトル' }) }, editor);
    expect(saved.status).toBe(200);
    const list = await api.post('/news/BLOG?lang=JA_JP', { pageSize: 50 });
    expect(list.body.data.rows.find((r: { code: string }) => r.code === code).title).toBe('エッジで学ぶ低遅延配信');
    expect((await api.post('/search?lang=JA_JP', { keyword: '改訂中' })).body.data.total).toBe(0);
  });

  it('removes the entry: a stale version is refused, then visitors lose it everywhere and the history says who', async () => {
    const current = (await call('GET', `/editor/news/${id}`, undefined, editor)).body.data;
    expect((await call('POST', `/editor/news/${id}/delete`, { version: current.version - 1 }, editor)).status).toBe(409);
    expect((await visitorSees(code, '低遅延配信')).inList).toBe(true);
    expect((await call('POST', `/editor/news/${id}/delete`, { version: current.version }, other)).status).toBe(200);
    expect(await visitorSees(code, '低遅延配信')).toEqual({ inList: false, detail: 404, inSearch: false, inSitemap: false });
    expect((await call('GET', `/editor/news/${id}`, undefined, editor)).status).toBe(404);
    const [last] = await api.store.query<{ action: string; staff_email: string }>(`SELECT action, staff_email FROM revisions WHERE subject = $1 ORDER BY id DESC LIMIT 1`, [`entry:${id}`]);
    expect(last).toEqual({ action: 'delete', staff_email: 'other@example.com' });
  });
});

describe('every kind of news entry reaches its list and detail page on publish', () => {
  const cases: Array<[NewsType, Record<string, unknown>]> = [
    ['EVENTS', { tag: 'EXHIBITION', startTime: '2027-03-01T09:00:00Z', endTime: '2027-03-03T17:00:00Z', location: 'Berlin', booth: 'B12' }],
    ['CASE_STUDY', { tag: 'gaming', customer: 'Example Games', industry: 'Gaming' }],
    ['GLOSSARY', { tag: 'security', subTag: 'WAF' }],
    ['VIDEOS', { tag: 'VIDEOS', videoUrl: 'https://media.edgenova.example/videos/x.mp4', extendType: 'normal', minutes: 3 }],
    ['WHITE_PAPERS', { tag: 'Zero Trust', fileUrl: '/files/x.pdf' }],
    ['NEWS', { tag: 'NEWS', recommend: true }],
  ];
  it.each(cases)('%s', async (type, extra) => {
    const code = `editor-made-${type.toLowerCase().replace(/_/g, '-')}`;
    const created = await call('POST', '/editor/news', { type, lang: 'EN_US', code, title: `Editor made ${type}` }, editor);
    expect(created.status).toBe(200);
    const { id, url } = created.body.data;
    const base = { title: `Editor made ${type}`, summary: 'Made in the editor.', date: '2026-11-21', image: '/images/covers/blog.svg', html: `<p>Body of ${type}</p>` };
    const saved = await call('POST', `/editor/news/${id}/draft`, { version: created.body.data.version, fields: { ...base, ...extra } }, editor);
    expect(saved.status).toBe(200);
    const route = resolveRoute(url)!;
    const detail = () => api.get(`/${route.type}/page-code?pageCode=${encodeURIComponent(route.code)}&lang=EN_US`);
    const listed = async () => (await api.post(`/news/${type}?lang=EN_US`, { pageSize: 50 })).body.data.rows.some((r: { code: string }) => r.code === code);
    expect([(await detail()).status, await listed()]).toEqual([404, false]);
    expect((await call('POST', `/editor/news/${id}/publish`, { version: saved.body.data.version }, editor)).status).toBe(200);
    expect([(await detail()).status, await listed()]).toEqual([200, true]);
    expect(JSON.parse((await detail()).body.data.moduleViewList[0].details).html).toBe(`<p>Body of ${type}</p>`);
  });
});
