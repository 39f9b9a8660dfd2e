import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderEditorScreen } from '../test-render';
import NewsEditor from './NewsEditor';

const entry = {
  id: 7, type: 'BLOG', code: 'edge-notes', lang: 'JA_JP', url: '/blog/edge-notes/', version: 3, published: false, hasDraft: true, updatedAt: '2026-11-23T00:00:00Z',
  fields: { title: 'エッジの話', date: '2026-11-20', tag: 'Other', html: '<p>本文</p>', author: '山田' },
};
const firstSave = { id: 11, action: 'save', version: 2, summary: 'changed title', staffEmail: 'e@example.com', createdAt: '2026-11-22T08:00:00.000Z' };
const diff = {
  revisionId: 11, revisionVersion: 2, currentVersion: 3,
  rows: [{ path: ['title'], change: 'edited', before: '古い題', after: 'エッジの話' }, { path: ['data', 'author'], change: 'added', after: '山田' }],
};
const ok = (data: unknown) => ({ status: 200, body: { code: '0', message: 'success', data } });
const posts: Array<{ path: string; body: any }> = [];
const live: Array<{ path: string; body: any }> = [];
let draftReply: { status: number; body: unknown } | 'offline' = ok({ ...entry, version: 4 });
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const path = new URL(url).pathname.replace('/api/portal/v1', '');
  if (init.method === 'POST') (path.startsWith('/editor/entries/7/live-') ? live : posts).push({ path, body: JSON.parse(String(init.body)) });
  if (init.method === 'POST' && path === '/editor/news/7/draft' && draftReply === 'offline') throw new TypeError('Failed to fetch');
  const reply = init.method === 'POST' && path === '/editor/news/7/draft' ? draftReply as { status: number; body: unknown }
    : path === '/editor/me' ? ok({ staff: { id: 1, email: 'e@example.com', name: '', role: 'editor' }, expiresAt: '' })
      : path === '/editor/entries/7/live-token' ? ok({ token: 't', expiresAt: new Date(Date.now() + 900_000).toISOString() })
      : path === '/editor/news/7' ? ok(entry)
      : path === '/editor/news/7/history' ? ok([firstSave])
      : path === '/editor/entries/7/revisions/11/diff' ? ok(diff)
      : path.endsWith('/translations') ? ok({ kind: 'page', type: 'page', code: 'about', path: '/about/', title: 'About', languages: [] })
        : ok([]);
  return { ok: reply.status === 200, status: reply.status, json: async () => reply.body } as Response;
});

beforeEach(async () => {
  localStorage.clear();
  draftReply = ok({ ...entry, version: 4 });
  posts.length = 0;
  live.length = 0;
  // jsdom does not navigate frames: the preview's frame loads are not under test here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  global.fetch = fetchMock as unknown as typeof fetch;
  renderEditorScreen(<NewsEditor id={7} />);
  await screen.findByText('Draft saved by e@example.com, 2026-11-22 08:00 UTC');
});

it('builds the form from the type schema and saves every field, the body included', async () => {
  const title = await screen.findByLabelText('Title *');
  expect(screen.getByLabelText('Tag *')).toHaveValue('Other');
  expect(screen.getByLabelText('Author')).toHaveValue('山田');
  expect(screen.queryByLabelText(/File url/)).toBeNull(); // a resource's field, not a blog's
  fireEvent.change(title, { target: { value: '新しいタイトル' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]).toEqual({ path: '/editor/news/7/draft', body: { version: 3, fields: { ...entry.fields, title: '新しいタイトル' } } });
  expect(await screen.findByRole('status')).toHaveTextContent('Draft saved (version 4)');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled());
});

it('stops an impossible date in the browser, and shows an API refusal at its field', async () => {
  const date = await screen.findByLabelText('Date *');
  fireEvent.change(date, { target: { value: '2026-02-30' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('Not in the expected format')).toBeInTheDocument();
  expect(posts).toHaveLength(0);

  draftReply = { status: 400, body: { code: '33920400', message: 'fields.author: too long for the API', data: { field: 'fields.author' } } };
  fireEvent.change(date, { target: { value: '2026-02-27' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText('too long for the API')).toBeInTheDocument();
  expect(screen.getByLabelText('Author')).toHaveAttribute('aria-invalid', 'true');
  expect(date).toHaveValue('2026-02-27');
});

it("previews the unsaved fields beside the form, as the detail page in the entry's language", async () => {
  expect(await screen.findAllByTitle('Live preview of /blog/edge-notes/ (JA_JP), unsaved changes included')).toHaveLength(2);
  fireEvent.change(await screen.findByLabelText('Title *'), { target: { value: 'まだ保存していない' } });
  await waitFor(() => expect(live.filter((c) => c.path.endsWith('/live-draft')).at(-1)?.body).toEqual({
    title: 'まだ保存していない', summary: '', body: '<p>本文</p>', tag: 'Other', publishedAt: '2026-11-20T00:00:00.000Z',
    data: { image: null, recommend: null, author: '山田', readMinutes: null },
  }));
  expect(live.some((c) => c.path === '/editor/entries/7/live-token')).toBe(true);
  expect(posts).toHaveLength(0); // nothing saved
});

it('keeps typed text on the device while offline and saves it once the connection returns', async () => {
  draftReply = 'offline';
  fireEvent.change(await screen.findByLabelText('Summary'), { target: { value: 'オフラインで書いた要約' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(/You are offline, so this was not saved/)).toBeInTheDocument();
  expect(localStorage.getItem('edn-editor-draft:v1:1:7:3')).toContain('オフラインで書いた要約');
  draftReply = ok({ ...entry, version: 4 });
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(posts.filter((p) => p.path === '/editor/news/7/draft')).toHaveLength(2));
  expect(posts[1].body).toEqual({ version: 3, fields: { ...entry.fields, summary: 'オフラインで書いた要約' } });
  expect(await screen.findByRole('status')).toHaveTextContent('Draft saved (version 4)');
  expect(localStorage.getItem('edn-editor-draft:v1:1:7:3')).toBeNull();
});

it('compares a revision with the draft, field by field, and offers its publishing schedule like a page', async () => {
  const publishing = await screen.findByRole('region', { name: 'Publishing' });
  expect(publishing).toHaveTextContent('Visitors do not see this on the public site.');
  expect(screen.getByLabelText('Date and time')).toHaveAttribute('type', 'datetime-local');
  fireEvent.click(screen.getByRole('button', { name: 'Compare version 2 with the current draft' }));
  const table = await screen.findByRole('region', { name: 'Version 2 compared with the current draft' });
  expect(table).toHaveTextContent('Title');
  expect(screen.getByRole('row', { name: /Settings: Author\s*Added\s*山田/ })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Restore version 2 as a new draft' })).toBeEnabled();
});
