import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n';
import type { Locale } from '../../contract/locales';
import { menusForLocale } from '../../shell/header/menu';
import { fixtureMenus } from '../../shell/header/fixtures';
import { languageOptions } from '../../shell/header/LanguageSwitcher';
import type { MegaMenuProps } from '../../shell/header/MegaMenu';
import { Island, type Carried } from './island';
import { serverSide } from './server-render';
import './register.server';

/** A part's server HTML is kept by its props, language and page path (register.server.ts): rendered once, then reused. */
const renders = jest.spyOn(serverSide, 'renderToHtml');

function page(locale: Locale, path: string, menus = fixtureMenus): string {
  const props: MegaMenuProps = { items: menusForLocale(menus, locale), languages: languageOptions(null, path), open: '', onOpenChange: () => undefined };
  const load = () => Promise.reject(new Error('not in the browser'));
  const island = createElement(Island<MegaMenuProps>, { name: 'mega-menu', wake: 'interaction', load, props });
  return renderToString(createElement(I18nProvider, { locale, children: island }));
}

beforeEach(() => renders.mockClear());

it('renders the mega menu once for the same props and language, and gives the same HTML again', () => {
  const first = page('en', '/waf/');
  expect(renders).toHaveBeenCalledTimes(1);
  expect(first).toContain('Company');
  expect(page('en', '/waf/')).toBe(first);
  expect(renders).toHaveBeenCalledTimes(1);
});

it('renders again when the menus, the page (its language links) or the language differ', () => {
  page('en', '/cdn/');
  renders.mockClear();
  const edited = page('en', '/cdn/', [{ ...fixtureMenus[0], title: 'Our company' }, ...fixtureMenus.slice(1)]);
  expect(edited).toContain('Our company');
  page('en', '/dns/');
  page('ja', '/cdn/');
  expect(renders).toHaveBeenCalledTimes(3);
});

it('keeps exactly what a render without keeping gives', () => {
  page('ko', '/live/');
  renders.mockClear();
  const kept = page('ko', '/live/');
  expect(renders).not.toHaveBeenCalled();
  const keptHtml = serverSide.keptHtml;
  serverSide.keptHtml = undefined;
  try {
    expect(page('ko', '/live/')).toBe(kept);
  } finally {
    serverSide.keptHtml = keptHtml;
  }
});

it('reports again, on every reuse, the chunks the kept render reported (the page links their CSS)', () => {
  const reported: string[] = [];
  const carried: Carried = { locale: 'en', router: null, loadable: (chunk) => void reported.push(chunk) };
  const render = jest.fn((withCarried: Carried) => {
    withCarried.loadable?.('modules/stats/view.ts');
    return '<p>stats</p>';
  });
  const props = { id: 'chunks-test' };
  expect(serverSide.keptHtml?.('module:stats', carried, props, render)).toBe('<p>stats</p>');
  expect(serverSide.keptHtml?.('module:stats', carried, props, render)).toBe('<p>stats</p>');
  expect(render).toHaveBeenCalledTimes(1);
  expect(reported).toEqual(['modules/stats/view.ts', 'modules/stats/view.ts']);
});

it('keys on the page path, not its query', () => {
  const at = (asPath: string): Carried => ({ locale: 'en', router: { asPath } as Carried['router'], loadable: null });
  const render = jest.fn(() => '<p>part</p>');
  const props = { id: 'path-test' };
  serverSide.keptHtml?.('part', at('/cdn/?utm_source=a'), props, render);
  serverSide.keptHtml?.('part', at('/cdn/?utm_source=b#top'), props, render);
  expect(render).toHaveBeenCalledTimes(1);
  serverSide.keptHtml?.('part', at('/dns/'), props, render);
  expect(render).toHaveBeenCalledTimes(2);
});

it('does not keep an empty render: the next render is made again', () => {
  const carried: Carried = { locale: 'en', router: null, loadable: null };
  const render = jest.fn().mockReturnValueOnce('').mockReturnValue('<p>arrived</p>');
  const props = { id: 'empty-test' };
  expect(serverSide.keptHtml?.('module:late', carried, props, render)).toBe('');
  expect(serverSide.keptHtml?.('module:late', carried, props, render)).toBe('<p>arrived</p>');
  expect(serverSide.keptHtml?.('module:late', carried, props, render)).toBe('<p>arrived</p>');
  expect(render).toHaveBeenCalledTimes(2);
});
