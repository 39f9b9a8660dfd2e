import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { startTestPortal, type TestPortal } from './portal-server';
import { createStaff } from '../../portal/staff/accounts';
import { I18nProvider } from '../../i18n';
import { prepareModules } from '../../registry/prepare.server';
import RenderModules from '../../registry/RenderModules';
import type { LoaderContext } from '../../registry/types';
// Modules render on the server as roots of their own, as in the page loader (page/load-page.server.ts).
import '../../ui/island/register.server';

// A new module type added the documented way: its folder (modules/__fixtures__/quote) and one registry line.
jest.mock('../../modules', () => Object.defineProperty({ ...jest.requireActual('../../modules'), quote: jest.requireActual('../../modules/__fixtures__/quote').default }, '__esModule', { value: true }));

let api: TestPortal;
let cookie: string;

beforeAll(async () => {
  api = await startTestPortal();
  await createStaff(api.store, { email: 'fixture@example.com', password: 'correct horse battery', role: 'editor' });
  const login = await fetch(`${api.baseUrl}/editor/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'fixture@example.com', password: 'correct horse battery' }) });
  cookie = login.headers.get('set-cookie')!.split(';')[0];
}, 60_000);
afterAll(() => api.close());

const quote = (details: unknown) => ({ id: 'q', name: 'Quote', type: 'quote', details });

describe('a module type added with one folder and one registry line', () => {
  it('is checked by the API: bad details refused naming the field, good ones saved and published', async () => {
    const created = await api.post('/editor/pages', { path: '/fixture-quote/', lang: 'EN_US', title: 'Quote' }, { cookie });
    const page = created.body.data as { id: number; version: number };
    const bad = await api.post(`/editor/entries/${page.id}/draft`, { version: page.version, data: { moduleViewList: [quote({ visible: true, text: 42 })] } }, { cookie });
    expect([bad.status, bad.body.data.field]).toEqual([400, 'data.moduleViewList.0.details.text']);
    expect(bad.body.message).toMatch(/of type quote\)$/);
    const good = await api.post(`/editor/entries/${page.id}/draft`, { version: page.version, data: { moduleViewList: [quote({ visible: true, text: 'Fast.', author: 'A customer' })] } }, { cookie });
    expect(good.status).toBe(200);
    const published = await api.post(`/editor/entries/${page.id}/publish`, { version: good.body.data.version }, { cookie });
    expect(published.status).toBe(200);
  });

  it('is rendered by the page renderer from its folder, with no other code naming it', async () => {
    const { modules, skipped } = await prepareModules([{ id: 'q', name: 'Quote', type: 'quote', details: JSON.stringify({ text: 'Fast.', author: 'A customer' }) }], { preview: false } as LoaderContext);
    expect(skipped).toEqual([]);
    expect(modules).toEqual([{ id: 'q', name: 'Quote', type: 'quote', folder: '__fixtures__/quote', interactive: false, details: { text: 'Fast.', author: 'A customer' }, data: null }]);
    const html = renderToString(createElement(I18nProvider, { locale: 'en', children: createElement(RenderModules, { modules }) }));
    expect(html).toContain('<section id="module-q" data-module="quote" aria-label="Quote"><div data-module-view=""><blockquote><p>Fast.</p><footer>A customer</footer></blockquote></div></section>');
  });
});
