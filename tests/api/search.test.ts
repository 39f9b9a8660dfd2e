import { startTestPortal, type TestPortal } from './portal-server';
import { clearNews, insertEntries } from './fixtures';
import { bounded } from '../../portal/search/bounded';
import { ApiError } from '../../portal/http';
import type { Queryable } from '../../portal/store';
import { filesOfBuckets, rowsOfFile } from '../../portal/routes/sitemap-split';
import { emitContentChange } from '../../portal/editor/events';

let api: TestPortal;
let preview: Record<string, string>;
const STAFF = 'search-test-staff-secret';

beforeAll(async () => {
  process.env.STAFF_SECRET = STAFF;
  process.env.SEARCH_RATE_LIMIT = '5';
  api = await startTestPortal();
  await clearNews(api.store);
  await api.store.query(`DELETE FROM entries WHERE kind = 'page'`);
  await insertEntries(api.store, [
    { type: 'BLOG', code: 'waf-guide', title: 'A WAF guide', summary: 'Rules', body: '<p>Tuning rules</p>', tag: 'Cloud Security', data: { url: '/blog/waf-guide/' }, publishedAt: '2025-01-01T00:00:00Z' },
    { type: 'BLOG', code: 'edge-notes', title: 'Edge notes', summary: 'Notes', body: '<p>Put a <b>WAF</b> in front of every origin.</p>', tag: 'Other', data: { url: '/blog/edge-notes/' }, publishedAt: '2025-06-01T00:00:00Z' },
    { type: 'NEWS', code: 'waf-launch', title: 'News', summary: 'We launched a new WAF tier', data: { url: '/news/waf-launch/' }, publishedAt: '2025-08-01T00:00:00Z' },
    { type: 'NEWS', code: 'percent', title: '100% uptime', summary: 'Uptime', data: { url: '/news/percent/' } },
    { type: 'BLOG', code: 'draft-waf', title: 'WAF draft', published: false, data: { url: '/blog/draft-waf/' } },
    { type: 'BLOG', code: 'cn-post', lang: 'ZH_CN', title: '边缘安全', body: '<p>我们的网络应用防火墙保护源站</p>', data: { url: '/blog/cn-post/' } },
    { type: 'BLOG', code: 'ja-post', lang: 'JA_JP', title: 'エッジ', body: '<p>ウェブアプリケーションファイアウォールで保護します</p>', data: { url: '/blog/ja-post/' } },
    { type: 'BLOG', code: 'cn-mixed', lang: 'ZH_CN', title: 'CDN加速指南', summary: '全球节点', body: '<p>使用WAF和边缘节点</p>', data: { url: '/blog/cn-mixed/' }, publishedAt: '2025-03-01T00:00:00Z' },
    { type: 'BLOG', code: 'ko-post', lang: 'KO_KR', title: '엣지', body: '<p>웹애플리케이션방화벽으로 원본을 보호합니다</p>', data: { url: '/blog/ko-post/' } },
    { kind: 'page', type: 'page', code: 'cloud-security/web-application-firewall', title: 'Web Application Firewall', summary: 'Stop attacks', data: { path: '/cloud-security/web-application-firewall/', seo: { description: 'Managed WAF rules' } } },
    { kind: 'page', type: 'page', code: 'hidden', title: 'WAF secret page', published: false, data: { path: '/hidden/' } },
  ]);
  preview = { ispreview: 'true', pretoken: (await api.post('/preview/token', {}, { 'x-staff-secret': STAFF })).body.data.token };
}, 60_000);
afterAll(() => api.close());

const codes = (body: { data: { rows: Array<{ code: string }> } }) => body.data.rows.map((r) => r.code);

describe('POST /search', () => {
  it('ranks title hits above summary hits above body hits, newest first among equals', async () => {
    const { status, body } = await api.post('/search', { keyword: 'waf' });
    expect(status).toBe(200);
    expect(codes(body)).toEqual(['waf-guide', 'waf-launch', 'cloud-security/web-application-firewall', 'edge-notes']);
    expect(body.data).toMatchObject({ total: 4, pageIndex: 0, pageSize: 10 });
    const [first] = body.data.rows;
    expect(first).toMatchObject({ kind: 'news', type: 'BLOG', title: 'A WAF guide', url: '/blog/waf-guide/' });
    expect(first.score).toBeGreaterThan(body.data.rows[3].score);
    expect(body.data.rows[3].snippet).toContain('WAF in front of every origin');
    expect(body.data.rows[2].url).toBe('/cloud-security/web-application-firewall/');
  });

  it('pages, filters by type and tag', async () => {
    const second = await api.post('/search', { keyword: 'waf', pageIndex: 1, pageSize: 3 });
    expect(codes(second.body)).toEqual(['edge-notes']);
    expect((await api.post('/search', { keyword: 'waf', pageIndex: 5, pageSize: 3 })).body.data).toEqual({ total: 4, pageIndex: 5, pageSize: 3, rows: [] });
    expect(codes((await api.post('/search', { keyword: 'waf', type: 'blog' })).body)).toEqual(['waf-guide', 'edge-notes']);
    expect(codes((await api.post('/search', { keyword: 'waf', type: 'PAGE' })).body)).toEqual(['cloud-security/web-application-firewall']);
    expect(codes((await api.post('/search', { keyword: 'waf', tag: 'other' })).body)).toEqual(['edge-notes']);
  });

  it('finds Chinese, Japanese and Korean words inside running text, per language', async () => {
    expect(codes((await api.post('/search?lang=cn', { keyword: '防火墙' })).body)).toEqual(['cn-post']);
    expect(codes((await api.post('/search?lang=ja', { keyword: 'ファイアウォール' })).body)).toEqual(['ja-post']);
    expect(codes((await api.post('/search?lang=ko', { keyword: '방화벽' })).body)).toEqual(['ko-post']);
    expect((await api.post('/search', { keyword: '防火墙' })).body.data.total).toBe(0);
  });

  it('finds two-character and longer CJK substrings anywhere in running text, never characters that are only near each other', async () => {
    const zh = async (keyword: string) => codes((await api.post('/search?lang=cn', { keyword })).body);
    expect(await zh('安全')).toEqual(['cn-post']); // a two-character word inside the title 边缘安全
    expect(await zh('源站')).toEqual(['cn-post']); // the last two characters of the body
    expect(await zh('火墙保护')).toEqual(['cn-post']); // across the words 防火墙 and 保护
    expect(await zh('网络应用防火墙')).toEqual(['cn-post']);
    expect(await zh('防墙')).toEqual([]); // both characters occur, but not side by side
    expect(await zh('节点')).toEqual(['cn-mixed']); // summary and body
    expect(codes((await api.post('/search?lang=ja', { keyword: 'アプリ' })).body)).toEqual(['ja-post']);
    expect(codes((await api.post('/search?lang=ko', { keyword: '원본' })).body)).toEqual(['ko-post']);
  });

  it('matches keywords that mix scripts: every part must be found', async () => {
    const zh = async (keyword: string) => (await api.post('/search?lang=cn', { keyword })).body.data;
    expect(codes({ data: await zh('CDN加速') })).toEqual(['cn-mixed']); // a Latin word glued to Chinese, as in the title
    expect(codes({ data: await zh('waf 防火墙') })).toEqual([]); // cn-post has 防火墙 but no WAF
    expect(codes({ data: await zh('WAF和边缘') })).toEqual(['cn-mixed']);
    expect(codes({ data: await zh('边缘 waf') })).toEqual(['cn-mixed']); // cn-post has 边缘 in its title but no WAF
    expect(codes({ data: await zh('cdn 源站') })).toEqual([]);
    const [mixed] = (await zh('cdn')).rows;
    expect(mixed).toMatchObject({ code: 'cn-mixed', title: 'CDN加速指南', url: '/blog/cn-mixed/', score: 10 });
  });

  it('reads punctuation as a separator: a word with punctuation matches the word', async () => {
    expect(codes((await api.post('/search', { keyword: '100%' })).body)).toEqual(['percent']);
    expect(codes((await api.post('/search', { keyword: '"waf!"' })).body)).toEqual(['waf-guide', 'waf-launch', 'cloud-security/web-application-firewall', 'edge-notes']);
    expect((await api.post('/search', { keyword: '<b>waf</b>' })).body.data.total).toBe(4);
    expect((await api.post('/search', { keyword: 'tuning' })).body.data.total).toBe(1); // text between tags is searched
  });

  it('refuses keywords that are only punctuation, one letter or one CJK character, with a message and the field', async () => {
    for (const [keyword, lang] of [['%', 'en'], ['_', 'en'], ['<b>', 'en'], ['!!! ---', 'en'], ['a', 'en'], ['a b c', 'en'], ['。、！', 'cn'], ['安', 'cn'], ['安 全', 'cn'], ['ア', 'ja'], ['웹', 'ko']]) {
      const { status, body } = await api.post(`/search?lang=${lang}`, { keyword });
      expect({ keyword, status, code: body.code, data: body.data }).toEqual({ keyword, status: 400, code: '33920400', data: { field: 'keyword' } });
      expect(body.message).toBe('keyword: enter at least 2 letters or digits, or 2 Chinese, Japanese or Korean characters');
    }
  });

  it('shows unpublished rows only in preview', async () => {
    expect(codes((await api.post('/search', { keyword: 'secret' })).body)).toEqual([]);
    expect(codes((await api.post('/search', { keyword: 'secret' }, preview)).body)).toEqual(['hidden']);
    expect(codes((await api.post('/search', { keyword: 'waf draft' }, preview)).body)).toEqual(['draft-waf']);
  });

  it('rejects an empty or missing keyword, bad paging and unknown types naming the field', async () => {
    for (const [payload, field] of [
      [{}, 'keyword'], [{ keyword: '' }, 'keyword'], [{ keyword: '   ' }, 'keyword'], [{ keyword: 5 }, 'keyword'],
      [{ keyword: 'x'.repeat(201) }, 'keyword'], [{ keyword: 'waf', pageIndex: -1 }, 'pageIndex'], [{ keyword: 'waf', pageSize: 500 }, 'pageSize'],
      [{ keyword: 'waf', type: 'unicorn' }, 'type'],
    ] as Array<[object, string]>) {
      const { status, body } = await api.post('/search', payload);
      expect({ payload, status, data: body.data }).toEqual({ payload, status: 400, data: { field } });
    }
  });
});

describe("search's copy of the searched columns (entry_search)", () => {
  const found = async (keyword: string) => codes((await api.post('/search', { keyword })).body);
  const copyOf = async (code: string) =>
    (await api.store.query<{ title: string; xmin: string }>(`SELECT s.search_title::text AS title, s.xmin::text AS xmin FROM entry_search s JOIN entries e USING (id) WHERE e.code = $1`, [code]))[0];

  it('follows every write of an entry: insert, edit, unpublish, delete; a draft save leaves it alone', async () => {
    await insertEntries(api.store, [{ type: 'BLOG', code: 'quokka', title: 'Quokka field notes', data: { url: '/blog/quokka/' } }]);
    expect(await found('quokka')).toEqual(['quokka']);
    await api.store.query(`UPDATE entries SET title = 'Wombat field notes' WHERE code = 'quokka'`);
    expect(await found('quokka')).toEqual([]);
    expect(await found('wombat')).toEqual(['quokka']);
    const before = await copyOf('quokka');
    await api.store.query(`UPDATE entries SET draft = '{"title": "Numbat"}' WHERE code = 'quokka'`);
    expect(await copyOf('quokka')).toEqual(before);
    await api.store.query(`UPDATE entries SET published = false WHERE code = 'quokka'`);
    expect(await found('wombat')).toEqual([]);
    await api.store.query(`DELETE FROM entries WHERE code = 'quokka'`);
    expect(await api.store.query(`SELECT id FROM entry_search WHERE search_title @@ 'wombat'::tsquery`)).toEqual([]);
  });

  it('holds exactly the entries\' searched columns, row for row', async () => {
    const differing = await api.store.query(
      `SELECT coalesce(e.id, s.id) AS id FROM entries e FULL JOIN entry_search s USING (id)
       WHERE s.id IS NULL OR e.id IS NULL
         OR (e.lang, e.kind, e.type, e.tag, e.published, e.published_at, e.search_title, e.search_summary, e.search_body)
           IS DISTINCT FROM (s.lang, s.kind, s.type, s.tag, s.published, s.published_at, s.search_title, s.search_summary, s.search_body)`,
    );
    expect(differing).toEqual([]);
    expect((await api.store.query<{ n: number }>('SELECT count(*)::int AS n FROM entry_search'))[0].n).toBeGreaterThan(10);
  });
});

describe('search bounds', () => {
  it('limits searches per client address (SEARCH_RATE_LIMIT a minute), with the envelope', async () => {
    process.env.TRUST_PROXY = '1';
    try {
      const from = (ip: string) => api.post('/search', { keyword: 'waf' }, { 'x-forwarded-for': ip });
      for (let i = 0; i < 5; i++) expect((await from('203.0.113.7')).status).toBe(200);
      const limited = await from('203.0.113.7');
      expect(limited).toEqual({ status: 429, body: { code: '33920429', message: 'too many searches; please wait a minute and try again', data: null } });
      expect((await from('203.0.113.8')).status).toBe(200);
    } finally {
      delete process.env.TRUST_PROXY;
    }
  });

  it('counts a visitor behind a proxy on loopback by its address, even when the proxy names a loopback client', async () => {
    const statuses = [];
    try {
      for (let i = 0; i < 6; i++) {
        // Trusted: the client address is the forwarded one (127.0.0.1); untrusted: the proxy's (127.0.0.1). Both count.
        process.env.TRUST_PROXY = i % 2 ? '' : 'loopback';
        statuses.push((await api.post('/search', { keyword: 'waf' }, { 'x-forwarded-for': i % 2 ? '198.51.100.9' : '127.0.0.1' })).status);
      }
    } finally {
      delete process.env.TRUST_PROXY;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // The site's own renders (loopback, nothing forwarded) stay bounded by the render queue instead.
    expect((await api.post('/search', { keyword: 'waf' })).status).toBe(200);
  });

  it('cuts off a search query that runs past SEARCH_TIMEOUT_MS on PostgreSQL (503, nothing held)', async () => {
    process.env.SEARCH_TIMEOUT_MS = '50';
    try {
      const slow = bounded(api.store, (q) => q.query('SELECT pg_sleep(0.5)'));
      if (api.store.driver === 'postgres') {
        await expect(slow).rejects.toMatchObject({ status: 503, code: '33920503' });
        await expect(slow).rejects.toBeInstanceOf(ApiError);
      } else {
        // PGlite cannot interrupt a running query; the index and the minimum keyword bound its searches instead.
        await expect(slow).resolves.toHaveLength(1);
      }
      expect(await bounded(api.store, (q) => q.query<{ n: number }>('SELECT 1 AS n'))).toEqual([{ n: 1 }]);
    } finally {
      delete process.env.SEARCH_TIMEOUT_MS;
    }
  });

  it('runs a search without parallel workers, and leaves the connection as it was', async () => {
    const setting = (q: Queryable) => q.query<{ workers: string }>(`SELECT current_setting('max_parallel_workers_per_gather') AS workers`);
    const before = await api.store.tx(setting);
    expect(await bounded(api.store, setting)).toEqual([{ workers: '0' }]);
    // PostgreSQL's default is two workers; PGlite, one process, has none to start.
    expect(before).toEqual([{ workers: api.store.driver === 'postgres' ? '2' : '0' }]);
    expect(await api.store.tx(setting)).toEqual(before);
  });
});

describe('GET /sitemap', () => {
  it('lists every published page and article path per language, never drafts', async () => {
    const { body } = await api.get('/sitemap', preview);
    const paths = body.data.map((r: { path: string; lang: string }) => `${r.lang} ${r.path}`);
    expect(paths).toContain('EN_US /cloud-security/web-application-firewall/');
    expect(paths).toContain('EN_US /blog/waf-guide/');
    expect(paths).toContain('ZH_CN /blog/cn-post/');
    expect(paths).not.toContain('EN_US /hidden/');
    expect(paths).not.toContain('EN_US /blog/draft-waf/');
    expect(body.data[0]).toEqual({ path: expect.stringMatching(/^\//), lang: expect.any(String), kind: expect.any(String), updateTime: expect.any(String) });
  });

  it('lists the documentation centre per language: homes, products, readable documents and API documents', async () => {
    const { body } = await api.get('/sitemap');
    const docs = body.data.filter((r: { kind: string }) => r.kind === 'doc').map((r: { path: string; lang: string }) => `${r.lang} ${r.path}`);
    for (const lang of ['EN_US', 'ZH_CN', 'JA_JP', 'KO_KR']) {
      for (const path of ['/docs/', '/docs/api/', '/docs/cdn/', '/docs/ddos/', '/docs/cdn/1112/', '/docs/waf/2112/', '/docs/api/cdn/', '/docs/api/cdn/5101/']) expect(docs).toContain(`${lang} ${path}`);
    }
    // Customers-only documents, menu groups and directories are not pages of their own.
    expect(docs).not.toContain('EN_US /docs/waf/2113/');
    expect(docs.filter((d: string) => /\/docs\/(cdn|api\/cdn)\/(113|5000|5100)\//.test(d))).toEqual([]);
    expect(docs.some((d: string) => d.includes('/docs/search/'))).toBe(false);
    expect(body.data.find((r: { path: string; lang: string }) => r.lang === 'EN_US' && r.path === '/docs/cdn/1112/').updateTime).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('splits into files by kind (GET /sitemap/files), each with the newest change of its rows as lastmod', async () => {
    const all = (await api.get('/sitemap')).body.data as Array<{ path: string; lang: string; kind: string; updateTime: string }>;
    const { status, body } = await api.get('/sitemap/files');
    expect(status).toBe(200);
    expect(body.data.map((f: { name: string }) => f.name)).toEqual(['pages-1', 'news-1', 'docs-1']);
    const seen = new Set<string>();
    for (const file of body.data as Array<{ name: string; lastmod: string; urls: number }>) {
      const rows = (await api.get(`/sitemap/files/${file.name}`)).body.data as typeof all;
      const kind = { pages: 'page', news: 'news', docs: 'doc' }[file.name.split('-')[0]];
      expect(rows.every((r) => r.kind === kind && all.some((a) => a.path === r.path && a.lang === r.lang))).toBe(true);
      expect(file.urls).toBe(rows.length);
      expect(file.lastmod).toBe(rows.map((r) => r.updateTime).sort().at(-1));
      for (const r of rows) {
        expect(seen.has(`${r.lang} ${r.path}`)).toBe(false); // once in the whole index
        seen.add(`${r.lang} ${r.path}`);
      }
    }
    expect(seen.size).toBe(new Set(all.map((r) => `${r.lang} ${r.path}`)).size);
    expect((await api.get('/sitemap/files/news-2')).status).toBe(404);
  });

  it('keeps the split until published content changes', async () => {
    const news = async () => (await api.get('/sitemap/files')).body.data.find((f: { name: string }) => f.name === 'news-1');
    const before = await news();
    await insertEntries(api.store, [{ type: 'NEWS', code: 'late', title: 'Late news', data: { url: '/news/late/' } }]);
    expect(await news()).toEqual(before); // written behind the editor's back: still the built split
    emitContentChange({ kind: 'page', type: 'NEWS', code: 'late', lang: 'EN_US', path: '/news/late/' });
    const after = await news();
    expect(after.urls).toBe(before.urls + 1);
    expect(after.lastmod > before.lastmod).toBe(true);
    expect((await api.get('/sitemap/files/news-1')).body.data).toContainEqual(expect.objectContaining({ path: '/news/late/', lang: 'EN_US' }));
  });

  it('joins adjacent buckets into files of at most the limit, never cutting a bucket (so a path and its languages stay together)', () => {
    const count = (home: 'page' | 'news', bucket: number, urls: number, lastmod = `2025-01-0${(bucket % 9) + 1}T00:00:00.000Z`) => ({ home, bucket, urls, lastmod });
    const files = filesOfBuckets([count('news', 9, 2), count('page', 4, 3), count('news', 1, 2), count('news', 5, 1), count('news', 700, 3), count('news', 8, 0)], 3);
    expect(files.map(({ name, urls, from, to, lastmod }) => [name, urls, from, to, lastmod])).toEqual([
      ['pages-1', 3, 4, 4, '2025-01-05T00:00:00.000Z'],
      ['news-1', 3, 1, 5, '2025-01-06T00:00:00.000Z'],
      ['news-2', 2, 9, 9, '2025-01-01T00:00:00.000Z'],
      ['news-3', 3, 700, 700, '2025-01-08T00:00:00.000Z'],
    ]);
  });

  it("lists a path that is a page with the pages, once per language with the newer change", () => {
    const row = (path: string, lang: string, kind: string, day: number) => ({ path, lang, kind, updateTime: `2025-01-0${day}T00:00:00.000Z` });
    // /b/ is a page in English and an article in English and Japanese: an event.
    const rows = [row('/b/', 'JA_JP', 'news', 1), row('/a/', 'EN_US', 'news', 2), row('/b/', 'EN_US', 'page', 3), row('/b/', 'EN_US', 'news', 4), row('/a/', 'JA_JP', 'news', 5)];
    const show = (rs: typeof rows) => rs.map((r) => `${r.kind} ${r.lang} ${r.path} ${r.updateTime.slice(9, 10)}`);
    expect(show(rowsOfFile(rows, 'page'))).toEqual(['page EN_US /b/ 4', 'page JA_JP /b/ 1']);
    expect(show(rowsOfFile(rows, 'news'))).toEqual(['news EN_US /a/ 2', 'news JA_JP /a/ 5']);
  });
});

describe('broad searches kept until content changes', () => {
  const BROAD = 1100;
  beforeAll(async () => {
    // Rows that all match 'zeta' (the insert trigger indexes them): enough for the search's answer to be kept.
    await api.store.query(
      `INSERT INTO entries (kind, type, code, lang, title, summary, body, tag, data, published, sort, published_at)
       SELECT 'news', 'BLOG', 'zeta-' || g, 'EN_US', 'Zeta note ' || g, '', '', '', jsonb_build_object('url', '/blog/zeta-' || g || '/'),
         true, 0, timestamptz '2024-01-01' + make_interval(mins => g)
       FROM generate_series(1, ${BROAD}) AS g`,
    );
  });
  afterAll(async () => {
    await api.store.query(`DELETE FROM entries WHERE code LIKE 'zeta-%'`);
    emitContentChange({ kind: 'news', type: 'BLOG', code: '', lang: null, path: null });
  });

  const search = async (body: Record<string, unknown>, headers?: Record<string, string>) => (await api.post('/search', body, headers)).body.data;

  it('answers a search of 1,000+ matches from the kept answer until a change is announced, then afresh', async () => {
    const first = await search({ keyword: 'zeta' });
    expect(first.total).toBe(BROAD);
    expect(codes({ data: first }).slice(0, 2)).toEqual([`zeta-${BROAD}`, `zeta-${BROAD - 1}`]);
    // Unpublished behind the editor's back: the kept answer stands (a second page is its own search).
    await api.store.query(`UPDATE entries SET published = false WHERE code = $1`, [`zeta-${BROAD}`]);
    expect(await search({ keyword: 'zeta' })).toEqual(first);
    expect((await search({ keyword: 'zeta', pageIndex: 1 })).total).toBe(BROAD - 1);
    // Every publish, unpublish and edit announces itself (on every instance): the next search runs again.
    emitContentChange({ kind: 'news', type: 'BLOG', code: `zeta-${BROAD}`, lang: 'EN_US', path: `/blog/zeta-${BROAD}/` });
    const after = await search({ keyword: 'zeta' });
    expect(after.total).toBe(BROAD - 1);
    expect(codes({ data: after })[0]).toBe(`zeta-${BROAD - 1}`);
  });

  it('always runs narrower searches and preview searches', async () => {
    const narrow = async () => (await search({ keyword: 'zeta 77' })).total;
    const before = await narrow();
    expect(before).toBeGreaterThan(0);
    expect(before).toBeLessThan(1000);
    await api.store.query(`UPDATE entries SET published = false WHERE code = 'zeta-77'`);
    expect(await narrow()).toBe(before - 1);
    const drafts = async () => (await search({ keyword: 'zeta' }, preview)).total;
    const seen = await drafts();
    await api.store.query(`UPDATE entries SET title = 'Omega' WHERE code = 'zeta-8'`);
    expect(await drafts()).toBe(seen - 1);
  });
});
