import { render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import Pagination from './Pagination';

describe('Pagination', () => {
  it('shows total items, previous, next and go to page, keeping the query on links', () => {
    render(<Pagination page={2} pageSize={20} total={45} query={{ keyword: '缓存' }} />);
    expect(screen.getByText('Total 45 items')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(`?keyword=${encodeURIComponent('缓存')}&page=1`);
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(`?keyword=${encodeURIComponent('缓存')}&page=3`);
    const goTo = screen.getByLabelText('Go to page') as HTMLInputElement;
    expect(goTo.value).toBe('2');
    expect(goTo.max).toBe('3');
    expect((document.querySelector('input[type=hidden][name=keyword]') as HTMLInputElement).value).toBe('缓存');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    render(<Pagination page={1} pageSize={20} total={20} query={{ keyword: 'x' }} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('speaks the page’s language', () => {
    render(
      <I18nProvider locale="ja">
        <Pagination page={1} pageSize={20} total={30} query={{}} />
      </I18nProvider>,
    );
    expect(screen.getByText('全 30 件')).toBeTruthy();
    expect(screen.getByRole('link', { name: '次へ' })).toBeTruthy();
    expect(screen.getByLabelText('ページへ移動')).toBeTruthy();
  });
});
