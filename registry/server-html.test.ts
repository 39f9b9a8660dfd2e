import Loadable from 'next/dist/shared/lib/loadable.shared-runtime';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { serverSide } from '../ui/island/server-render';
import '../ui/island/register.server';
import { loadView } from './ModuleView';
import RenderModules from './RenderModules';
import type { RenderableModule } from './types';

/** Modules' server HTML: each module rendered as a root of its own, kept by its props (ui/island/register.server.ts). */
const renders = jest.spyOn(serverSide, 'renderToHtml');

const quote = (id: string, text: string, extra: Partial<RenderableModule> = {}): RenderableModule => ({
  id,
  name: `Quote ${id}`,
  type: 'text',
  folder: '__fixtures__/quote',
  interactive: false,
  details: { text },
  data: null,
  ...extra,
});

async function page(modules: RenderableModule[]) {
  for (const m of modules) await loadView(m.folder);
  await Loadable.preloadAll();
  return { html: renderToString(createElement(RenderModules, { modules })) };
}

beforeEach(() => renders.mockClear());

it('renders a static module once for the same props and gives the same HTML again', async () => {
  const first = await page([quote('k1', 'Kept words')]);
  expect(first.html).toContain('<blockquote><p>Kept words</p></blockquote>');
  expect(renders).toHaveBeenCalledTimes(1);
  const again = await page([quote('k1', 'Kept words')]);
  expect(again.html).toBe(first.html);
  expect(renders).toHaveBeenCalledTimes(1);
});

it('renders again when the content changes', async () => {
  await page([quote('k2', 'Before')]);
  const edited = await page([quote('k2', 'After')]);
  expect(edited.html).toContain('After');
  expect(edited.html).not.toContain('Before');
  expect(renders).toHaveBeenCalledTimes(2);
});

it('renders a module declaring perRequestHtml on every request', async () => {
  await page([quote('k3', 'Ticking', { perRequestHtml: true })]);
  await page([quote('k3', 'Ticking', { perRequestHtml: true })]);
  expect(renders).toHaveBeenCalledTimes(2);
});

it('leaves a module that throws empty and renders the rest of the page', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const boom: RenderableModule = { id: 'b1', name: 'Broken', type: 'boom', folder: '__fixtures__/boom', interactive: false, details: {}, data: null };
    const { html } = await page([quote('k4', 'Before the break'), boom, quote('k5', 'After the break')]);
    expect(html).toContain('Before the break');
    expect(html).toContain('After the break');
    expect(html).toMatch(/<section id="module-b1" data-module="boom" aria-label="Broken"><div data-module-view=""><\/div><\/section>/);
    expect(error.mock.calls.some((args) => String(args[0]).includes('failed to render') && args[1] === 'b1')).toBe(true);
  } finally {
    error.mockRestore();
  }
});
