import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EditableDocNode } from '../../contract/doc-nodes';
import { renderEditorScreen } from '../test-render';
import DocNodeForm from './DocNodeForm';

/**
 * The documentation node form keeps what is typed as the other editor forms do (editor/drafts/use-kept-work.ts).
 * The screen shows a saved node in a new form (DocsEditor keys the form by version), as the host below does.
 */

const directory = (version: number, name = 'User Guide'): EditableDocNode => ({
  id: 112, lang: 'EN_US', kind: 'directory', parentId: 110, productCode: 'cdn', fields: { name, nested: false } as EditableDocNode['fields'],
  version, published: true, hasDraft: version > 2, updatedAt: '', path: '/docs/cdn/112/',
});

type Reply = { status: number; body: unknown };
const ok = (data: unknown): Reply => ({ status: 200, body: { code: '0', message: 'success', data } });
let draftReplies: Reply[] = [];
/** While set, a save's answer waits for it. */
let saveHeld: Promise<void> | null = null;
/** The node as the server holds it (read after a conflict). */
let current = directory(2);
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const path = new URL(url).pathname.replace('/api/portal/v1', '');
  let reply: Reply;
  if (init.method === 'POST' && path === '/editor/docs/nodes/112/draft') {
    const body = JSON.parse(String(init.body));
    await saveHeld;
    reply = draftReplies.shift() ?? ok(directory(body.version + 1, body.fields.name));
  } else if (path === '/editor/me') reply = ok({ staff: { id: 1, email: 'e@example.com', name: '', role: 'editor' }, expiresAt: '' });
  else if (path === '/editor/docs/nodes/112') reply = ok(current);
  else if (path === '/editor/docs/nodes/112/history') reply = ok([{ id: 9, action: 'save', version: current.version, summary: '', staffEmail: 'ada@example.com', createdAt: '2026-11-23T20:00:00Z' }]);
  else reply = ok([]);
  return { ok: reply.status === 200, status: reply.status, json: async () => reply.body } as Response;
});
const saves = () => fetchMock.mock.calls.filter(([url, init]) => init.method === 'POST' && url.includes('/draft')).map(([, init]) => JSON.parse(String(init.body)));

const reports: unknown[] = [];
function Host({ start }: { start: EditableDocNode }) {
  const [node, setNode] = useState(start);
  return <DocNodeForm key={`${node.id}-${node.version}`} node={node} report={(outcome) => reports.push(outcome)} onSaved={setNode} />;
}
const open = (node = directory(2)) => renderEditorScreen(<Host start={node} />);
const nameField = () => screen.findByRole('textbox', { name: /name/i });

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockClear();
  reports.length = 0;
  draftReplies = [];
  saveHeld = null;
  current = directory(2);
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('keeps typed work on the device and offers it back when the node opens again', async () => {
  const first = open();
  fireEvent.change(await nameField(), { target: { value: 'User Guide typed' } });
  await waitFor(() => expect(Object.keys(localStorage).some((k) => k.includes(':doc-EN_US-112:2'))).toBe(true));
  first.unmount();

  open();
  expect(await nameField()).toHaveValue('User Guide');
  fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
  expect(await nameField()).toHaveValue('User Guide typed');
  expect(screen.getByRole('status')).toHaveTextContent('Your unsaved changes are back in the form.');
});

it('carries what was typed while a save was on its way into the saved version\'s form', async () => {
  let release = () => undefined as void;
  saveHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  open();
  fireEvent.change(await nameField(), { target: { value: 'Sent' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(saves()).toHaveLength(1));
  fireEvent.change(await nameField(), { target: { value: 'Sent, then typed on' } });
  await act(async () => release());

  // The saved version's form (version 3) holds the later text, unsaved, and says so.
  await waitFor(() => expect(screen.getByText(/version 3/)).toBeInTheDocument());
  expect(await nameField()).toHaveValue('Sent, then typed on');
  expect(screen.getByRole('status')).toHaveTextContent('Your unsaved changes are back in the form.');
  expect(saves()[0]).toMatchObject({ version: 2, fields: { name: 'Sent' } });
});

it('on a conflict shows the saved node beside mine, and "keep mine" saves over its version', async () => {
  draftReplies = [{ status: 409, body: { code: '33920409', message: 'this content was changed by someone else', data: null } }];
  current = directory(4, 'User Guide (theirs)');
  open();
  fireEvent.change(await nameField(), { target: { value: 'User Guide (mine)' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  const dialog = await screen.findByRole('dialog', { name: 'Someone else saved this while you were editing' });
  const row = await within(dialog).findByRole('row', { name: /Name/ });
  expect(dialog).toHaveTextContent(/ada@example\.com saved version 4 at/);
  expect(row).toHaveTextContent('User Guide (mine)');
  expect(row).toHaveTextContent('User Guide (theirs)');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep mine and save over theirs' }));
  await waitFor(() => expect(saves()).toHaveLength(2));
  expect(saves()[1]).toMatchObject({ version: 4, fields: { name: 'User Guide (mine)' } });
  expect(await nameField()).toHaveValue('User Guide (mine)');
});
