import { startTestPortal, type TestPortal } from './portal-server';
import { clearNews, insertEntries } from './fixtures';
import { issuePreviewToken } from '../../portal/preview';

let api: TestPortal;
let blogIds: number[];
const STAFF = 'news-test-staff-secret';
let preview: Record<string, string>;

const blog = (n: number, extra: object = {}) => ({
  type: 'BLOG', code: `post-${n}`, title: `Post ${n}`, summary: `Summary ${n}`, body: `<p>Body ${n}</p>`,
  tag: n % 2 ? 'Web Performance' : 'Cloud Security', publishedAt: `2025-0${(n % 9) + 1}-01T00:00:00Z`,
  data: { image: `/img/${n}.png`, url: `/blog/post-${n}/` }, ...extra,
});

beforeAll(async () => {
  process.env.STAFF_SECRET = STAFF;
  api = await startTestPortal();
  await clearNews(api.store);
  blogIds = await insertEntries(api.store, [
    ...Array.from({ length: 12 }, (_, i) => blog(i + 1)),
    blog(13, { data: { url: '/blog/post-13/', recommend: true }, publishedAt: '2024-01-01T00:00:00Z' }),
    { ...blog(1), lang: 'ZH_CN', title: '文章一' },
    { ...blog(14), title: 'Draft only', published: false },
    { ...blog(15), title: 'Published title', draft: { title: 'Draft title', tag: 'Zero Trust' } },
    { type: 'VIDEOS', code: 'intro-video', title: 'Intro video', data: { url: '/videos/intro-video/' } },
    { type: 'WEBINARS', code: 'webinar-1', title: 'Webinar', tag: 'WEBINARS', data: { recommend: true } },
    { type: 'REPORTS', code: 'waap-2024', title: 'State of WAAP 2024', data: { reportType: 'waap' } },
    { type: 'REPORTS', code: 'ddos-2024', title: 'DDoS report', data: { reportType: 'ddos' } },
    { type: 'EVENTS', code: 'show-past', title: 'Past show', tag: 'EXHIBITION', data: { startTime: '2025-04-05T00:00:00Z', endTime: '2025-04-09T00:00:00Z' } },
    { type: 'EVENTS', code: 'show-next', title: 'Next show', tag: 'LIVE', data: { startTime: '2999-01-01T00:00:00Z', endTime: '2999-01-03T00:00:00Z' } },
    { type: 'NOTICE', code: 'maintenance-1', title: 'Maintenance', tag: 'maintenance' },
    { type: 'NOTICE', code: 'release-1', title: 'Release', tag: 'release' },
    { type: 'NOTICE', code: 'release-2', title: 'Release 2', tag: 'release' },
    { type: 'LONG_KEYWORDS', code: 'what-is-cdn', title: 'What is CDN', tag: 'cdn', body: '<p>CDN</p>' },
    { type: 'LONG_KEYWORDS', code: 'cdn-pricing', title: 'CDN pricing', tag: 'cdn' },
    { type: 'LONG_KEYWORDS', code: 'waf-rules', title: 'WAF rules', tag: 'security' },
  ]);
  const issued = await api.post('/preview/token', {}, { 'x-staff-secret': STAFF });
  preview = { ispreview: 'true', pretoken: issued.body.data.token };
}, 60_000);
afterAll(() => api.close());

describe('POST /news/{type} (getNewsList)', () => {
  it('defaults to page 0 of 9, newest first, in the contract row shape', async () => {
    const { status, body } = await api.post('/news/blog', {});
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 14, pageIndex: 0, pageSize: 9 });
    expect(body.data.rows).toHaveLength(9);
    const times = body.data.rows.map((r: { publishTime: string }) => r.publishTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(Object.keys(body.data.rows[0]).sort()).toEqual(['code', 'data', 'id', 'image', 'publishTime', 'summary', 'tag', 'title', 'type', 'url'].sort());
    expect(body.data.rows.map((r: { title: string }) => r.title)).not.toContain('Draft only');
  });

  it('pages, filters by tag and keyword, and puts recommended rows first on request', async () => {
    const second = await api.post('/news/BLOG', { pageIndex: 1, pageSize: 9 });
    expect(second.body.data.rows).toHaveLength(5);
    const tagged = await api.post('/news/BLOG', { tag: 'web performance', pageSize: 50 });
    expect(tagged.body.data.rows.every((r: { tag: string }) => r.tag === 'Web Performance')).toBe(true);
    const keyword = await api.post('/news/BLOG', { keyword: 'post 1' });
    expect(keyword.body.data.rows.map((r: { code: string }) => r.code).sort()).toEqual(['post-1', 'post-10', 'post-11', 'post-12', 'post-13']);
    const recommended = await api.post('/news/BLOG', { recommendOrder: true });
    expect(recommended.body.data.rows[0].code).toBe('post-13');
  });

  it('treats a keyword literally (LIKE wildcards escaped)', async () => {
    expect((await api.post('/news/BLOG', { keyword: '%' })).body.data.total).toBe(0);
    expect((await api.post('/news/BLOG', { keyword: '_' })).body.data.total).toBe(0);
  });

  it('answers per language', async () => {
    const { body } = await api.post('/news/BLOG?lang=cn', {});
    expect(body.data.rows.map((r: { title: string }) => r.title)).toEqual(['文章一']);
  });

  it('lists every resource type for RESOURCES and accepts singular or dashed type names', async () => {
    const { body } = await api.post('/news/RESOURCES', { pageSize: 3, pageIndex: 0, recommendOrder: false });
    expect(body.data.total).toBe(4);
    expect((await api.post('/news/video', {})).body.data.rows[0].code).toBe('intro-video');
    expect((await api.post('/news/white-papers', {})).body.data.total).toBe(0);
  });

  it('answers a GET on the list with 405 naming the allowed method', async () => {
    const { status, body } = await api.get('/news/blog');
    expect([status, body.code]).toEqual([405, '33920405']);
    expect(body.message).toContain('POST');
  });

  it('rejects an unknown type, wrong types, negative pageIndex and huge pageSize naming the field', async () => {
    const cases: Array<[string, unknown, string]> = [
      ['/news/unicorns', {}, 'type'],
      ['/news/BLOG', { pageIndex: -1 }, 'pageIndex'],
      ['/news/BLOG', { pageSize: 1000 }, 'pageSize'],
      ['/news/BLOG', { pageSize: 0 }, 'pageSize'],
      ['/news/BLOG', { pageIndex: 'first' }, 'pageIndex'],
      ['/news/BLOG', { tag: 7 }, 'tag'],
      ['/news/BLOG', { recommendOrder: 'maybe' }, 'recommendOrder'],
      ['/news/BLOG', [1, 2], 'body'],
    ];
    for (const [path, payload, field] of cases) {
      const { status, body } = await api.post(path, payload);
      expect({ path, payload, status, field: body.data?.field, code: body.code }).toEqual({ path, payload, status: 400, field, code: '33920400' });
    }
  });
});

describe('preview rules on lists and details', () => {
  it('hides unpublished rows and drafts without a token, shows them with a valid one', async () => {
    const plain = await api.post('/news/BLOG', { pageSize: 50 });
    const titles = plain.body.data.rows.map((r: { title: string }) => r.title);
    expect(titles).toContain('Published title');
    expect(titles).not.toContain('Draft title');
    expect(titles).not.toContain('Draft only');

    const previewed = await api.post('/news/BLOG', { pageSize: 50 }, preview);
    const previewTitles = previewed.body.data.rows.map((r: { title: string }) => r.title);
    expect(previewTitles).toEqual(expect.arrayContaining(['Draft title', 'Draft only']));
    expect(previewTitles).not.toContain('Published title');
    // Filters apply to what preview shows: the draft moved post-15 to Zero Trust.
    const zeroTrust = await api.post('/news/BLOG', { tag: 'Zero Trust' }, preview);
    expect(zeroTrust.body.data.rows.map((r: { code: string }) => r.code)).toEqual(['post-15']);
  });

  it('serves a draft-only article by code only in preview', async () => {
    expect((await api.get('/news/doc/post-14/EN_US')).status).toBe(404);
    const shown = await api.get('/news/doc/post-14/EN_US', preview);
    expect(shown.status).toBe(200);
    expect(shown.body.data.title).toBe('Draft only');
  });

  it('refuses an invalid or expired token with 401 instead of ignoring it', async () => {
    const bad = await api.post('/news/BLOG', {}, { ispreview: 'true', pretoken: 'forged.token' });
    expect(bad.status).toBe(401);
    const expired = (await issuePreviewToken(api.store, { subject: 'staff' }, -10)).token;
    expect((await api.post('/news/BLOG', {}, { ispreview: 'true', pretoken: expired })).status).toBe(401);
  });

  it('issues tokens only with the staff secret', async () => {
    expect((await api.post('/preview/token', {})).status).toBe(403);
    expect((await api.post('/preview/token', {}, { 'x-staff-secret': 'wrong' })).status).toBe(403);
    const ok = await api.post('/preview/token', { subject: 'editor' }, { 'x-staff-secret': STAFF });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.data.token).toBe('string');
  });
});

describe('details', () => {
  it('GET /news/document/{docId} returns the article in the requested language', async () => {
    const en = await api.get(`/news/document/${blogIds[0]}`);
    expect(en.body.data).toMatchObject({ code: 'post-1', title: 'Post 1', body: '<p>Body 1</p>', lang: 'EN_US' });
    const cn = await api.get(`/news/document/${blogIds[0]}?lang=ZH_CN`);
    expect(cn.body.data.title).toBe('文章一');
    expect((await api.get(`/news/document/${blogIds[0]}?type=VIDEOS`)).status).toBe(404);
    expect((await api.get('/news/document/99999999')).body.code).toBe('33922001');
    expect((await api.get('/news/document/abc')).body.data).toEqual({ field: 'docId' });
  });

  it('GET /news/doc/{code}/{lang} filters by type and tag and validates the language', async () => {
    expect((await api.get('/news/doc/post-1/ZH_CN?type=BLOG')).body.data.title).toBe('文章一');
    expect((await api.get('/news/doc/post-1/EN_US?tag=Cloud%20Security')).status).toBe(404);
    expect((await api.get('/news/doc/post-1/xx')).body.data).toEqual({ field: 'lang' });
  });
});

describe('recommendations and strips', () => {
  it('recommend/list returns only flagged rows; recommendations fills up with the newest', async () => {
    const flagged = await api.post('/news/blog/recommend/list', {});
    expect(flagged.body.data.map((r: { code: string }) => r.code)).toEqual(['post-13']);
    const filled = await api.post('/news/BLOG/recommendations', { pageSize: 3, excludeCode: 'post-9' });
    expect(filled.body.data).toHaveLength(3);
    expect(filled.body.data[0].code).toBe('post-13');
    expect(filled.body.data.map((r: { code: string }) => r.code)).not.toContain('post-9');
    expect((await api.post('/news/BLOG/recommendations', { pageSize: 51 })).body.data).toEqual({ field: 'pageSize' });
  });

  it('GET /content/resource/{type} returns the newest few resources of a category', async () => {
    expect((await api.get('/content/resource/webinars')).body.data.map((r: { code: string }) => r.code)).toEqual(['webinar-1']);
    const all = await api.get('/content/resource/RESOURCES?pageSize=2');
    expect(all.body.data).toHaveLength(2);
    expect(all.body.data[0].code).toBe('webinar-1');
    expect((await api.get('/content/resource/RESOURCES?pageSize=x')).body.data).toEqual({ field: 'pageSize' });
  });
});

describe('reports, events, notices', () => {
  it('POST /news/reports filters by reportType', async () => {
    const { body } = await api.post('/news/reports', { reportType: 'waap' });
    expect(body.data.rows.map((r: { code: string }) => r.code)).toEqual(['waap-2024']);
    expect((await api.post('/news/reports', {})).body.data.total).toBe(2);
  });

  it('POST /news/events/{type} splits upcoming and past events and filters by tag', async () => {
    const codes = async (type: string) => (await api.post(`/news/events/${type}`, {})).body.data.rows.map((r: { code: string }) => r.code);
    expect(await codes('UPCOMING')).toEqual(['show-next']);
    expect(await codes('PAST')).toEqual(['show-past']);
    expect((await codes('ALL')).sort()).toEqual(['show-next', 'show-past']);
    expect(await codes('EXHIBITION')).toEqual(['show-past']);
  });

  it('notices page by category and list their categories', async () => {
    const categories = await api.get('/news/notice/category');
    expect(categories.body.data).toEqual([{ categoryType: 'maintenance', count: 1 }, { categoryType: 'release', count: 2 }]);
    const page = await api.post('/news/notice/page', { categoryType: 'release', pageIndex: 0, pageSize: 1 });
    expect(page.body.data).toMatchObject({ total: 2, pageSize: 1 });
    expect(page.body.data.rows).toHaveLength(1);
  });
});

describe('long-tail keywords', () => {
  it('lists categories, pages keywords and serves a keyword with related ones', async () => {
    expect((await api.get('/long-keywords/category/list')).body.data).toEqual([{ category: 'cdn', count: 2 }, { category: 'security', count: 1 }]);
    expect((await api.post('/long-keywords/page', { category: 'cdn' })).body.data.total).toBe(2);
    const detail = await api.post('/long-keywords/detail', { keywords: 'what is cdn' });
    expect(detail.body.data).toMatchObject({ code: 'what-is-cdn', body: '<p>CDN</p>' });
    expect(detail.body.data.related.map((r: { code: string }) => r.code)).toEqual(['cdn-pricing']);
    expect((await api.post('/long-keywords/detail', { keywords: 'what-is-cdn' })).body.data.code).toBe('what-is-cdn');
    expect((await api.post('/long-keywords/detail', { keywords: 'nothing' })).status).toBe(404);
    expect((await api.post('/long-keywords/detail', {})).body.data).toEqual({ field: 'keywords' });
  });
});

describe('POST /news/{type} by cursor (keyset pages)', () => {
  const codes = (rows: Array<{ code: string }>) => rows.map((r) => r.code);

  async function walk(body: object, pageSize: number, list = '/news/blog') {
    const pages: string[][] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 40; i++) {
      const { status, body: page } = await api.post(list, { ...body, pageSize, cursor });
      expect(status).toBe(200);
      pages.push(codes(page.data.rows));
      cursor = page.data.nextCursor ?? undefined;
      if (!cursor) break;
    }
    return pages;
  }

  it('walks the same pages as pageIndex does, ties on publication time included, and ends with a null nextCursor', async () => {
    for (const body of [{}, { recommendOrder: true }, { tag: 'web performance' }]) {
      const byIndex: string[][] = [];
      for (let pageIndex = 0; ; pageIndex++) {
        const rows = (await api.post('/news/blog', { ...body, pageSize: 4, pageIndex })).body.data.rows;
        if (!rows.length) break;
        byIndex.push(codes(rows));
      }
      const byCursor = await walk(body, 4);
      // A full last page has a cursor whose page is empty.
      expect(byCursor.filter((p) => p.length)).toEqual(byIndex);
      expect(new Set(byCursor.flat()).size).toBe(byCursor.flat().length);
    }
    expect((await walk({}, 4)).flat()).toHaveLength(14);
    const last = await api.post('/news/blog', { pageSize: 50 });
    expect(last.body.data).toMatchObject({ total: 14, nextCursor: null });
  });

  it('lists several types (RESOURCES) in one order across types, by pageIndex and by cursor, as the store sorts them', async () => {
    const resources = ['BROCHURES', 'VIDEOS', 'REPORTS', 'WEBINARS', 'DATASHEETS', 'EBOOKS', 'INFOGRAPHICS', 'CASE_STUDY', 'GLOSSARY', 'WHITE_PAPERS'];
    const stored = (await api.store.query<{ code: string }>(
      `SELECT code FROM entries WHERE kind = 'news' AND published AND lang = 'EN_US' AND type = ANY($1::text[]) ORDER BY sort, published_at DESC, id DESC`,
      [resources],
    )).map((r) => r.code);
    expect(new Set((await api.store.query<{ type: string }>(`SELECT DISTINCT type FROM entries WHERE kind = 'news' AND published AND lang = 'EN_US' AND type = ANY($1::text[])`, [resources])).map((r) => r.type)).size).toBeGreaterThanOrEqual(3);
    for (const pageSize of [1, 3]) {
      const byIndex: string[] = [];
      for (let pageIndex = 0; ; pageIndex++) {
        const { body } = await api.post('/news/resources', { pageSize, pageIndex });
        expect(body.data.total).toBe(stored.length);
        if (!body.data.rows.length) break;
        byIndex.push(...codes(body.data.rows));
      }
      expect(byIndex).toEqual(stored);
      expect((await walk({}, pageSize, '/news/resources')).flat()).toEqual(stored);
    }
  });

  it('refuses a cursor the list did not give, naming the field', async () => {
    const forged = Buffer.from(JSON.stringify({ s: 0, p: "2025'; DROP TABLE entries; --", i: 1 })).toString('base64url');
    for (const cursor of ['nonsense', forged, Buffer.from('{"s":"0"}').toString('base64url')]) {
      const { status, body } = await api.post('/news/blog', { cursor });
      expect({ status, code: body.code, data: body.data }).toEqual({ status: 400, code: '33920400', data: { field: 'cursor' } });
    }
  });
});
