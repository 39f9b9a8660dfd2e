import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderEditorScreen } from '../../editor/test-render';
import EditorPage from '../../pages/editor/page/[id]';
import EditorNewsEntry from '../../pages/editor/news/[id]';

/**
 * The editor's entry pages: another entry opened from one (its other language, Back to a cached one) is a client-side
 * navigation to the same page component with another id. The two entries may well have the same version number.
 */
const router = { isReady: true, query: { id: '9' } as Record<string, string>, asPath: '/editor/page/9/', pathname: '', replace: jest.fn(), push: jest.fn(), events: { on: jest.fn(), off: jest.fn() } };
jest.mock('next/router', () => ({ __esModule: true, useRouter: () => router, get default() { return router; } }));

const page = (id: number, lang: string, title: string) => ({
  id, kind: 'page', type: 'page', code: 'about', lang, title, summary: '', version: 2, published: true, hasDraft: false, updatedAt: '2026-11-01T00:00:00Z',
  data: { path: '/about/', seo: {}, moduleViewList: [] },
});
const news = (id: number, lang: string, title: string) => ({
  id, type: 'BLOG', code: 'edge-notes', lang, url: '/blog/edge-notes/', version: 2, published: true, hasDraft: false, updatedAt: '2026-11-01T00:00:00Z',
  fields: { title, date: '2026-11-20', tag: 'Other', html: '<p>x</p>', author: '' },
});
const entries: Record<string, unknown> = {
  '/editor/entries/9': page(9, 'EN_US', 'About us'), '/editor/entries/10': page(10, 'JA_JP', '会社概要'),
  '/editor/news/7': news(7, 'EN_US', 'Edge notes'), '/editor/news/8': news(8, 'JA_JP', 'エッジの話'),
};
const ok = (data: unknown) => ({ status: 200, body: { code: '0', message: 'success', data } });
beforeEach(() => {
  global.fetch = jest.fn(async (url: string) => {
    const path = new URL(url).pathname.replace('/api/portal/v1', '');
    const reply = path === '/editor/me' ? ok({ staff: { id: 1, email: 'e@example.com', name: '', role: 'editor' }, expiresAt: '' })
      : path in entries ? ok(entries[path])
        : path.endsWith('/translations') ? ok({ kind: 'page', type: 'page', code: 'about', path: '/about/', title: '', languages: [] })
          : ok([]);
    return { ok: true, status: 200, json: async () => reply.body } as Response;
  }) as unknown as typeof fetch;
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

it.each([
  ['page', EditorPage, 'Page name', ['9', '10'], ['About us', '会社概要']],
  ['news', EditorNewsEntry, 'Title *', ['7', '8'], ['Edge notes', 'エッジの話']],
] as const)('the %s editor shows the entry of the address it is on, after moving to another of the same version', async (_kind, Screen, label, [first, second], [firstTitle, secondTitle]) => {
  router.query = { id: first };
  const view = renderEditorScreen(<Screen />);
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(firstTitle));
  // Edited and left unsaved (the work is kept on the device, by entry).
  fireEvent.change(screen.getByLabelText(label), { target: { value: `${firstTitle} (edited)` } });
  router.query = { id: second };
  view.rerender(<Screen />);
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(secondTitle));
  router.query = { id: first };
  view.rerender(<Screen />);
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(firstTitle));
  // The edit made there is offered back, and comes back into that entry's form.
  fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(`${firstTitle} (edited)`));
}, 20_000);
