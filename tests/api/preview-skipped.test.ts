import { startTestPortal, type TestPortal } from './portal-server';
import { insertEntries } from './fixtures';
import { renderPageModules, startPortalForPages } from './render-page';

/** A module the renderer leaves out is named, with the reason, to staff in preview; visitors' pages leave it out. */

// The loaders' own dependencies (the sanitiser's DOM) do not load under jest's node environment; none is under test.
jest.mock('../../registry/loaders.server', () => ({ moduleLoader: async () => undefined }));

const STAFF = 'preview-skipped-staff-secret';
let portal: TestPortal;
let token: string;

beforeAll(async () => {
  process.env.STAFF_SECRET = STAFF;
  portal = await startPortalForPages();
  // Stored around the editor's checks (as an older release or a direct import could): one good module, three bad.
  await insertEntries(portal.store, [{
    kind: 'page', type: 'page', code: 'skipped-demo', title: 'Skipped',
    data: { path: '/skipped-demo/', moduleViewList: [
      { id: 'a', name: 'Intro', type: 'richText', details: { visible: true, html: '<p>Kept</p>' } },
      { id: 'b', name: 'Mystery', type: 'mysteryWidget', details: { visible: true } },
      { id: 'c', name: 'Hero', type: 'banner', details: { visible: true, slides: [{ title: 'Hi', url: 'javascript:alert(1)' }] } },
      { id: 'd', name: 'Gone', type: 'cta', details: { visible: false, title: 'Hidden on purpose' } },
    ] },
  }]);
  token = (await portal.post('/preview/token', {}, { 'x-staff-secret': STAFF })).body.data.token;
}, 60_000);
afterAll(() => portal.close());

const pageHtml = renderPageModules;

describe('skipped modules', () => {
  it('show staff in preview a notice naming the unknown type or the failed field, in place; a hidden one stays hidden', async () => {
    const html = await pageHtml(`/skipped-demo/?ispreview=true&pretoken=${encodeURIComponent(token)}`);
    expect(html).toContain('Kept');
    expect(html).toContain('Not shown: unknown module type mysteryWidget.');
    expect(html).toMatch(/Not shown: field `slides\.0\.url` of this banner module failed: Expected a string matching/);
    expect(html.indexOf('mysteryWidget')).toBeLessThan(html.indexOf('slides.0.url'));
    expect(html).not.toContain('Hidden on purpose');
  });

  it('leave no trace on the page a visitor gets', async () => {
    const html = await pageHtml('/skipped-demo/');
    expect(html).toContain('Kept');
    expect(html).not.toMatch(/Not shown|mysteryWidget|data-skipped/);
  });
});
