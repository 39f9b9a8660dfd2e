import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderEditorScreen } from './test-render';
import PageEditor from './PageEditor';

const page = {
  id: 9, kind: 'page', type: 'page', code: 'about', lang: 'EN_US', title: 'About', summary: '', version: 2, published: true, hasDraft: false, updatedAt: '2025-07-01T00:00:00Z',
  data: { path: '/about/', seo: {}, moduleViewList: [{ id: 'intro', name: 'Intro', type: 'richText', details: { visible: true, html: '<p>Hi</p>' } }] },
};
const ok = (data: unknown) => ({ status: 200, body: { code: '0', message: 'success', data } });
// The API refuses what the form let through (a rule the browser's copy of the schema lacks, say): the message must land at the field.
const refusal = { status: 400, body: { code: '33920400', message: "data.moduleViewList.0.details.html: Expected a string with a length between `0` and `200000` (module 0 'Intro' of type richText)", data: { field: 'data.moduleViewList.0.details.html' } } };
// What a draft save answers: the refusal, or (when set) the page as saved.
let savedPage: typeof page | null = null;
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const path = new URL(url).pathname.replace('/api/portal/v1', '');
  const reply = init.method === 'POST' && path === '/editor/entries/9/draft' ? (savedPage ? ok(savedPage) : refusal)
    : path === '/editor/me' ? ok({ staff: { id: 1, email: 'e@example.com', name: '', role: 'editor' }, expiresAt: '' })
      : path === '/editor/entries/9' ? ok(page)
      : path.endsWith('/translations') ? ok({ kind: 'page', type: 'page', code: 'about', path: '/about/', title: 'About', languages: [] })
        : ok([]);
  return { ok: reply.status === 200, status: reply.status, json: async () => reply.body } as Response;
});

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  savedPage = null;
});
// jsdom lays nothing out; Lexical measures the caret to scroll it into view.
Range.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0, toJSON: () => ({}) });
Range.prototype.getClientRects = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;

const renderEditor = () => renderEditorScreen(<PageEditor id={9} />);

it('shows the saved text in the rich-text box of the form that a save opens', async () => {
  const saved = '<p>Saved with care</p>';
  savedPage = { ...page, version: 3, hasDraft: true, data: { ...page.data, moduleViewList: [{ ...page.data.moduleViewList[0], details: { visible: true, html: saved } }] } };
  renderEditor();
  const card = await screen.findByRole('group', { name: /Intro · Rich text/ });
  expect(await within(card).findByRole('textbox', { name: 'Html *' })).toHaveTextContent('Hi');
  // Changed as HTML, then back to the rich-text box (whose code is loaded by now, as it is after any first save).
  fireEvent.click(within(card).getByRole('button', { name: 'Edit HTML' }));
  fireEvent.change(within(card).getByDisplayValue('<p>Hi</p>'), { target: { value: saved } });
  fireEvent.click(within(card).getByRole('button', { name: 'Edit HTML' }));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
  expect(await screen.findByText('Version 3')).toBeInTheDocument();
  const reopened = screen.getByRole('group', { name: /Intro · Rich text/ });
  await waitFor(() => expect(within(reopened).getByRole('textbox', { name: 'Html *' })).toHaveTextContent('Saved with care'));
}, 20_000); // Lexical loading and two forms, on a loaded machine

it('shows the API refusal of a module field next to that field, keeping what was typed', async () => {
  renderEditor();
  const card = await screen.findByRole('group', { name: /Intro · Rich text/ });
  // The HTML as text, beside the rich-text editor.
  fireEvent.click(within(card).getByRole('button', { name: 'Edit HTML' }));
  const html = await within(card).findByDisplayValue('<p>Hi</p>');
  fireEvent.change(html, { target: { value: '<p>Changed</p>' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init.method === 'POST')).toBe(true));
  expect(await within(card).findByText("Expected a string with a length between `0` and `200000` (module 0 'Intro' of type richText)")).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('data.moduleViewList.0.details.html');
  expect(html).toHaveValue('<p>Changed</p>');
  expect(html).toHaveAttribute('aria-invalid', 'true');
});
