import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n';
import ConsentMarkScript from './ConsentMarkScript';
import CookieConsent from './CookieConsent';
import { CONSENT_COOKIE, CONSENT_MARK, readConsent } from '../../contract/consent';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/ja/product/cloud-dns/?ref=1' }) }));

const consent = (
  <I18nProvider locale="en">
    <CookieConsent />
  </I18nProvider>
);
const notice = () => screen.queryByRole('region', { name: 'We value your privacy' });

/** The page's HTML as the server sends it, hydrated as the browser does; console errors (hydration mismatches) collected. */
async function hydrateServerHtml() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(consent);
  document.body.appendChild(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    render(consent, { container, hydrate: true });
  });
  const logged = errors.mock.calls.map((call) => String(call[0]));
  errors.mockRestore();
  return logged;
}

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  document.documentElement.removeAttribute(CONSENT_MARK);
});

describe('CookieConsent', () => {
  it('is in the server HTML for every visitor: a labelled region with its text and buttons', () => {
    document.cookie = `${CONSENT_COOKIE}=necessary; path=/`;
    const html = renderToString(consent);
    expect(html).toMatch(/<section[^>]*aria-labelledby="([^"]+)"/);
    expect(html).toContain('We value your privacy</h2>');
    expect(html).toContain('Choose which cookies you allow.');
    for (const label of ['Accept all', 'Only necessary', 'Manage settings']) expect(html).toContain(`>${label}</button>`);
  });

  it('posts the one-click choices to /consent with the page to come back to, so they work before scripts run', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToStaticMarkup(consent);
    const form = page.querySelector('form')!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/consent']);
    expect((form.elements.namedItem('return') as HTMLInputElement).value).toBe('/ja/product/cloud-dns/?ref=1');
    const submits = [...form.querySelectorAll('button[type="submit"]')].map((b) => [b.getAttribute('name'), b.getAttribute('value'), b.textContent]);
    expect(submits).toEqual([
      ['choice', 'all', 'Accept all'],
      ['choice', 'necessary', 'Only necessary'],
    ]);
    // Managing categories needs the script: it must never submit the form.
    expect(form.querySelector('button[type="button"]')?.textContent).toBe('Manage settings');
  });

  it('hydrates the server HTML without a mismatch and stays for a visitor who has not chosen', async () => {
    expect(await hydrateServerHtml()).toEqual([]);
    expect(notice()).toBeInTheDocument();
  });

  it('hydrates the server HTML without a mismatch and goes away for a visitor who has chosen', async () => {
    document.cookie = `${CONSENT_COOKIE}=necessary; path=/`;
    expect(await hydrateServerHtml()).toEqual([]);
    expect(notice()).toBeNull();
  });

  it('accept all grants every category, hides the notice and marks the document', () => {
    render(consent);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(readConsent()).toEqual({ statistics: true, targeting: true });
    expect(notice()).toBeNull();
    expect(document.documentElement.hasAttribute(CONSENT_MARK)).toBe(true);
  });

  it('only necessary grants nothing optional', () => {
    render(consent);
    fireEvent.click(screen.getByRole('button', { name: 'Only necessary' }));
    expect(readConsent()).toEqual({ statistics: false, targeting: false });
    expect(notice()).toBeNull();
  });

  it('manage settings: the categories load with focus on the first choice; saving stores the ticked categories', async () => {
    render(consent);
    fireEvent.click(screen.getByRole('button', { name: 'Manage settings' }));
    // The categories' code loads on demand (ui/shared/on-demand).
    const statistics = await screen.findByRole('checkbox', { name: /Statistics/ });
    expect(statistics).toHaveFocus();
    const necessary = screen.getByRole('checkbox', { name: /Strictly necessary/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Targeting/ })).not.toBeChecked();
    fireEvent.click(statistics);
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toEqual({ statistics: true, targeting: false });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=${encodeURIComponent('necessary,statistics')}`);
    expect(notice()).toBeNull();
  });

  it('is not shown once chosen', () => {
    document.cookie = `${CONSENT_COOKIE}=necessary; path=/`;
    render(consent);
    expect(notice()).toBeNull();
  });
});

describe('ConsentMarkScript', () => {
  const run = () => {
    const html = renderToStaticMarkup(<ConsentMarkScript />);
    // No nonce: the CSP allows this script by the hash of its exact text (server/csp.ts).
    expect(html).toMatch(/^<script>/);
    new Function(html.replace(/^<script[^>]*>|<\/script>$/g, ''))();
  };

  it('marks <html> when a choice is stored', () => {
    document.cookie = `other=1; path=/`;
    document.cookie = `${CONSENT_COOKIE}=necessary; path=/`;
    run();
    expect(document.documentElement.hasAttribute(CONSENT_MARK)).toBe(true);
    document.cookie = 'other=; max-age=0; path=/';
  });

  it('leaves it unmarked otherwise (a cookie whose name only ends the same does not count)', () => {
    document.cookie = `x${CONSENT_COOKIE}=1; path=/`;
    run();
    expect(document.documentElement.hasAttribute(CONSENT_MARK)).toBe(false);
    document.cookie = `x${CONSENT_COOKIE}=; max-age=0; path=/`;
  });
});
