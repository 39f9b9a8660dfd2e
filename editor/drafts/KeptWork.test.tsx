import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderEditorScreen } from '../test-render';
import PageEditor from '../PageEditor';

const page = {
  id: 9, kind: 'page', type: 'page', code: 'about', lang: 'EN_US', title: 'About', summary: '', version: 2, published: true, hasDraft: false, updatedAt: '2025-07-01T00:00:00Z',
  data: { path: '/about/', seo: {}, moduleViewList: [{ id: 'intro', name: 'Intro', type: 'richText', details: { visible: true, html: '<p>Hi</p>' } }] },
};
type Reply = { status: number; body: unknown } | 'offline';
const ok = (data: unknown): Reply => ({ status: 200, body: { code: '0', message: 'success', data } });
/** Replies to the next draft saves, in order; then each save succeeds with the version it was made against + 1. */
let draftReplies: Reply[] = [];
/** While set, a draft save's answer waits for it (a slow network). */
let saveHeld: Promise<void> | null = null;
/** As saveHeld, for publishing; and the next publish's reply when set. */
let publishHeld: Promise<void> | null = null;
let publishReply: Reply | null = null;
/** The page as the editor loads it. */
let stored: typeof page = page;
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const path = new URL(url).pathname.replace('/api/portal/v1', '');
  let reply: Reply;
  if (init.method === 'POST' && path === '/editor/entries/9/draft') {
    const body = JSON.parse(String(init.body));
    await saveHeld;
    reply = draftReplies.shift() ?? ok({ ...page, title: body.title, version: body.version + 1, hasDraft: true });
  } else if (init.method === 'POST' && path === '/editor/entries/9/publish') {
    const body = JSON.parse(String(init.body));
    await publishHeld;
    reply = publishReply ?? ok({ ...page, title: 'About one', version: body.version + 1, hasDraft: false });
  } else if (init.method === 'POST' && path === '/editor/entries/9/unpublish') {
    const body = JSON.parse(String(init.body));
    stored = { ...stored, version: body.version + 1, published: false, hasDraft: true };
    reply = ok(stored);
  } else if (path === '/editor/me') reply = ok({ staff: { id: 1, email: 'e@example.com', name: '', role: 'editor' }, expiresAt: '' });
  else if (path === '/editor/entries/9') reply = ok(stored);
  else if (path.endsWith('/translations')) reply = ok({ kind: 'page', type: 'page', code: 'about', path: '/about/', title: 'About', languages: [] });
  else if (path === '/editor/entries/9/current') {
    reply = ok({ entry: { ...page, version: 3, title: 'About us', hasDraft: true }, lastChange: { action: 'save', version: 3, staffEmail: 'other@example.com', staffName: 'Ada', at: '2026-11-23T20:00:00Z' } });
  } else reply = ok([]);
  if (reply === 'offline') throw new TypeError('Failed to fetch');
  const { status, body } = reply;
  return { ok: status === 200, status, json: async () => body } as Response;
});
const saves = () => fetchMock.mock.calls.filter(([url, init]) => init.method === 'POST' && url.includes('/draft')).map(([, init]) => JSON.parse(String(init.body)));

function open() {
  return renderEditorScreen(<PageEditor id={9} />);
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockClear();
  draftReplies = [];
  saveHeld = null;
  publishHeld = null;
  publishReply = null;
  stored = page;
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('names and focuses the field the API refused, lists it, and keeps what was typed', async () => {
  draftReplies = [{ status: 400, body: { code: '33920400', message: 'data.moduleViewList.0.details.html: is required', data: { field: 'data.moduleViewList.0.details.html' } } }];
  open();
  const card = await screen.findByRole('group', { name: /Intro · Rich text/ });
  // The HTML field as text: its rich-text editor's "Edit HTML" switch pressed.
  fireEvent.click(await within(card).findByRole('button', { name: 'Edit HTML' }));
  const html = await within(card).findByDisplayValue('<p>Hi</p>');
  fireEvent.change(screen.getByLabelText('Page name'), { target: { value: 'About typed' } });
  fireEvent.change(html, { target: { value: '<p>typed</p>' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  const summary = await screen.findByRole('region', { name: /These fields need attention/ });
  expect(within(summary).getByRole('link', { name: /Intro · Rich text › Html: is required/ })).toHaveAttribute('href', `#${html.id}`);
  expect(html).toHaveFocus();
  expect(html).toHaveValue('<p>typed</p>');
  expect(screen.getByLabelText('Page name')).toHaveValue('About typed');
});

it('on a conflict shows the other editor\'s change beside mine, and "keep mine" saves over the new version', async () => {
  draftReplies = [{ status: 409, body: { code: '33920409', message: 'this content was changed by other@example.com', data: null } }];
  open();
  fireEvent.change(await screen.findByLabelText('Page name'), { target: { value: 'About mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this while you were editing' });
  expect(dialog).toHaveTextContent('Ada (other@example.com) saved version 3');
  const row = await within(dialog).findByRole('row', { name: /Title/ });
  expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['About mine', 'About us']);
  expect(row).toHaveTextContent('changed by them');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and save over theirs' }));
  await waitFor(() => expect(saves().at(-1)).toMatchObject({ version: 3, title: 'About mine' }));
  // (The module list's drag-and-drop announcer is a status region too.)
  expect(await screen.findByText('Draft saved (version 4).')).toHaveAttribute('role', 'status');
});

it('"take theirs" shows the saved version in the form', async () => {
  draftReplies = [{ status: 409, body: { code: '33920409', message: 'changed', data: null } }];
  open();
  fireEvent.change(await screen.findByLabelText('Page name'), { target: { value: 'About mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('row', { name: /Title/ });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
  await waitFor(() => expect(screen.getByLabelText('Page name')).toHaveValue('About us'));
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('keeps typed work on the device, offers it back when the editor opens again, and clears it after a save', async () => {
  const first = open();
  fireEvent.change(await screen.findByLabelText('Page name'), { target: { value: 'About kept' } });
  expect(JSON.parse(localStorage.getItem('edn-editor-draft:v1:1:9:2')!).values.title).toBe('About kept');
  first.unmount();

  open();
  const notice = await screen.findByText(/You have unsaved changes from/);
  expect(screen.getByLabelText('Page name')).toHaveValue('About');
  fireEvent.click(within(notice.parentElement!).getByRole('button', { name: 'Restore' }));
  expect(screen.getByLabelText('Page name')).toHaveValue('About kept');
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saves().at(-1)).toMatchObject({ version: 2, title: 'About kept' }));
  await waitFor(() => expect(localStorage.getItem('edn-editor-draft:v1:1:9:2')).toBeNull());
});

it('says a save failed because the browser is offline, and saves once it is back online', async () => {
  draftReplies = ['offline'];
  open();
  fireEvent.change(await screen.findByLabelText('Page name'), { target: { value: 'About offline' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(/You are offline, so this was not saved/)).toBeInTheDocument();
  expect(localStorage.getItem('edn-editor-draft:v1:1:9:2')).toContain('About offline');
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  await waitFor(() => expect(saves()).toHaveLength(2));
  expect(saves()[1]).toMatchObject({ version: 2, title: 'About offline' });
  expect(await screen.findByText('Draft saved (version 3).')).toBeInTheDocument();
});

it('work typed on an older version is shown beside the newer one before anything is saved', async () => {
  // Typed on version 1 (offline, say); someone has saved version 2 since.
  localStorage.setItem('edn-editor-draft:v1:1:9:1', JSON.stringify({ values: { title: 'About from v1', summary: '', seo: {}, modules: page.data.moduleViewList }, savedAt: '2026-11-23T19:00:00Z' }));
  open();
  const notice = await screen.findByText(/You have unsaved changes from/);
  expect(notice.parentElement).toHaveTextContent('They were made on version 1');
  fireEvent.click(within(notice.parentElement!).getByRole('button', { name: 'Restore' }));
  const dialog = await screen.findByRole('dialog');
  const row = await within(dialog).findByRole('row', { name: /Title/ });
  expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['About from v1', 'About us']);
  expect(screen.getByLabelText('Page name')).toHaveValue('About');
  expect(saves()).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and save over theirs' }));
  await waitFor(() => expect(saves()).toEqual([expect.objectContaining({ version: 3, title: 'About from v1' })]));
  await waitFor(() => expect(localStorage.getItem('edn-editor-draft:v1:1:9:1')).toBeNull());
  // The saved version's form shows what was saved: the form's own values before (never typed in) are not carried over it.
  await waitFor(() => expect(screen.getByLabelText('Page name')).toHaveValue('About from v1'));
  expect(screen.queryByText('Your unsaved changes are back in the form. Save to keep them.')).toBeNull();
  expect(Object.keys(localStorage).filter((key) => key.startsWith('edn-editor-draft:'))).toEqual([]);
});

it('what is typed while a save is on its way stays in the form of the saved version, to be saved next', async () => {
  let answer = () => undefined as void;
  saveHeld = new Promise((resolve) => (answer = resolve));
  open();
  const name = await screen.findByLabelText('Page name');
  fireEvent.change(name, { target: { value: 'About one' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  fireEvent.change(screen.getByLabelText('Page name'), { target: { value: 'About one two' } });
  await act(async () => answer());
  expect(await screen.findByText('Draft saved (version 3).')).toBeInTheDocument();
  expect(await screen.findByText('Your unsaved changes are back in the form. Save to keep them.')).toBeInTheDocument();
  expect(screen.getByLabelText('Page name')).toHaveValue('About one two');
  expect(saves()[0]).toMatchObject({ version: 2, title: 'About one' });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saves()).toHaveLength(2));
  expect(saves()[1]).toMatchObject({ version: 3, title: 'About one two' });
  expect(await screen.findByText('Draft saved (version 4).')).toBeInTheDocument();
  expect(screen.getByLabelText('Page name')).toHaveValue('About one two');
  // Saved: nothing is kept on the device any more.
  expect(Object.keys(localStorage).filter((key) => key.startsWith('edn-editor-draft:'))).toEqual([]);
});

it('what is typed while Publish saves and publishes stays in the form of the published version, not offered as older work', async () => {
  let answer = () => undefined as void;
  saveHeld = new Promise((resolve) => (answer = resolve));
  open();
  fireEvent.change(await screen.findByLabelText('Page name'), { target: { value: 'About one' } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  fireEvent.change(screen.getByLabelText('Page name'), { target: { value: 'About one two' } });
  await act(async () => answer());
  // Saved as version 3, published as version 4: the form of version 4 holds the later text, unsaved.
  expect(await screen.findByText('Published: the public site now shows this version.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Your unsaved changes are back in the form. Save to keep them.')).toBeInTheDocument());
  expect(screen.getByLabelText('Page name')).toHaveValue('About one two');
  expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  expect(screen.queryByText(/someone has saved since/)).toBeNull();
  expect(saves()).toEqual([expect.objectContaining({ version: 2, title: 'About one' })]);
  const publishes = fetchMock.mock.calls.filter(([url, init]) => init.method === 'POST' && new URL(url).pathname.endsWith('/editor/entries/9/publish'));
  expect(publishes.map(([, init]) => JSON.parse(String(init.body)))).toEqual([{ version: 3 }]);
});

const publishes = () => fetchMock.mock.calls.filter(([url, init]) => init.method === 'POST' && new URL(url).pathname.endsWith('/editor/entries/9/publish'));
const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('edn-editor-draft:')).sort();
const kept = (version: number) => JSON.parse(localStorage.getItem(`edn-editor-draft:v1:1:9:${version}`) ?? 'null');
function holdPublish() {
  let answer = () => undefined as void;
  publishHeld = new Promise((resolve) => (answer = resolve));
  return () => act(async () => answer());
}
/** Publish, with `title` typed in the page name while the publish is on its way. */
async function publishTyping(title: string) {
  const answer = holdPublish();
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(publishes()).toHaveLength(1));
  fireEvent.change(screen.getByLabelText('Page name'), { target: { value: title } });
  await answer();
  expect(await screen.findByText('Published: the public site now shows this version.')).toBeInTheDocument();
}

it('Publish keeps its form, with the buttons off, until the publish answers; what is typed meanwhile goes into the published version', async () => {
  const answer = holdPublish();
  open();
  fireEvent.change(await screen.findByLabelText('Page name'), { target: { value: 'About one' } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  // Saved as version 3; the publish of version 3 is on its way.
  await waitFor(() => expect(publishes()).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();
  fireEvent.change(screen.getByLabelText('Page name'), { target: { value: 'About one two' } });
  await answer();
  expect(await screen.findByText('Published: the public site now shows this version.')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Your unsaved changes are back in the form. Save to keep them.')).toBeInTheDocument());
  expect(screen.getByLabelText('Page name')).toHaveValue('About one two');
  expect(screen.getByRole('button', { name: 'Save draft' })).toBeEnabled();
  // Kept under the published version only (version 4), as typed in this form (written again by that form).
  expect(keptKeys()).toEqual(['edn-editor-draft:v1:1:9:4']);
  expect(kept(4)).toMatchObject({ values: { title: 'About one two' } });
});

it('Publish with nothing to save: what is typed while it runs goes into the published version', async () => {
  stored = { ...page, hasDraft: true };
  open();
  await screen.findByLabelText('Page name');
  await publishTyping('About typed');
  await waitFor(() => expect(screen.getByLabelText('Page name')).toHaveValue('About typed'));
  expect(saves()).toHaveLength(0);
  expect(keptKeys()).toEqual(['edn-editor-draft:v1:1:9:3']);
});

it('Publish never moves work another tab kept for the same version into this form: it stays, offered beside the newer version', async () => {
  stored = { ...page, hasDraft: true };
  open();
  await screen.findByLabelText('Page name');
  // The same page open in another tab, typed in there after this one opened.
  const other = { values: { title: 'About other tab', summary: '', seo: {}, modules: page.data.moduleViewList }, savedAt: '2026-11-23T19:00:00Z' };
  localStorage.setItem('edn-editor-draft:v1:1:9:2', JSON.stringify(other));
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Published: the public site now shows this version.')).toBeInTheDocument();
  const notice = await screen.findByText(/You have unsaved changes from/);
  expect(notice.parentElement).toHaveTextContent('They were made on version 2');
  expect(screen.getByLabelText('Page name')).toHaveValue('About one');
  expect(screen.queryByText('Your unsaved changes are back in the form. Save to keep them.')).toBeNull();
  expect(keptKeys()).toEqual(['edn-editor-draft:v1:1:9:2']);
  expect(kept(2)).toEqual(other);
});

it('work waiting behind an unanswered Restore offer stays on the device after Publish, and what is typed meanwhile goes into the published version', async () => {
  stored = { ...page, hasDraft: true };
  const offered = { values: { title: 'About kept', summary: '', seo: {}, modules: page.data.moduleViewList }, savedAt: '2026-11-23T19:00:00Z' };
  localStorage.setItem('edn-editor-draft:v1:1:9:2', JSON.stringify(offered));
  open();
  await screen.findByText(/You have unsaved changes from/);
  await publishTyping('About typed');
  await waitFor(() => expect(screen.getByLabelText('Page name')).toHaveValue('About typed'));
  expect(keptKeys()).toEqual(['edn-editor-draft:v1:1:9:2', 'edn-editor-draft:v1:1:9:3']);
  expect(kept(2)).toEqual(offered);
});

it('a publish that fails after its save shows the saved version, so the next save is made against it', async () => {
  publishReply = { status: 403, body: { code: '33920403', message: 'Publishing is not allowed', data: null } };
  open();
  fireEvent.change(await screen.findByLabelText('Page name'), { target: { value: 'About one' } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText(/Publishing is not allowed/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Page name'), { target: { value: 'About one two' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saves()).toHaveLength(2));
  expect(saves().map((s) => [s.version, s.title])).toEqual([[2, 'About one'], [3, 'About one two']]);
});

it('what is typed before an unpublish stays in the form of the unpublished version, not offered as older work', async () => {
  open();
  fireEvent.change(await screen.findByLabelText('Page name'), { target: { value: 'About typed' } });
  fireEvent.click(screen.getByRole('button', { name: 'Unpublish now' }));
  expect(await screen.findByText(/Unpublished: it is gone from the public site/)).toBeInTheDocument();
  await waitFor(() => expect(screen.getByText('Your unsaved changes are back in the form. Save to keep them.')).toBeInTheDocument());
  expect(screen.getByLabelText('Page name')).toHaveValue('About typed');
  expect(screen.queryByText(/You have unsaved changes from/)).toBeNull();
  expect(keptKeys()).toEqual(['edn-editor-draft:v1:1:9:3']);
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saves()).toEqual([expect.objectContaining({ version: 3, title: 'About typed' })]));
});

it('text changed back to what was loaded while Publish runs is what the published version\'s form holds', async () => {
  open();
  fireEvent.change(await screen.findByLabelText('Page name'), { target: { value: 'About one' } });
  await publishTyping('About');
  await waitFor(() => expect(screen.getByText('Your unsaved changes are back in the form. Save to keep them.')).toBeInTheDocument());
  expect(screen.getByLabelText('Page name')).toHaveValue('About');
  expect(keptKeys()).toEqual(['edn-editor-draft:v1:1:9:4']);
});

it('while Publish runs after its save, typed work is kept under the saved version, so a reload puts it back rather than offering it', async () => {
  holdPublish(); // never answered: the tab is gone
  const first = open();
  fireEvent.change(await screen.findByLabelText('Page name'), { target: { value: 'About one' } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(publishes()).toHaveLength(1));
  fireEvent.change(screen.getByLabelText('Page name'), { target: { value: 'About one two' } });
  expect(keptKeys()).toEqual(['edn-editor-draft:v1:1:9:3']);
  expect(kept(3)).toMatchObject({ carried: true, values: { title: 'About one two' } });
  // The tab is reloaded before the publish answers: the server holds the saved version 3.
  first.unmount();
  stored = { ...page, title: 'About one', version: 3, hasDraft: true };
  open();
  await waitFor(() => expect(screen.getByLabelText('Page name')).toHaveValue('About one two'));
  expect(screen.getByText('Your unsaved changes are back in the form. Save to keep them.')).toBeInTheDocument();
  expect(screen.queryByText(/You have unsaved changes from/)).toBeNull();
});

it('a save waiting for the connection is not sent again once Publish has saved the same work', async () => {
  draftReplies = ['offline'];
  open();
  fireEvent.change(await screen.findByLabelText('Page name'), { target: { value: 'About offline' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  expect(await screen.findByText(/You are offline, so this was not saved/)).toBeInTheDocument();
  const answer = holdPublish();
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(publishes()).toHaveLength(1));
  expect(screen.queryByText(/You are offline, so this was not saved/)).toBeNull();
  await act(async () => {
    window.dispatchEvent(new Event('online'));
  });
  await answer();
  expect(await screen.findByText('Published: the public site now shows this version.')).toBeInTheDocument();
  expect(saves().map((s) => [s.version, s.title])).toEqual([[2, 'About offline'], [2, 'About offline']]);
});

it('an unanswered offer of work kept for this version stays when Publish saves what was typed since, and is offered again', async () => {
  const offered = { values: { title: 'About other tab', summary: '', seo: {}, modules: page.data.moduleViewList }, savedAt: '2026-11-23T19:00:00Z' };
  localStorage.setItem('edn-editor-draft:v1:1:9:2', JSON.stringify(offered));
  open();
  await screen.findByText(/You have unsaved changes from/);
  fireEvent.change(screen.getByLabelText('Page name'), { target: { value: 'About typed' } });
  fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
  expect(await screen.findByText('Published: the public site now shows this version.')).toBeInTheDocument();
  const notice = await screen.findByText(/You have unsaved changes from/);
  expect(notice.parentElement).toHaveTextContent('They were made on version 2');
  expect(saves()).toEqual([expect.objectContaining({ version: 2, title: 'About typed' })]);
  expect(keptKeys()).toEqual(['edn-editor-draft:v1:1:9:2']);
  expect(kept(2)).toEqual(offered);
});
