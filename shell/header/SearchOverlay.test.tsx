import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nProvider } from '../../i18n';
import SearchOverlay from './SearchOverlay';

const push = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ push }) }));

const overlay = (locale: 'en' | 'ja') => (
  <I18nProvider locale={locale}>
    <SearchOverlay />
  </I18nProvider>
);

/** Opens the overlay; its dialog's code loads on demand (ui/shared/on-demand), so it appears a moment after the click. */
async function openSearch(locale: 'en' | 'ja' = 'en') {
  render(overlay(locale));
  fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Search' : '検索' }));
  return screen.findByRole('dialog');
}

beforeEach(() => push.mockClear());

describe('SearchOverlay', () => {
  it('server-renders the trigger as a labelled button that announces its dialog', () => {
    document.body.innerHTML = renderToString(overlay('en'));
    const trigger = screen.getByRole('button', { name: 'Search' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    document.body.innerHTML = '';
  });

  it('does nothing for an empty or blank keyword', async () => {
    const dialog = await openSearch();
    fireEvent.submit(dialog.querySelector('form')!);
    fireEvent.change(screen.getByLabelText('Search keyword'), { target: { value: '   ' } });
    fireEvent.submit(dialog.querySelector('form')!);
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('goes to the locale search route with the keyword and a timestamp, then clears and closes', async () => {
    const before = Date.now();
    await openSearch('ja');
    fireEvent.change(screen.getByLabelText('検索キーワード'), { target: { value: ' edge cdn ' } });
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(push).toHaveBeenCalledTimes(1);
    const url = new URL(push.mock.calls[0][0], 'http://x');
    expect(url.pathname).toBe('/ja/search/');
    expect(url.searchParams.get('keyword')).toBe('edge cdn');
    expect(Number(url.searchParams.get('t'))).toBeGreaterThanOrEqual(before);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(screen.getByLabelText('検索キーワード')).toHaveValue('');
  });

  it('Escape closes the dialog and gives focus back to the trigger', async () => {
    render(overlay('en'));
    const trigger = screen.getByRole('button', { name: 'Search' });
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(trigger).toHaveFocus()); // Radix restores focus after the close
  });
});
