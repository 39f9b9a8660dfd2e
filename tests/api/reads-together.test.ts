import { startTestPortal, type TestPortal } from './portal-server';
import { createPortalHandler } from '../../portal/handler';
import { serveApiInProcess } from '../../server/in-process-api';
import { siteDoc, siteDocs } from '../../portal/content';
import { createApiClient } from '../../api-client';
import { getHomeBanners, getJsonModules } from '../../api-client/content';
import { getDocDetail, getDocTreeInMenu } from '../../api-client/docs';
import { findNode, findProduct } from '../../portal/docs/nodes';

/**
 * Reads of one kind asked for at the same moment are one store query (portal/reads-together.ts): site documents,
 * documentation nodes by id, products of the documentation. Nothing is kept between reads. Counted on the real store
 * by the statements it is handed.
 */
let portal: TestPortal;
const BASE = 'http://127.0.0.1:9/api/portal/v1';
const statements: string[] = [];
const docReads = () => statements.filter((sql) => /FROM doc_nodes_public/.test(sql)).length;
const siteReads = () => statements.filter((sql) => /FROM entries WHERE kind = 'site'/.test(sql) || /FROM entries WHERE kind = \$1/.test(sql)).length;

beforeAll(async () => {
  portal = await startTestPortal();
  const query = portal.store.query.bind(portal.store);
  portal.store.query = ((sql: string, params?: unknown[]) => (statements.push(sql), query(sql, params))) as typeof portal.store.query;
  serveApiInProcess(BASE, createPortalHandler(portal.store), 60_000);
}, 60_000);

afterAll(async () => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('edgenova.portalFetch')];
  await portal.close();
});

beforeEach(() => {
  statements.length = 0;
});

it('reads documents asked for together in one query, each as a read of its own would give it', async () => {
  const alone = await siteDocs(portal.store, ['home-banners', 'json-modules', 'home-modules'], 'EN_US', false);
  statements.length = 0;
  const [banners, json, modules, missing] = await Promise.all(
    ['home-banners', 'json-modules', 'home-modules', 'no-such-document'].map((type) => siteDoc(portal.store, type, 'EN_US', false)),
  );
  expect(siteReads()).toBe(1);
  expect(banners).toEqual(alone['home-banners']);
  expect(json).toEqual(alone['json-modules']);
  expect(modules).toEqual(alone['home-modules']);
  expect(banners).toBeTruthy();
  expect(missing).toBeNull();
});

it('gives each caller of the same document its own copy', async () => {
  const [a, b] = await Promise.all([siteDoc<Record<string, unknown>>(portal.store, 'website', 'EN_US', false), siteDoc<Record<string, unknown>>(portal.store, 'website', 'EN_US', false)]);
  expect(siteReads()).toBe(1);
  expect(a).toEqual(b);
  expect(a).not.toBe(b);
});

it('keeps nothing: a read after an edit sees the edit', async () => {
  const before = await siteDoc<{ logoUrl: string }>(portal.store, 'website', 'JA_JP', false);
  await portal.store.query(`UPDATE entries SET data = jsonb_set(data, '{logoUrl}', '"/images/edited.svg"') WHERE kind = 'site' AND type = 'website' AND lang = 'JA_JP'`);
  const after = await siteDoc<{ logoUrl: string }>(portal.store, 'website', 'JA_JP', false);
  expect(before?.logoUrl).not.toBe('/images/edited.svg');
  expect(after?.logoUrl).toBe('/images/edited.svg');
  expect(siteReads()).toBe(2);
});

it('batches the home page modules\u2019 API calls made side by side, as a page render makes them', async () => {
  const api = createApiClient({ locale: 'en', baseUrl: BASE });
  const [banners, modules] = await Promise.all([getHomeBanners(api, 'home'), getJsonModules(api, 'home')]);
  expect(banners.length).toBeGreaterThan(0);
  expect(modules.length).toBeGreaterThan(0);
  // home-banners, json-modules and home-modules: one query (three before).
  expect(siteReads()).toBe(1);
});

it('reads inside a transaction on the transaction, seeing its own uncommitted change', async () => {
  const seen = await portal.store
    .tx(async (t) => {
      await t.query(`UPDATE entries SET data = jsonb_set(data, '{logoUrl}', '"/images/in-tx.svg"') WHERE kind = 'site' AND type = 'website' AND lang = 'KO_KR'`);
      const doc = await siteDoc<{ logoUrl: string }>(t, 'website', 'KO_KR', false);
      throw Object.assign(new Error('roll back'), { doc });
    })
    .catch((error: { doc?: { logoUrl: string } }) => error.doc);
  expect(seen?.logoUrl).toBe('/images/in-tx.svg');
  expect((await siteDoc<{ logoUrl: string }>(portal.store, 'website', 'KO_KR', false))?.logoUrl).not.toBe('/images/in-tx.svg');
});

it('reads documentation nodes asked for together in one query, content only for the caller that asked for it', async () => {
  const [article, category, missing] = await Promise.all([
    findNode(portal.store, 1111, 'EN_US', true),
    findNode(portal.store, 110, 'EN_US'),
    findNode(portal.store, 987654, 'EN_US'),
  ]);
  expect(docReads()).toBe(1);
  expect(article?.name).toBe('CDN product overview');
  expect(article?.content).toContain('Overview');
  expect(category?.type).toBe('DIRECTORY');
  expect(category).not.toHaveProperty('content');
  expect(missing).toBeNull();
  const [plain, full] = await Promise.all([findNode(portal.store, 1111, 'EN_US'), findNode(portal.store, 1111, 'EN_US', true)]);
  expect(plain).not.toHaveProperty('content');
  expect(full?.content).toBe(article?.content);
  // Separate objects down to the nested data: the two callers may be different requests.
  expect(plain?.data).toEqual(full?.data);
  expect(plain?.data).not.toBe(full?.data);
});

it('looks a product up once for the callers asking at the same moment, each with its own copy', async () => {
  const [a, b] = await Promise.all([findProduct(portal.store, 'cdn', 'EN_US'), findProduct(portal.store, 'cdn', 'EN_US')]);
  expect(docReads()).toBe(1);
  expect(a?.product_code).toBe('cdn');
  expect(a).toEqual(b);
  expect(a).not.toBe(b);
});

it('serves a doc article and its tree, asked for side by side as the article module does, in three node reads', async () => {
  const api = createApiClient({ locale: 'en', baseUrl: BASE });
  const [detail, tree] = await Promise.all([getDocDetail(api, 1111), getDocTreeInMenu(api, 100, 110)]);
  expect(detail.title).toBe('CDN product overview');
  expect(JSON.stringify(tree)).toContain('CDN product overview');
  // The article and its category (one read), their product (one, asked by both), the category's tree: five before.
  expect(docReads()).toBe(3);
});
