import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import CookieConsent from './CookieConsent';
import { CONSENT_COOKIE, readConsent } from './consent';

function renderConsent() {
  return render(
    <I18nProvider locale="en">
      <CookieConsent />
    </I18nProvider>,
  );
}

afterEach(() => {
  document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
});

describe('CookieConsent', () => {
  it('asks until a choice is stored; accept all grants every category', async () => {
    renderConsent();
    // The dialog's code loads on demand (next/dynamic), so it appears a moment after the first render.
    expect(await screen.findByRole('dialog', { name: 'We value your privacy' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readConsent()).toEqual({ statistics: true, targeting: true });
  });

  it('only necessary grants nothing optional', async () => {
    renderConsent();
    fireEvent.click(await screen.findByRole('button', { name: 'Only necessary' }));
    expect(readConsent()).toEqual({ statistics: false, targeting: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('manage settings: strictly necessary is always on; saving stores the ticked categories', async () => {
    renderConsent();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage settings' }));
    const necessary = screen.getByRole('checkbox', { name: /Strictly necessary/ });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Targeting/ })).not.toBeChecked();
    fireEvent.click(screen.getByRole('checkbox', { name: /Statistics/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save my choices' }));
    expect(readConsent()).toEqual({ statistics: true, targeting: false });
    expect(document.cookie).toContain(`${CONSENT_COOKIE}=${encodeURIComponent('necessary,statistics')}`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown again once chosen', async () => {
    document.cookie = `${CONSENT_COOKIE}=necessary; path=/`;
    renderConsent();
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
