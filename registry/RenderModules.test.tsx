import { render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from '../i18n';
import RenderModules from './RenderModules';
import type { RenderableModule } from './types';

// A registry of test types: one renders its text, one always throws, one throws once loaded lazily like the real modules.
jest.mock('./components', () => ({
  moduleComponents: {
    lazyBoom: {
      type: 'lazyBoom',
      label: 'Lazy boom',
      component: jest.requireActual('next/dynamic').default(async () => () => {
        throw new Error('lazy render failed');
      }),
    },
    text: { type: 'text', label: 'Text', component: ({ details }: { details: { text: string } }) => <p>{details.text}</p> },
    boom: {
      type: 'boom',
      label: 'Boom',
      component: () => {
        throw new Error('render failed');
      },
    },
  },
}));

const mod = (id: string, type: string, name: string, text = name): RenderableModule => ({ id, type, name, details: { text }, data: null });

function renderPage(modules: RenderableModule[]) {
  return render(
    <I18nProvider locale="en">
      <RenderModules modules={modules} />
    </I18nProvider>,
  );
}

describe('RenderModules', () => {
  it('gives every module region a distinct label, numbering a repeated name', () => {
    renderPage([mod('1', 'text', 'Search'), mod('2', 'text', 'Search'), mod('3', 'text', 'Pricing'), mod('4', 'text', 'Search')]);
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Search', 'Search (2)', 'Pricing', 'Search (3)']);
  });

  it('contains a throwing module: the rest of the page renders and the error is logged', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage([mod('1', 'text', 'Intro'), mod('2', 'boom', 'Broken'), mod('3', 'text', 'Pricing')]);
    expect(screen.getByText('Intro')).toBeInTheDocument();
    expect(screen.getAllByText('Pricing').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-module="boom"]')).toBeEmptyDOMElement();
    expect(error.mock.calls.some((args) => String(args[0]).includes('[registry] module %s (%s) failed to render'))).toBe(true);
    error.mockRestore();
  });

  it('contains a lazily loaded module that throws once its code arrives', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPage([mod('1', 'text', 'Intro'), mod('2', 'lazyBoom', 'Broken'), mod('3', 'text', 'Pricing')]);
    await waitFor(() => expect(error.mock.calls.some((args) => String(args[0]).includes('[registry] module %s (%s) failed to render') && args[2] === 'lazyBoom')).toBe(true));
    expect(screen.getByText('Intro')).toBeInTheDocument();
    expect(screen.getAllByText('Pricing').length).toBeGreaterThan(0);
    expect(document.querySelector('[data-module="lazyBoom"]')).toBeEmptyDOMElement();
    error.mockRestore();
  });

  it('inserts the in-page navigation after the first module, listing the other modules by name', () => {
    const { container } = renderPage([mod('1', 'text', 'Intro'), mod('2', 'text', 'Features'), mod('3', 'text', 'Pricing')]);
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Features', '#module-2'],
      ['Pricing', '#module-3'],
    ]);
    const order = [...container.querySelectorAll('section, nav')].map((el) => el.getAttribute('id') ?? el.tagName);
    expect(order).toEqual(['module-1', 'NAV', 'module-2', 'module-3']);
  });

  it('has no in-page navigation for a single module', () => {
    renderPage([mod('1', 'text', 'Only')]);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
