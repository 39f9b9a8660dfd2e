import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { EditableDocNode, EditorDocNode } from '../../contract/doc-nodes';
import { renderEditorScreen } from '../test-render';
import DocsEditor from './DocsEditor';

/**
 * An unpublish's answer that arrives after the editor chose another node: the typed work of the form now shown is
 * that node's, and stays under its own version (the unpublished node's new version is not its).
 */
jest.mock('next/router', () => ({ useRouter: () => ({ isReady: true, query: {} }) }));
const names: Record<number, string> = { 112: 'User Guide', 113: 'Admin Guide' };
const versions: Record<number, number> = {};
const treeNode = (id: number): EditorDocNode => ({ id, parentId: null, kind: 'directory', name: names[id], productCode: 'cdn', published: true, hasDraft: false, version: versions[id], path: null, children: [] });
const editable = (id: number): EditableDocNode => ({
  id, lang: 'EN_US', kind: 'directory', parentId: null, productCode: 'cdn', fields: { name: names[id], nested: false } as EditableDocNode['fields'],
  version: versions[id], published: true, hasDraft: false, updatedAt: '', path: null,
});
const ok = (data: unknown) => ({ code: '0', message: 'success', data });
let unpublishHeld: Promise<void> | null = null;
const fetchMock = jest.fn(async (input: string, init?: RequestInit) => {
  const path = new URL(input).pathname.replace('/api/portal/v1', '');
  const id = path.match(/^\/editor\/docs\/nodes\/(\d+)$/)?.[1];
  let body;
  if (init?.method === 'POST' && path === '/editor/docs/nodes/112/unpublish') {
    await unpublishHeld;
    versions[112] += 1;
    body = ok({ ...editable(112), published: false, hasDraft: true });
  } else if (path === '/editor/me') body = ok({ staff: { id: 1, email: 'e@example.com', name: '', role: 'editor' }, expiresAt: '' });
  else if (path === '/editor/docs/tree') body = ok([treeNode(112), treeNode(113)]);
  else if (id) body = ok(editable(Number(id)));
  else if (path.endsWith('/translations')) body = ok({ kind: 'doc', type: 'directory', code: '112', path: null, title: 'x', languages: [] });
  else body = ok([]);
  return { ok: true, status: 200, json: async () => body } as Response;
});
const keptKeys = () => Object.keys(localStorage).filter((key) => key.startsWith('edn-editor-draft:')).sort();
const nameField = async () => (await screen.findByRole('form', { name: /^Directory: / })).querySelector<HTMLInputElement>('input[name="fields.name"]')!;

beforeEach(() => {
  localStorage.clear();
  Object.assign(versions, { 112: 4, 113: 2 });
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('work typed in another node while an unpublish is on its way stays under that node\'s own version', async () => {
  renderEditorScreen(<DocsEditor />);
  fireEvent.click(await screen.findByRole('button', { name: /^Directory User Guide/ }));
  await nameField();
  let answer = () => undefined as void;
  unpublishHeld = new Promise((resolve) => (answer = resolve));
  fireEvent.click(screen.getByRole('button', { name: 'Unpublish' }));
  fireEvent.click(await screen.findByRole('button', { name: /^Directory Admin Guide/ }));
  await waitFor(async () => expect(await nameField()).toHaveValue('Admin Guide'));
  fireEvent.change(await nameField(), { target: { value: 'Admin typed' } });
  await act(async () => answer());
  await waitFor(() => expect(screen.getByText(/“User Guide” is no longer on the site/)).toBeInTheDocument());
  expect(keptKeys()).toEqual(['edn-editor-draft:v1:1:doc-EN_US-113:2']);
  expect(await nameField()).toHaveValue('Admin typed');
  expect(screen.getByRole('heading', { name: 'Directory: Admin Guide' })).toBeInTheDocument();
});
