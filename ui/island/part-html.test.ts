import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n';
import type { Locale } from '../../contract/locales';
import { menusForLocale } from '../../shell/header/menu';
import { fixtureMenus } from '../../shell/header/fixtures';
import { languageOptions } from '../../shell/header/LanguageSwitcher';
import type { MegaMenuProps } from '../../shell/header/MegaMenu';
import { Island } from './island';
import { serverSide } from './server-render';
import './register.server';

/** A shell part's server HTML is kept by its props and language (register.server.ts): rendered once, then reused. */
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
  const partHtml = serverSide.partHtml;
  serverSide.partHtml = undefined;
  try {
    expect(page('ko', '/live/')).toBe(kept);
  } finally {
    serverSide.partHtml = partHtml;
  }
});

it('keeps only the parts registered as kept', () => {
  const render = jest.fn(() => '<p>fresh</p>');
  expect(serverSide.partHtml?.('not-kept', 'en', { a: 1 }, render)).toBe('<p>fresh</p>');
  expect(serverSide.partHtml?.('not-kept', 'en', { a: 1 }, render)).toBe('<p>fresh</p>');
  expect(render).toHaveBeenCalledTimes(2);
});
