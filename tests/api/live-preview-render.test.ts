import { startTestPortal, type TestPortal } from './portal-server';
import { insertEntries } from './fixtures';
import { createStaff } from '../../portal/staff/accounts';
import { renderPageModules, startPortalForPages } from './render-page';

/** The site's own renderer shows the live draft to the live token's session: typed text, and a placeholder for a failing module. */

// The loaders' own dependencies (the sanitiser's DOM) do not load under jest's node environment; none is under test.
jest.mock('../../registry/loaders.server', () => ({ moduleLoader: async () => undefined }));

let portal: TestPortal;
let cookie: string;
let entryId: number;

beforeAll(async () => {
  portal = await startPortalForPages();
  await insertEntries(portal.store, [{
    kind: 'page', type: 'page', code: 'live-demo', title: 'Live demo',
    data: { path: '/live-demo/', moduleViewList: [{ id: 'a', name: 'Intro', type: 'richText', details: { visible: true, html: '<p>Published text</p>' } }] },
  }]);
  [{ id: entryId }] = await portal.store.query<{ id: number }>("SELECT id FROM entries WHERE kind = 'page' AND code = 'live-demo'");
  await createStaff(portal.store, { email: 'render-editor@example.com', password: 'correct horse battery', role: 'editor' });
  const login = await fetch(`${portal.baseUrl}/editor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'render-editor@example.com', password: 'correct horse battery' }) });
  cookie = login.headers.get('set-cookie')!.split(';')[0];
}, 60_000);
afterAll(() => portal.close());

async function staffPost(route: string, body: unknown) {
  const response = await fetch(`${portal.baseUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: any }).data;
}

const pageHtml = renderPageModules;

test('the unsaved draft renders for its session, a failing module as a placeholder naming the field; visitors get the published page', async () => {
  await staffPost(`/editor/entries/${entryId}/live-draft`, {
    title: 'Live demo',
    data: { moduleViewList: [
      { id: 'a', name: 'Intro', type: 'richText', details: { visible: true, html: '<p>Typed, not saved</p>' } },
      { id: 'c', name: 'Hero', type: 'banner', details: { visible: true, slides: [{ title: 'Hi', url: 'javascript:alert(1)' }] } },
    ] },
  });
  const { token } = await staffPost(`/editor/entries/${entryId}/live-token`, {});
  const live = await pageHtml(`/live-demo/?ispreview=true&pretoken=${encodeURIComponent(token)}&live=1`);
  expect(live).toContain('Typed, not saved');
  expect(live).toContain('id="module-c"');
  expect(live).toMatch(/Not shown: field `slides\.0\.url` of this banner module failed/);

  const visitor = await pageHtml('/live-demo/');
  expect(visitor).toContain('Published text');
  expect(visitor).not.toMatch(/Typed, not saved|Not shown/);
});
