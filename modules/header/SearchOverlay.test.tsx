import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import SearchOverlay from './SearchOverlay';

const push = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ push }) }));

function openSearch(locale: 'en' | 'ja' = 'en') {
  render(
    <I18nProvider locale={locale}>
      <SearchOverlay />
    </I18nProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Search' : '検索' }));
  return screen.getByRole('dialog');
}

beforeEach(() => push.mockClear());

describe('SearchOverlay', () => {
  it('does nothing for an empty or blank keyword', () => {
    const dialog = openSearch();
    fireEvent.submit(dialog.querySelector('form')!);
    fireEvent.change(screen.getByLabelText('Search keyword'), { target: { value: '   ' } });
    fireEvent.submit(dialog.querySelector('form')!);
    expect(push).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('goes to the locale search route with the keyword and a timestamp, then clears and closes', () => {
    const before = Date.now();
    openSearch('ja');
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
});
