import { openStore, type Store } from './store';

/** The embedded store runs PGlite in a worker thread; these check that the thread boundary keeps SQL semantics. */
describe('embedded store (PGlite worker)', () => {
  let store: Store;
  beforeAll(async () => {
    store = await openStore({ databaseUrl: '', dataDir: 'memory://' });
    await store.query('CREATE TABLE t (id INTEGER PRIMARY KEY, doc JSONB, at TIMESTAMPTZ NOT NULL DEFAULT now())');
  }, 60_000); // starting PGlite (WebAssembly) in a fresh thread takes seconds on a busy machine
  afterAll(() => store.close());

  it('returns rows with their types (numbers, JSON, dates)', async () => {
    await store.query('INSERT INTO t (id, doc) VALUES ($1, $2)', [1, { a: [1, 'x'] }]);
    const [row] = await store.query<{ id: number; doc: unknown; at: Date }>('SELECT * FROM t WHERE id = $1', [1]);
    expect(row.id).toBe(1);
    expect(row.doc).toEqual({ a: [1, 'x'] });
    // A Date from the worker's message belongs to Node's realm, not jest's sandbox: check its kind, not its class.
    expect(Object.prototype.toString.call(row.at)).toBe('[object Date]');
    expect(Number.isNaN((row.at as Date).getTime())).toBe(false);
  });

  it('returns JSON columns parsed, in and out of transactions, whatever JSON they hold', async () => {
    const docs: unknown[] = [{ menus: [{ ID: 1, title: 'Company', children: [] }] }, 'a "quoted" string', 42, null, [true, null]];
    await store.query("INSERT INTO t (id, doc) SELECT 100 + n, d FROM unnest($1::jsonb[]) WITH ORDINALITY AS x(d, n)", [docs.map((d) => JSON.stringify(d))]);
    const sql = "SELECT id, doc, doc::json AS plain, 'x' AS text FROM t WHERE id > 100 AND id < 200 ORDER BY id";
    const expected = docs.map((doc, i) => ({ id: 101 + i, doc, plain: doc, text: 'x' }));
    expect(await store.query(sql)).toEqual(expected);
    // With parameters the statement runs prepared (pglite-prepared.mjs).
    expect(await store.query(sql.replace('id > 100', 'id > $1'), [100])).toEqual(expected);
    expect(await store.tx((q) => q.query(sql))).toEqual(expected);
    // Arrays of JSON, and a text column named like a JSON one before it (the row holds the last), keep their types.
    expect(await store.query('SELECT array_agg(doc ORDER BY id) AS docs, array_agg(doc::json ORDER BY id) AS plain FROM t WHERE id IN (101, 103)')).toEqual([
      { docs: [docs[0], docs[2]], plain: [docs[0], docs[2]] },
    ]);
    expect(await store.query(`SELECT doc AS v, '{"x":2}'::text AS v FROM t WHERE id = $1`, [101])).toEqual([{ v: '{"x":2}' }]);
    // A row without a document (SQL NULL) reads as null.
    await store.query('INSERT INTO t (id) VALUES (200)');
    expect(await store.query('SELECT doc FROM t WHERE id = 200')).toEqual([{ doc: null }]);
  });

  it('commits every write of a transaction together', async () => {
    const result = await store.tx(async (q) => {
      await q.query('INSERT INTO t (id) VALUES (10)');
      await q.query('INSERT INTO t (id) VALUES (11)');
      return 'done';
    });
    expect(result).toBe('done');
    expect(await store.query('SELECT id FROM t WHERE id IN (10, 11) ORDER BY id')).toEqual([{ id: 10 }, { id: 11 }]);
  });

  it('stores nothing of a transaction that throws, and passes the error on', async () => {
    await expect(
      store.tx(async (q) => {
        await q.query('INSERT INTO t (id) VALUES (20)');
        await q.query('INSERT INTO t (id) VALUES (20)'); // duplicate key
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await store.query('SELECT id FROM t WHERE id = 20')).toEqual([]);
  });

  it('rejects bad SQL with the database message and keeps working', async () => {
    await expect(store.query('SELECT nope FROM t')).rejects.toThrow(/nope/);
    expect(await store.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id = 1')).toEqual([{ n: 1 }]);
  });

  it('runs a query outside a transaction after the transaction has finished', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const tx = store.tx(async (q) => {
      await q.query('INSERT INTO t (id) VALUES (30)');
      await gate;
    });
    const outside = store.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id = 30');
    release();
    await tx;
    expect(await outside).toEqual([{ n: 1 }]);
  });

  // A page's reads go out side by side: each answer reaches its own caller, whatever the others do.
  it('answers each of many calls made at once on its own: rows, a failure, and a transaction begun among them', async () => {
    const ids = [61, 62, 63, 64];
    await store.query('INSERT INTO t (id) SELECT unnest($1::int[])', [ids]);
    const [reads, failure, written, count] = await Promise.allSettled([
      Promise.all(ids.map((id) => store.query<{ id: number }>('SELECT id FROM t WHERE id = $1', [id]))),
      store.query("SELECT 'x'::int"),
      store.tx(async (q) => {
        await q.query('INSERT INTO t (id) VALUES (65)');
        return q.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id BETWEEN 61 AND 65');
      }),
      store.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id BETWEEN 61 AND 64'),
    ]);
    expect(reads).toEqual({ status: 'fulfilled', value: ids.map((id) => [{ id }]) });
    expect(failure.status === 'rejected' && (failure.reason as { code?: string }).code).toBe('22P02');
    expect(written).toEqual({ status: 'fulfilled', value: [{ n: 5 }] });
    expect(count).toEqual({ status: 'fulfilled', value: [{ n: 4 }] });
  });

  // Statements with parameters run prepared in the worker (portal/pglite-prepared.mjs): the same answers as query().
  it('answers a repeated statement with parameters the same each time, arrays and nulls included', async () => {
    await store.query('INSERT INTO t (id, doc) VALUES ($1, $2), ($3, $4)', [40, { k: 'x' }, 41, null]);
    const sql = 'SELECT id, doc FROM t WHERE id = ANY($1::int[]) AND (doc IS NOT NULL OR $2::boolean) ORDER BY id';
    for (let i = 0; i < 8; i++) {
      expect(await store.query(sql, [[40, 41], true])).toEqual([{ id: 40, doc: { k: 'x' } }, { id: 41, doc: null }]);
      expect(await store.query(sql, [[40, 41], false])).toEqual([{ id: 40, doc: { k: 'x' } }]);
    }
    expect(await store.query('SELECT $1::text IS NULL AS none', [null])).toEqual([{ none: true }]);
  });

  it('passes errors on as before: a statement that does not parse, a failed write; the statement stays usable', async () => {
    await expect(store.query('SELEC id FROM t WHERE id = $1', [1])).rejects.toMatchObject({ code: '42601' });
    const insert = 'INSERT INTO t (id) VALUES ($1)';
    await store.query(insert, [50]);
    await expect(store.query(insert, [50])).rejects.toMatchObject({ code: '23505' });
    await store.query(insert, [51]);
    expect(await store.query('SELECT count(*)::int AS n FROM t WHERE id = ANY($1::int[])', [[50, 51]])).toEqual([{ n: 2 }]);
    // A value the statement's parameter type refuses fails at Bind: that call fails, and the prepared statement and
    // the connection are still usable (pglite-prepared.mjs sends Sync whatever happened).
    const byId = 'SELECT id FROM t WHERE id = $1::int';
    await expect(store.query(byId, ['fifty'])).rejects.toMatchObject({ code: '22P02' });
    expect(await store.query(byId, ['50'])).toEqual([{ id: 50 }]);
    await expect(store.query(insert, ['x'])).rejects.toMatchObject({ code: '22P02' });
    expect(await store.query('SELECT count(*)::int AS n FROM t WHERE id BETWEEN $1 AND $2', [50, 59])).toEqual([{ n: 2 }]);
  });

  it('sees a changed table: a prepared SELECT * gets the new column', async () => {
    const sql = 'SELECT * FROM t WHERE id = $1';
    await store.query(sql, [1]);
    await store.query('ALTER TABLE t ADD COLUMN note TEXT NOT NULL DEFAULT $$n$$');
    expect(await store.query<{ note: string }>(sql, [1])).toEqual([expect.objectContaining({ id: 1, note: 'n' })]);
  });
});
