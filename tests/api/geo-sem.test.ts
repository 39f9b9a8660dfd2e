import { startTestPortal, type TestPortal } from './portal-server';

let api: TestPortal;

beforeAll(async () => {
  process.env.SEM_PER_MINUTE = '5';
  api = await startTestPortal();
  await api.store.query('DELETE FROM countries');
  await api.store.query(
    `INSERT INTO countries (code, lang, name, regions, sort) VALUES
     ('CN', 'EN_US', 'China', '["Beijing","Shanghai"]', 2), ('CN', 'ZH_CN', '中国', '["北京","上海"]', 2),
     ('JP', 'EN_US', 'Japan', '["Tokyo"]', 1), ('JP', 'ZH_CN', '日本', '["东京"]', 1)`,
  );
}, 60_000);
afterAll(() => api.close());

describe('countries and regions', () => {
  it('POST /country/list returns the countries of the body language, else the query language, in order', async () => {
    expect((await api.post('/country/list', {})).body.data).toEqual([{ code: 'JP', name: 'Japan' }, { code: 'CN', name: 'China' }]);
    expect((await api.post('/country/list', { lang: 'ZH_CN' })).body.data.map((c: { name: string }) => c.name)).toEqual(['日本', '中国']);
    expect((await api.post('/country/list?lang=cn', {})).body.data[1].name).toBe('中国');
    expect((await api.post('/country/list', { lang: 'xx' })).body.data).toEqual({ field: 'lang' });
    expect((await api.post('/country/list', { lang: 3 })).body.data).toEqual({ field: 'lang' });
  });

  it('GET /get-region finds regions by name in any language or by code, in the reader language first', async () => {
    expect((await api.get('/get-region?countryName=China')).body.data).toEqual(['Beijing', 'Shanghai']);
    expect((await api.get('/get-region?countryName=%E4%B8%AD%E5%9B%BD&lang=ZH_CN')).body.data).toEqual(['北京', '上海']);
    expect((await api.get('/get-region?countryName=jp&lang=ZH_CN')).body.data).toEqual(['东京']);
    expect((await api.get('/get-region?countryName=Atlantis')).body.data).toEqual([]);
    expect((await api.get('/get-region')).body.data).toEqual({ field: 'countryName' });
  });
});

describe('POST /bai-du/sem', () => {
  it('stores a valid beacon as a sem submission with the client address and language', async () => {
    const { status, body } = await api.post('/bai-du/sem?lang=cn', { url: 'https://www.example.com/lp2/global-cdn/?bd_vid=1', newType: 'baidu' });
    expect(status).toBe(200);
    const [row] = await api.store.query<{ kind: string; payload: unknown; lang: string; client_ip: string }>('SELECT kind, payload, lang, client_ip FROM submissions WHERE id = $1', [body.data.submissionId]);
    expect(row).toMatchObject({ kind: 'sem', lang: 'ZH_CN', payload: { url: 'https://www.example.com/lp2/global-cdn/?bd_vid=1', newType: 'baidu' } });
    expect(row.client_ip).toMatch(/127\.0\.0\.1/);
  });

  it('rejects bad input naming the field and stores nothing', async () => {
    const before = (await api.store.query<{ n: number }>(`SELECT count(*)::int AS n FROM submissions WHERE kind = 'sem'`))[0].n;
    expect((await api.post('/bai-du/sem', { newType: 'baidu' })).body.data).toEqual({ field: 'url' });
    expect((await api.post('/bai-du/sem', { url: 'javascript:alert(1)', newType: 'baidu' })).body.data).toEqual({ field: 'url' });
    expect((await api.post('/bai-du/sem', { url: '/lp2/', newType: '' })).body.data).toEqual({ field: 'newType' });
    const after = (await api.store.query<{ n: number }>(`SELECT count(*)::int AS n FROM submissions WHERE kind = 'sem'`))[0].n;
    expect(after).toBe(before);
  });

  it('rate-limits one address (429 with the rate-limit code, nothing stored)', async () => {
    const count = async () => (await api.store.query<{ n: number }>(`SELECT count(*)::int AS n FROM submissions WHERE kind = 'sem'`))[0].n;
    const before = await count();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await api.post('/bai-du/sem', { url: '/lp2/media-cdn/', newType: 'baidu' })).status);
    const firstLimited = statuses.indexOf(429);
    expect(firstLimited).toBeGreaterThan(-1);
    expect(statuses.slice(firstLimited)).toEqual(statuses.slice(firstLimited).map(() => 429));
    expect(await count()).toBe(before + firstLimited);
    expect((await api.post('/bai-du/sem', { url: '/lp2/media-cdn/', newType: 'baidu' })).body.code).toBe('33920429');
  });
});
