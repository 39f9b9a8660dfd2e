import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider, type Locale } from '../../i18n';
import Header from './Header';
import { fixtureMenus } from './fixtures';
import { menusForLocale } from './menu';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn() }) }));

function renderHeader(locale: Locale = 'en', user: { displayName: string } | null = null) {
  return render(
    <I18nProvider locale={locale}>
      <Header web={null} shell={{ menus: menusForLocale(fixtureMenus, locale), header: { telephone: '+1 800 555 0100', topBanner: null }, user }} path="/blog/" origin="https://site.test" />
    </I18nProvider>,
  );
}

describe('menusForLocale', () => {
  const ids = (items: ReturnType<typeof menusForLocale>) => items.map((item) => item.ID);
  const productLinks = (locale: Locale) => menusForLocale(fixtureMenus, locale)[1].children![0].children!.map((c) => c.title);

  it('shows partnership only for KO, EN and JA', () => {
    expect(ids(menusForLocale(fixtureMenus, 'en'))).toContain(5);
    expect(ids(menusForLocale(fixtureMenus, 'ja'))).toContain(5);
    expect(ids(menusForLocale(fixtureMenus, 'ko'))).toContain(5);
    expect(ids(menusForLocale(fixtureMenus, 'cn'))).not.toContain(5);
  });

  it('shows Korean-only products only under /ko', () => {
    expect(productLinks('ko')).toEqual(['Live Streaming', 'K-Player']);
    expect(productLinks('en')).toEqual(['Live Streaming']);
    expect(productLinks('cn')).toEqual(['Live Streaming']);
  });

  it('prefixes site paths with the locale and leaves external links alone', () => {
    const company = menusForLocale(fixtureMenus, 'ja')[0];
    expect(company.url).toBe('/ja/about-edgenova/');
    expect(company.children![0].children!.map((c) => c.url)).toEqual(['/ja/why-edgenova/', 'https://careers.example/']);
    expect(company.promotion?.url).toBe('/ja/videos/tour/');
    expect(menusForLocale(fixtureMenus, 'en')[0].url).toBe('/about-edgenova/');
  });

  it('keeps only the fields the header renders', () => {
    expect(menusForLocale(fixtureMenus, 'ko')[4]).toEqual({ ID: 5, title: 'Partners', url: '/ko/partnership/' });
  });
});

describe('Header', () => {
  // The mega menu is an island (ui/island): rendered by the browser itself (no server HTML here), it loads its code
  // first, so it appears a moment later.
  const desktop = async () => (await screen.findAllByRole('navigation', { name: 'Main menu' }))[0];

  it('renders the four panel triggers, and partnership as a link that opens no dropdown', async () => {
    renderHeader('en');
    const nav = await desktop();
    for (const name of ['Company', 'Products', 'Solutions', 'Resources']) {
      expect(within(nav).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(within(nav).queryByRole('button', { name: 'Partners' })).toBeNull();
    const partners = within(nav).getByRole('link', { name: 'Partners' });
    expect(partners).toHaveAttribute('href', '/partnership/');
    fireEvent.pointerEnter(partners);
    fireEvent.pointerMove(partners);
    expect(screen.queryByTestId('menu-mask')).toBeNull();
  });

  it('has no partnership item in Chinese', async () => {
    renderHeader('cn');
    expect(within((await screen.findAllByRole('navigation', { name: '主菜单' }))[0]).queryByRole('link', { name: 'Partners' })).toBeNull();
  });

  it('opens a panel with its promotion and shows the mask; hovering the mask closes it', async () => {
    renderHeader('en');
    const trigger = within(await desktop()).getByRole('button', { name: 'Company' });
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Why Edgenova' })).toHaveAttribute('href', '/why-edgenova/');
    expect(screen.getByRole('link', { name: 'Watch the video' })).toHaveAttribute('href', '/videos/tour/');
    const mask = screen.getByTestId('menu-mask');
    fireEvent.mouseEnter(mask);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('menu-mask')).toBeNull();
  });

  it('closes the panel when one of its links is followed', async () => {
    renderHeader('en');
    const trigger = within(await desktop()).getByRole('button', { name: 'Products' });
    fireEvent.click(trigger);
    const link = screen.getByRole('link', { name: 'Live Streaming' });
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    fireEvent.click(link);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('menu-mask')).toBeNull();
  });

  it('has Contact Us, Free Trial, the telephone and a home link, locale-prefixed', () => {
    renderHeader('ko');
    expect(screen.getAllByRole('link', { name: '문의하기' })[0]).toHaveAttribute('href', '/ko/contact/');
    expect(screen.getAllByRole('link', { name: '무료 체험' })[0]).toHaveAttribute('href', '/ko/free-trial/');
    expect(screen.getByRole('link', { name: /\+1 800 555 0100/ })).toHaveAttribute('href', 'tel:+18005550100');
    expect(screen.getByRole('link', { name: /홈/ })).toHaveAttribute('href', '/ko/');
  });

  it('shows Login (console SSO returning through /sso/callback) without a display name, else the name with Logout', async () => {
    const { unmount } = renderHeader('en');
    const login = new URL(screen.getByRole('link', { name: 'Login' }).getAttribute('href')!);
    expect(login.pathname).toMatch(/sso\/login$/);
    expect(login.searchParams.get('lang')).toBe('en');
    expect(login.searchParams.get('service')).toBe('https://site.test/api/portal/v1/sso/callback?return=%2Fblog%2F');
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
    unmount();

    renderHeader('en', { displayName: 'Ada Lovelace' });
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    const calls: string[] = [];
    // jsdom cannot reload a page; it reports that on console.error, which is silenced here.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${new URL(url).pathname}`);
      return { ok: true, status: 200, json: async () => ({ code: '0', data: null }) };
    }) as unknown as typeof fetch;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Logout' })));
    expect(calls).toEqual(['POST /api/portal/v1/logout']);
    error.mockRestore();
  });

  it('toggles the mobile menu, whose accordion sections open on click', async () => {
    renderHeader('en');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const mobile = document.getElementById('mobile-menu')!;
    expect(mobile).toBeVisible();
    // The sections' code loads when the menu first opens (ui/shared/on-demand), so they appear a moment later.
    const section = await within(mobile).findByRole('button', { name: 'Products' });
    fireEvent.click(section);
    expect(section).toHaveAttribute('aria-expanded', 'true');
    expect(within(mobile).getByRole('link', { name: 'Live Streaming' })).toHaveAttribute('href', '/product/live/');
    fireEvent.keyDown(within(mobile).getByRole('link', { name: 'Live Streaming' }), { key: 'Escape' });
    expect(mobile).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });
});
