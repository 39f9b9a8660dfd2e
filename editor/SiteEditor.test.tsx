import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderEditorScreen } from './test-render';
import SiteEditor from './SiteEditor';

const footer = {
  id: 7, kind: 'site', type: 'footer', code: '', lang: 'EN_US', title: '', summary: '', version: 3, published: true, hasDraft: false, updatedAt: '2025-07-01T00:00:00Z',
  data: [{ title: 'Legal', url: '/legal/', linkType: '' }],
};
const ads = { ...footer, id: 8, type: 'ads', data: [{ id: 1, title: 'Try it free', content: 'No card needed.', image: '/images/icons/trial.svg', url: '/free-trial/' }] };
const ok = (data: unknown) => ({ status: 200, body: { code: '0', message: 'success', data } });
let draftReply: { status: number; body: unknown };
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const path = new URL(url).pathname.replace('/api/portal/v1', '');
  const reply =
    init.method === 'POST' && path === '/editor/entries/7/draft' ? draftReply
      : path === '/editor/site' ? ok([{ id: 7, type: 'footer', lang: 'EN_US', version: 3, hasDraft: false }, { id: 8, type: 'ads', lang: 'EN_US', version: 3, hasDraft: false }])
        : path === '/editor/entries/7' ? ok(footer)
          : path === '/editor/entries/8' ? ok(ads)
          : ok([]); // history, mappings
  return { ok: reply.status === 200, status: reply.status, json: async () => reply.body } as Response;
});
const drafts = () => fetchMock.mock.calls.filter(([url, init]) => init.method === 'POST' && url.includes('/draft'));

beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

async function openDoc(id: number, type: string, shown: string) {
  renderEditorScreen(<SiteEditor />);
  fireEvent.change(await screen.findByRole('combobox', { name: 'Document' }), { target: { value: String(id) } });
  const list = await screen.findByRole('group', { name: type });
  // Generated fields take their value once registered with the form (an effect).
  await within(list).findByDisplayValue(shown);
  return list;
}
const openFooter = () => openDoc(7, 'footer', 'Legal');

describe('site document editor', () => {
  it('generates labelled fields from the document schema instead of a JSON text box', async () => {
    const list = await openFooter();
    expect(within(list).getByRole('list', { name: 'Items of footer' })).toHaveTextContent('Legal');
    const fields = within(list).getByRole('group', { name: 'Fields of Legal' });
    expect(within(fields).getByRole('textbox', { name: 'Title *' })).toHaveValue('Legal');
    expect(within(fields).getByRole('textbox', { name: 'Url *' })).toHaveValue('/legal/');
    expect(within(fields).getByRole('combobox', { name: 'Link type' })).toHaveValue('');
    fireEvent.click(within(list).getByRole('button', { name: 'Add an item' }));
    fireEvent.change(within(list).getByRole('textbox', { name: 'Title *' }), { target: { value: 'Privacy' } });
    expect(within(list).getByRole('list', { name: 'Items of footer' })).toHaveTextContent(/Legal.*Privacy/);
    expect(within(list).getByRole('button', { name: 'Move Privacy' })).toBeInTheDocument();
  });

  it('generates fields for a document whose schema came later (ads), with its url checked like the API does', async () => {
    const list = await openDoc(8, 'ads', 'Try it free');
    expect(within(list).getByRole('textbox', { name: 'Content *' })).toHaveValue('No card needed.');
    fireEvent.change(within(list).getByRole('textbox', { name: 'Url *' }), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(list).findByText('Not in the expected format')).toBeInTheDocument();
    expect(drafts()).toHaveLength(0);
  });

  it('checks the fields against the same schema as the API before saving', async () => {
    const list = await openFooter();
    fireEvent.change(within(list).getByRole('textbox', { name: 'Url *' }), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await within(list).findByText('Not in the expected format')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need attention before saving.');
    expect(drafts()).toHaveLength(0);
  });

  it('shows the API refusal at its field and keeps what was typed', async () => {
    draftReply = { status: 400, body: { code: '33920400', message: 'data.0.title: Expected a string with a length between `0` and `200`', data: { field: 'data.0.title' } } };
    const list = await openFooter();
    fireEvent.change(within(list).getByRole('textbox', { name: 'Title *' }), { target: { value: 'Legal notices' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(drafts()).toHaveLength(1));
    expect(JSON.parse(String(drafts()[0][1].body))).toEqual({ version: 3, data: [{ title: 'Legal notices', url: '/legal/', linkType: '' }] });
    expect(await within(list).findByText('Expected a string with a length between `0` and `200`')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('data.0.title: Expected a string');
    expect(within(list).getByRole('textbox', { name: 'Title *' })).toHaveValue('Legal notices');
    // Named by its place in the document, listed with a link, and the cursor put in it (editor/drafts/).
    const summary = screen.getByRole('region', { name: /These fields need attention/ });
    expect(within(summary).getByRole('link', { name: /^footer › Fields of Legal notices › Title: Expected a string/ })).toBeInTheDocument();
    expect(within(list).getByRole('textbox', { name: 'Title *' })).toHaveFocus();
  });

  it('saves a valid document as a new draft version', async () => {
    draftReply = ok({ ...footer, version: 4, hasDraft: true, data: [{ title: 'Legal notices', url: '/legal/', linkType: '' }] });
    const list = await openFooter();
    fireEvent.change(within(list).getByRole('textbox', { name: 'Title *' }), { target: { value: 'Legal notices' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved (version 4).')).toHaveAttribute('role', 'status');
    // The saved version starts a fresh form; the item being edited stays on screen.
    expect(await screen.findByRole('group', { name: 'Fields of Legal notices' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();
  });
});
