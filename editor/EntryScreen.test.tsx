import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { I18nProvider } from '../i18n';
import PageEditor from './PageEditor';

/** Two entries at the same version: the entry screen keeps one SWR cache while the editor goes from one to the other. */
const entry = (id: number, title: string, lang: string) => ({
  id, kind: 'page', type: 'page', code: `about-${id}`, lang, title, summary: '', version: 2, published: true, hasDraft: false, updatedAt: '2025-07-01T00:00:00Z',
  data: { path: `/about-${id}/`, seo: {}, moduleViewList: [] },
});
const entries: Record<number, ReturnType<typeof entry>> = { 9: entry(9, 'About', 'EN_US'), 10: entry(10, 'Über', 'DE_DE') };
const ok = (data: unknown) => ({ code: '0', message: 'success', data });
/** The paths of POSTs made (the live preview's drafts among them). */
const posts: string[] = [];
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  const path = new URL(url).pathname.replace('/api/portal/v1', '');
  if (init?.method === 'POST') posts.push(path);
  const id = path.match(/^\/editor\/entries\/(\d+)$/)?.[1];
  const body = path === '/editor/me' ? ok({ staff: { id: 1, email: 'e@example.com', name: '', role: 'editor' }, expiresAt: '' })
    : id && init?.method !== 'POST' ? ok(entries[Number(id)])
      : path.endsWith('/live-token') ? ok({ token: 't', expiresAt: new Date(Date.now() + 3600e3).toISOString() })
      : path.endsWith('/translations') ? ok({ kind: 'page', type: 'page', code: 'about', path: '/about/', title: 'About', languages: [] })
        : ok([]);
  return { ok: true, status: 200, json: async () => body } as Response;
});
const cache = new Map();
const screenOf = (id: number) => (
  <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
    <I18nProvider locale="en"><PageEditor id={id} /></I18nProvider>
  </SWRConfig>
);

beforeEach(() => {
  localStorage.clear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('another entry at the same version gets a form of its own: text typed in one never shows, or is kept, as the other\'s', async () => {
  const view = render(screenOf(9));
  await waitFor(() => expect(screen.getByLabelText('Page name')).toHaveValue('About'));
  view.rerender(screenOf(10));
  await waitFor(() => expect(screen.getByLabelText('Page name')).toHaveValue('Über'));
  fireEvent.change(screen.getByLabelText('Page name'), { target: { value: 'Über typed' } });
  view.rerender(screenOf(9));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('/about-9/'));
  expect(screen.getByLabelText('Page name')).toHaveValue('About');
  expect(Object.keys(localStorage).filter((key) => key.startsWith('edn-editor-draft:'))).toEqual(['edn-editor-draft:v1:1:10:2']);
});

it('the live preview follows the entry shown: drafts typed after going back to an entry go to that entry\'s preview', async () => {
  const view = render(screenOf(9));
  await waitFor(() => expect(screen.getByLabelText('Page name')).toHaveValue('About'));
  view.rerender(screenOf(10));
  await waitFor(() => expect(posts.some((path) => path.includes('/10/live-draft'))).toBe(true));
  view.rerender(screenOf(9));
  await waitFor(() => expect(screen.getByLabelText('Page name')).toHaveValue('About'));
  posts.length = 0;
  fireEvent.change(screen.getByLabelText('Page name'), { target: { value: 'About typed' } });
  await waitFor(() => expect(posts.some((path) => path.includes('live-draft'))).toBe(true), { timeout: 3000 });
  expect(posts.filter((path) => path.includes('live-draft'))).toEqual(['/editor/entries/9/live-draft']);
});
