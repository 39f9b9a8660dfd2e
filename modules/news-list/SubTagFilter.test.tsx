import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { I18nProvider, type Locale } from '../../i18n';
import NewsList from './NewsList';
import { loadNewsList } from './load.server';

// The filter builds its links from the page's own path (locale prefix included), as the router reports it.
let asPath = '/ja/glossary/security/?subTag=waf';
jest.mock('next/router', () => ({ useRouter: () => ({ asPath }) }));

const term = (n: number, subTag: string) => ({
  id: n, type: 'GLOSSARY', code: `term-${n}`, tag: 'security', title: `Term ${n}`, summary: '', image: null,
  publishTime: '2025-01-01T00:00:00.000Z', url: `/glossary/term-${n}/`, data: { subTag },
});
const security = { type: 'GLOSSARY', tag: 'security', layout: 'list' as const, subTagFilter: true };
const fresh = ({ children }: { children: ReactNode }) => <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
const inLocale = (locale: Locale) => ({ children }: { children: ReactNode }) => fresh({ children: <I18nProvider locale={locale}>{children}</I18nProvider> });

const fetchMock = jest.fn(async (_url: string, init: RequestInit) => {
  const body = JSON.parse(String(init.body));
  const data = { total: 11, pageIndex: body.pageIndex, pageSize: 9, rows: [term(10, body.subTag), term(11, body.subTag)] };
  return { ok: true, status: 200, json: async () => ({ code: '0', message: '', data }) } as Response;
});
beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
  asPath = '/ja/glossary/security/?subTag=waf';
});

describe('glossary sub-tag filter', () => {
  it('links every spec sub-tag to this page with ?subTag=, landing on the filter, and marks the current one', () => {
    const first = { total: 2, pageIndex: 0, pageSize: 9, rows: [term(1, 'WAF'), term(2, 'WAF')] };
    render(<NewsList id="glossary-security-2" name="" details={security} data={{ first, subTag: 'WAF' }} />, { wrapper: inLocale('ja') });
    const filter = screen.getByRole('navigation', { name: 'サブタグで用語を絞り込む' });
    const links = within(filter).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['すべての用語', '/ja/glossary/security/#glossary-security-2-sub-tags'],
      ['DDoS', '/ja/glossary/security/?subTag=ddos#glossary-security-2-sub-tags'],
      ['WAF', '/ja/glossary/security/?subTag=waf#glossary-security-2-sub-tags'],
      ['BOTS', '/ja/glossary/security/?subTag=bots#glossary-security-2-sub-tags'],
      ['API', '/ja/glossary/security/?subTag=api#glossary-security-2-sub-tags'],
      ['ZERO TRUST', '/ja/glossary/security/?subTag=zero-trust#glossary-security-2-sub-tags'],
      ['CYBER SECURITY', '/ja/glossary/security/?subTag=cyber-security#glossary-security-2-sub-tags'],
    ]);
    expect(filter).toHaveAttribute('id', 'glossary-security-2-sub-tags');
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)).toEqual(['WAF']);
    expect(screen.getByRole('status')).toHaveTextContent('WAF の用語：2 件');
    expect(screen.getAllByRole('link', { name: /^Term / })).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['en', 'Filter terms by sub-tag', 'All terms'],
    ['cn', '按子标签筛选术语', '全部术语'],
    ['ja', 'サブタグで用語を絞り込む', 'すべての用語'],
    ['ko', '하위 태그로 용어 필터링', '모든 용어'],
  ] as const)('labels the filter in %s, with All current when no sub-tag is chosen', (locale, label, all) => {
    asPath = `/${locale}/glossary/security/`;
    const first = { total: 1, pageIndex: 0, pageSize: 9, rows: [term(1, 'API')] };
    render(<NewsList id="m" name="" details={security} data={{ first, subTag: null }} />, { wrapper: inLocale(locale) });
    const filter = screen.getByRole('navigation', { name: label });
    expect(within(filter).getByRole('link', { name: all })).toHaveAttribute('aria-current', 'page');
    expect(within(filter).getByRole('link', { name: 'CYBER SECURITY' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps the sub-tag when the visitor pages in the browser', async () => {
    const first = { total: 11, pageIndex: 0, pageSize: 9, rows: Array.from({ length: 9 }, (_, i) => term(i + 1, 'BOTS')) };
    render(<NewsList id="m" name="" details={security} data={{ first, subTag: 'BOTS' }} />, { wrapper: fresh });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('link', { name: 'Term 10' });
    expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toMatchObject({ tag: 'security', subTag: 'BOTS', pageIndex: 1 });
  });

  it('says when a sub-tag has no terms and links back to the whole list', () => {
    asPath = '/cn/glossary/security/?subTag=api';
    render(<NewsList id="m" name="" details={security} data={{ first: { total: 0, pageIndex: 0, pageSize: 9, rows: [] }, subTag: 'API' }} />, { wrapper: inLocale('cn') });
    expect(screen.getByText('暂无标签为 API 的术语。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '显示全部术语' })).toHaveAttribute('href', '/cn/glossary/security/#m-sub-tags');
    expect(screen.getByRole('status')).toHaveTextContent('标签为 API 的术语：0 个');
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('shows no filter on lists that did not ask for one, nor on a non-glossary list', () => {
    const first = { total: 1, pageIndex: 0, pageSize: 9, rows: [term(1, 'WAF')] };
    for (const details of [{ type: 'GLOSSARY', tag: 'security' }, { type: 'BLOG', subTagFilter: true }]) {
      const { unmount } = render(<NewsList id="m" name="" details={details} data={{ first }} />, { wrapper: fresh });
      expect(screen.queryByRole('navigation', { name: 'Filter terms by sub-tag' })).toBeNull();
      unmount();
    }
  });
});

describe('loadNewsList with the sub-tag filter', () => {
  const answer = { total: 0, pageIndex: 0, pageSize: 9, rows: [] };
  const load = async (details: Parameters<typeof loadNewsList>[0], subTag?: string) => {
    const post = jest.fn(async () => answer);
    const { data } = await loadNewsList(details, { api: { post } as never, locale: 'en', preview: false, userAgent: '', query: { subTag } });
    return { data, body: (post.mock.calls[0] as unknown[])[1] };
  };

  it('reads ?subTag= from the address and asks the API in the spec spelling', async () => {
    const { data, body } = await load(security, 'zero-trust');
    expect(data?.subTag).toBe('ZERO TRUST');
    expect(body).toMatchObject({ tag: 'security', subTag: 'ZERO TRUST', pageIndex: 0 });
  });

  it('lists every term for an unknown sub-tag, and never sends one for lists without the filter', async () => {
    for (const [details, subTag] of [[security, 'xss'], [security, undefined], [{ type: 'GLOSSARY', tag: 'security' }, 'waf'], [{ type: 'BLOG', subTagFilter: true }, 'waf']] as const) {
      const { data, body } = await load(details, subTag);
      expect([subTag, data?.subTag, (body as { subTag?: string }).subTag]).toEqual([subTag, null, undefined]);
    }
  });
});
