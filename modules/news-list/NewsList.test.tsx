import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { I18nProvider } from '../../i18n';
import NewsList from './NewsList';

const row = (n: number, tag = 'Cloud Security') => ({
  id: n, type: 'BLOG', code: `post-${n}`, tag, title: `Post ${n}`, summary: `Summary ${n}`, image: null,
  publishTime: '2025-06-0' + ((n % 9) + 1) + 'T00:00:00.000Z', url: `/blog/post-${n}/`, data: {},
});
const first = { total: 11, pageIndex: 0, pageSize: 9, rows: Array.from({ length: 9 }, (_, i) => row(i + 1)) };

// The browser calls POST /api/portal/v1/news/{type}; answer from a table of pages.
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const body = JSON.parse(String(init.body));
  const data = body.tag === 'Zero Trust'
    ? { total: 0, pageIndex: 0, pageSize: 9, rows: [] }
    : { total: 11, pageIndex: body.pageIndex, pageSize: 9, rows: [row(10), row(11)] };
  return { ok: true, status: 200, json: async () => ({ code: '0', message: '', data }) } as Response;
});
const fresh = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;

describe('newsList', () => {
  it('shows stored tags with their label in the reader language', () => {
    render(
      <I18nProvider locale="ko">
        <NewsList id="n" name="" details={{ type: 'BLOG' }} data={{ first: { ...first, rows: [row(1), row(2, 'gaming'), row(3, 'Unlisted Tag')] } }} />
      </I18nProvider>,
      { wrapper: fresh },
    );
    expect(screen.getByText('클라우드 보안')).toBeInTheDocument();
    expect(screen.getByText('게임')).toBeInTheDocument();
    expect(screen.getByText('Unlisted Tag')).toBeInTheDocument();
  });

  it("shows a card's library image with its resized variants", () => {
    const withImage = { ...row(1), image: '/media/0123456789abcdef0123456789abcdef-1600x900.png' };
    const { container } = render(<NewsList id="n" name="" details={{ type: 'BLOG' }} data={{ first: { ...first, rows: [withImage] } }} />, { wrapper: fresh });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('.w320.webp 320w');
    expect(img).toHaveAttribute('sizes', '(max-width: 767px) calc(100vw - 2rem), 400px');
  });

  beforeEach(() => {
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('renders the server-loaded first page without a request, then pages in the browser', async () => {
    render(<NewsList id="n" name="" details={{ type: 'BLOG' }} data={{ first }} />, { wrapper: fresh });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/blog/post-1/');
    expect(screen.getAllByText('Cloud Security')).toHaveLength(9);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: 'Post 10' });
    expect(String(fetchMock.mock.calls[0][0])).toContain('/news/blog?lang=EN_US');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toMatchObject({ pageIndex: 1, pageSize: 9 });
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('filters by tag tab and shows No Data for an empty tag', async () => {
    render(
      <NewsList id="n" name="" details={{ type: 'BLOG', tabs: [{ label: 'Zero Trust', tag: 'Zero Trust' }] }} data={{ first }} />,
      { wrapper: fresh },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zero Trust' }));
    await waitFor(() => expect(screen.getByText('No Data')).toBeInTheDocument());
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toMatchObject({ tag: 'Zero Trust', pageIndex: 0 });
    expect(screen.queryByRole('navigation')).toBeNull();
    // Back to All: the server-rendered first page and its pagination return.
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });
});
