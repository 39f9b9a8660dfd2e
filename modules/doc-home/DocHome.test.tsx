import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '../../i18n';
import DocHome from './DocHome';
import { loadDocHome, type DocHomeData } from './load.server';

const data: DocHomeData = {
  menus: [
    { id: 300, parentId: null, name: 'ストレージ', pageCode: 'menu-300', productCode: '' },
    { id: 310, parentId: 300, name: 'オブジェクトストレージ', pageCode: 'cate-310', productCode: 'object-storage' },
  ],
  topWords: [],
  apiProducts: [],
  wplusProducts: [
    { id: 310, productCode: 'object-storage', name: 'オブジェクトストレージ' },
    { id: 410, productCode: 'edge-vault', name: 'エッジボールト' },
  ],
};

describe('docHome W+ products', () => {
  it("lists the W+ products under their localized heading, each linked to its product's documentation", () => {
    render(
      <I18nProvider locale="ja">
        <DocHome id="d" name="" details={{}} data={data} />
      </I18nProvider>,
    );
    const card = screen.getByRole('heading', { level: 2, name: 'W+ 製品' }).closest('li')!;
    expect(within(card).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['オブジェクトストレージ', '/ja/docs/object-storage/'],
      ['エッジボールト', '/ja/docs/edge-vault/'],
    ]);
  });

  it('leaves the W+ card out when there are no W+ products', () => {
    render(<DocHome id="d" name="" details={{}} data={{ ...data, wplusProducts: [] }} />);
    expect(screen.queryByRole('heading', { name: 'W+ Products' })).toBeNull();
    expect(screen.getByRole('link', { name: 'オブジェクトストレージ' })).toHaveAttribute('href', '/docs/object-storage/');
  });

  it('loads the list from GET /product/wplus (document/wplusProductList)', async () => {
    const get = jest.fn(async (path: string) => (path === '/product/wplus' ? data.wplusProducts : []));
    const loaded = await loadDocHome(undefined, { api: { get } as never, locale: 'en', query: {}, preview: false, userAgent: '' });
    expect(get).toHaveBeenCalledWith('/product/wplus', undefined, { silent: true });
    expect(loaded.data?.wplusProducts).toEqual(data.wplusProducts);
  });

  it('reads top search words that are not a list of words (a malformed document) as none', async () => {
    const words = (value: unknown) => jest.fn(async (path: string) => (path === '/top-search-words' ? value : []));
    const load = (get: jest.Mock) => loadDocHome(undefined, { api: { get } as never, locale: 'en', query: {}, preview: false, userAgent: '' });
    expect((await load(words('caching'))).data?.topWords).toEqual([]);
    expect((await load(words([{ word: 'caching' }]))).data?.topWords).toEqual([]);
    expect((await load(words(['caching', 'WAF']))).data?.topWords).toEqual(['caching', 'WAF']);
  });
});
