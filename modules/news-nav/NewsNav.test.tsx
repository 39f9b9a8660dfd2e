import { render, screen, waitFor } from '@testing-library/react';
import NewsNav from './NewsNav';
import { cachedRecommendations, clearRecommendationCache, navQualifies, type NavItem } from './rules';

const item = (type: NavItem['type'], details: unknown): NavItem => ({ type, details: JSON.stringify(details) });
const row = (type: string, code: string) => ({ id: 1, type, code, tag: '', title: `${type} ${code}`, summary: '', image: null, publishTime: '2025-01-01T00:00:00Z', url: `/${type}/${code}/`, data: {} });

describe('newsNav rules', () => {
  it.each([
    [[item('hotArticle', { visible: true })], true],
    [[item('hotArticle', { visible: false })], false],
    [[item('hotRecommend', { visible: true, recommendList: [] })], false],
    [[item('hotRecommend', { visible: true, recommendList: [{ url: '/blog/x/' }] })], true],
    [[item('ad', { visible: false })], true],
    [[{ type: 'hotArticle', details: '{not json' } as NavItem], false],
    [[], false],
  ])('qualifies %j -> %s', (items, expected) => {
    expect(navQualifies(items as NavItem[])).toBe(expected);
  });

  it('loads each recommendation type once and reuses it', async () => {
    clearRecommendationCache();
    const load = jest.fn(async (type: string) => [row(type, 'a')]);
    await cachedRecommendations('blog', load);
    await cachedRecommendations('blog', load);
    await cachedRecommendations('news', load);
    expect(load.mock.calls.map((c) => c[0])).toEqual(['blog', 'news']);
  });
});

describe('newsNav', () => {
  beforeEach(() => {
    clearRecommendationCache();
    global.fetch = jest.fn() as unknown as typeof fetch;
  });

  it('renders nothing when no item qualifies', () => {
    const { container } = render(<NewsNav id="n" name="" data={undefined} details={{ items: [item('hotArticle', { visible: false })] }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('loads news, productupdates and blog recommendations once for a visible hotArticle, across renders', async () => {
    const fetchMock = jest.fn(async (url: string) => {
      const type = /news\/(\w+)\/recommendations/.exec(url)![1];
      return { ok: true, status: 200, json: async () => ({ code: '0', message: '', data: [row(type, 'top')] }) } as Response;
    });
    global.fetch = fetchMock as unknown as typeof fetch;
    const details = { items: [item('hotArticle', { visible: true }), item('ad', { title: 'WAAP 2024', url: '/reports/state-of-waap-2024/' })] };
    const first = render(<NewsNav id="n" name="" data={undefined} details={details} />);
    await screen.findByRole('link', { name: 'blog top' });
    first.unmount();
    render(<NewsNav id="n" name="" data={undefined} details={details} />);
    await screen.findByRole('link', { name: 'productupdates top' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'news top' })).toBeInTheDocument());
    expect(fetchMock.mock.calls.map((c) => /news\/(\w+)\//.exec(String(c[0]))![1]).sort()).toEqual(['blog', 'news', 'productupdates']);
    expect(screen.getByRole('link', { name: /WAAP 2024/ })).toHaveAttribute('href', '/reports/state-of-waap-2024/');
  });
});
