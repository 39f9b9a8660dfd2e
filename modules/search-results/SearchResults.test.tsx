import { render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import SearchResults from './SearchResults';
import { loadSearchResults } from './load.server';

const row = { kind: 'news', type: 'BLOG', code: 'waf', title: 'WAF basics', snippet: 'Rules that…', url: '/blog/waf/', score: 3 };

describe('searchResults', () => {
  it('lists matches with locale-prefixed links', () => {
    render(
      <I18nProvider locale="cn">
        <SearchResults id="s" name="" details={{}} data={{ keyword: 'waf', t: '1', result: { total: 1, pageIndex: 0, pageSize: 20, rows: [row] } }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('link', { name: 'WAF basics' })).toHaveAttribute('href', '/cn/blog/waf/');
    expect(screen.getByRole('searchbox', { name: '搜索' })).toHaveValue('waf');
  });

  it('links further result pages, keeping keyword and t', () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ ...row, code: `c${i}`, url: `/blog/c${i}/` }));
    render(<SearchResults id="s" name="" details={{}} data={{ keyword: 'cdn', t: '99', result: { total: 45, pageIndex: 0, pageSize: 20, rows } }} />);
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '?keyword=cdn&t=99&page=3');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?keyword=cdn&t=99&page=2');
  });

  it('shows the spec message when nothing matches', () => {
    render(<SearchResults id="s" name="" details={{}} data={{ keyword: 'zzz', t: '1', result: { total: 0, pageIndex: 0, pageSize: 20, rows: [] } }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sorry, we did not find the information you are searching for.');
  });

  it('loader searches with the keyword and type, and skips an empty keyword', async () => {
    const post = jest.fn(async () => ({ total: 0, pageIndex: 0, pageSize: 20, rows: [] }));
    const ctx = { api: { post } as never, locale: 'en' as const, preview: false, userAgent: '' };
    expect((await loadSearchResults({ type: 'BLOG' }, { ...ctx, query: { keyword: '  ', t: '1' } })).data).toEqual({ keyword: '', t: '1', result: null });
    expect(post).not.toHaveBeenCalled();
    await loadSearchResults({ type: 'BLOG' }, { ...ctx, query: { keyword: ' cdn ', t: '1', page: '2' } });
    expect(post).toHaveBeenCalledWith('/search', expect.objectContaining({ keyword: 'cdn', type: 'BLOG', pageIndex: 1 }), { silent: true });
  });

  it('does not send a keyword of punctuation or one letter, and says what a keyword needs in the reader\'s language', async () => {
    const post = jest.fn();
    const ctx = { api: { post } as never, locale: 'ja' as const, preview: false, userAgent: '' };
    for (const keyword of ['%', 'a', '安', '!!', '<b>']) {
      expect((await loadSearchResults({}, { ...ctx, query: { keyword, t: '1' } })).data).toEqual({ keyword, t: '1', result: null, tooShort: true });
    }
    expect(post).not.toHaveBeenCalled();
    render(
      <I18nProvider locale="ja">
        <SearchResults id="s" name="" details={{}} data={{ keyword: '%', t: '1', result: null, tooShort: true }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 文字以上の英数字、または 2 文字以上の日本語・中国語・韓国語を入力してください。');
    expect(screen.getByRole('searchbox')).toHaveValue('%');
  });
});
