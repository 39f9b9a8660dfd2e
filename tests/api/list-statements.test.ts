import { startTestPortal, type TestPortal } from './portal-server';

/**
 * A news list page and its total are one store statement (portal/listing.ts); a large list's total is kept until
 * content changes and then not counted again. Counted on the real store by the statements it is handed.
 */
let portal: TestPortal;
const statements: string[] = [];
const listReads = () => statements.filter((sql) => /FROM \(SELECT id, kind, type, code/.test(sql));

beforeAll(async () => {
  portal = await startTestPortal();
  const query = portal.store.query.bind(portal.store);
  portal.store.query = ((sql: string, params?: unknown[]) => (statements.push(sql), query(sql, params))) as typeof portal.store.query;
}, 60_000);

afterAll(() => portal.close());

beforeEach(() => {
  statements.length = 0;
});

it('reads a page of a list and its total in one statement, and the total of a page past the end too', async () => {
  const first = await portal.post('/news/blog', { pageSize: 3 });
  expect(first.status).toBe(200);
  expect(first.body.data.rows).toHaveLength(3);
  expect(listReads()).toHaveLength(1);
  const total = first.body.data.total as number;
  const { count } = (await portal.store.query<{ count: number }>(`SELECT count(*)::int AS count FROM entries WHERE kind = 'news' AND type = 'BLOG' AND lang = 'EN_US' AND published`))[0];
  expect(total).toBe(count);
  statements.length = 0;
  const past = await portal.post('/news/blog', { pageSize: 3, pageIndex: 100 });
  expect(past.body.data).toMatchObject({ total, rows: [] });
  // The empty page carries no total: it is counted on its own.
  expect(listReads()).toHaveLength(2);
});

it('keeps a large list\u2019s total and reads its later pages alone', async () => {
  await portal.store.query(
    `INSERT INTO entries (kind, type, code, lang, title, summary, data)
     SELECT 'news', 'NEWS', 'bulk-' || n, 'EN_US', 'Bulk ' || n, '', '{}'::jsonb FROM generate_series(1, 1200) AS n`,
  );
  const first = await portal.post('/news/news', { pageSize: 5 });
  expect(first.body.data.total).toBeGreaterThanOrEqual(1200);
  expect(listReads()).toHaveLength(1);
  statements.length = 0;
  const second = await portal.post('/news/news', { pageSize: 5, pageIndex: 1 });
  expect(second.body.data.total).toBe(first.body.data.total);
  expect(second.body.data.rows).toHaveLength(5);
  expect(listReads()).toHaveLength(1);
  expect(listReads()[0]).not.toMatch(/count\(\*\)/);
});

it('gives the same total on a cursor page, read with it in one statement', async () => {
  const first = await portal.post('/news/blog', { pageSize: 2 });
  statements.length = 0;
  const next = await portal.post('/news/blog', { pageSize: 2, cursor: first.body.data.nextCursor });
  expect(next.status).toBe(200);
  expect(next.body.data.total).toBe(first.body.data.total);
  expect(next.body.data.rows).toHaveLength(2);
  expect(next.body.data.rows[0].id).not.toBe(first.body.data.rows[0].id);
  expect(listReads()).toHaveLength(1);
});
