import { act, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '../i18n';
import RenderModules from './RenderModules';
import type { RenderableModule } from './types';

// Module folders of tests (modules/__fixtures__): a quote that renders its text, and a component that throws.
const FOLDERS: Record<string, string> = { text: '__fixtures__/quote', boom: '__fixtures__/boom' };

const mod = (id: string, type: string, name: string, text = name): RenderableModule => ({ id, type, name, folder: FOLDERS[type], interactive: false, details: { text }, data: null });

/** Renders the modules, their components loaded (lazily, as in the browser) by the time it resolves. */
async function renderPage(modules: RenderableModule[]) {
  let result: ReturnType<typeof render> | undefined;
  await act(async () => {
    result = render(
      <I18nProvider locale="en">
        <RenderModules modules={modules} />
      </I18nProvider>,
    );
  });
  return result!;
}

describe('RenderModules', () => {
  it('gives every module region a distinct label, numbering a repeated name', async () => {
    await renderPage([mod('1', 'text', 'Search'), mod('2', 'text', 'Search'), mod('3', 'text', 'Pricing'), mod('4', 'text', 'Search')]);
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Search', 'Search (2)', 'Pricing', 'Search (3)']);
    // The browser renders it itself (no server HTML to keep): its component loads and renders.
    expect(screen.getAllByText('Pricing')).toHaveLength(2);
  });

  it('contains a lazily loaded module that throws once its code arrives', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderPage([mod('1', 'text', 'Intro'), mod('2', 'boom', 'Broken'), mod('3', 'text', 'Pricing')]);
    await waitFor(() => expect(error.mock.calls.some((args) => String(args[0]).includes('[registry] module %s (%s) failed to render') && args[2] === 'boom')).toBe(true));
    expect(screen.getByText('Intro')).toBeInTheDocument();
    expect(screen.getAllByText('Pricing').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-module="boom"]')).toBeEmptyDOMElement();
    error.mockRestore();
  });

  it('inserts the in-page navigation after the first module, listing the other modules by name', async () => {
    const { container } = await renderPage([mod('1', 'text', 'Intro'), mod('2', 'text', 'Features'), mod('3', 'text', 'Pricing')]);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Features', '#module-2'],
      ['Pricing', '#module-3'],
    ]);
    const order = [...container.querySelectorAll('section, nav')].map((el) => el.getAttribute('id') ?? el.tagName);
    expect(order).toEqual(['module-1', 'NAV', 'module-2', 'module-3']);
  });

  it('has no in-page navigation for a single module', async () => {
    await renderPage([mod('1', 'text', 'Only')]);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
