import { act, screen, waitFor } from '@testing-library/react';
import type { EditorDocNode } from '../../contract/doc-nodes';
import { renderEditorScreen } from '../test-render';
import { announced, layOutTreeRows, pressKey } from '../tree/test-support';
import DocsEditor from './DocsEditor';

// The screen reads ?language=…&node=… from the router; these tests open it with no query.
jest.mock('next/router', () => ({ useRouter: () => ({ isReady: true, query: {} }) }));

/** The documentation tree editor: nodes dragged (here by keyboard, through the same tree) call the move API. */

const node = (id: number, parentId: number | null, kind: EditorDocNode['kind'], name: string, children: EditorDocNode[] = [], productCode = 'cdn'): EditorDocNode => ({
  id, parentId, kind, name, productCode, published: true, hasDraft: false, version: 2, path: null, children,
});
const tree = (): EditorDocNode[] => [
  node(100, null, 'group', 'Network', [
    node(110, 100, 'product', 'CDN', [
      node(111, 110, 'directory', 'Quick Start', [node(1111, 111, 'article', 'First steps')]),
      node(115, 110, 'article', 'Routes'),
      node(112, 110, 'directory', 'User Guide', [node(1121, 112, 'directory', 'HTTPS')]),
    ]),
    node(210, 100, 'product', 'WAF', [node(211, 210, 'directory', 'WAF Guide', [], 'waf')], 'waf'),
  ], ''),
];

const ok = (data: unknown) => ({ status: 200, body: { code: '0', message: 'success', data } });
const posts: Array<{ path: string; body: unknown }> = [];
let moveReply: { status: number; body: unknown };
/** While set, a move's answer waits for it. */
let moveHeld: Promise<void> | null = null;
let served: EditorDocNode[];
const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
  const path = new URL(url).pathname.replace('/api/portal/v1', '');
  if (init.method === 'POST') posts.push({ path, body: JSON.parse(String(init.body)) });
  if (init.method === 'POST' && path.endsWith('/move')) await moveHeld;
  const reply = init.method === 'POST' && path.endsWith('/move') ? moveReply
    : path === '/editor/me' ? ok({ staff: { id: 1, email: 'e@example.com', name: '', role: 'editor' }, expiresAt: '' })
      : path === '/editor/docs/tree' ? ok(served)
        : ok([]);
  return { ok: reply.status === 200, status: reply.status, json: async () => reply.body } as Response;
});

/** The tree's rows in the order shown. */
const order = () => [...document.querySelectorAll('[data-tree-id]')].map((row) => row.getAttribute('data-tree-id'));
const original = ['100', '110', '111', '1111', '115', '112', '1121', '210', '211'];

beforeAll(layOutTreeRows);
beforeEach(async () => {
  posts.length = 0;
  moveHeld = null;
  served = tree();
  global.fetch = fetchMock as unknown as typeof fetch;
  renderEditorScreen(<DocsEditor />);
  await screen.findByRole('button', { name: 'Move Routes' });
});

/** Picks up a node's handle, presses the keys, drops it. */
async function drag(name: string, keys: string[]) {
  const handle = screen.getByRole('button', { name: `Move ${name}` });
  handle.focus();
  await pressKey(handle, 'Space');
  for (const key of keys) await pressKey(handle, key);
  await pressKey(handle, 'Space');
}

it('moves an article into another directory through the move API, and shows the stored tree after', async () => {
  expect(order()).toEqual(original);
  const moved = tree();
  const routes = moved[0].children[0].children.splice(1, 1)[0];
  moved[0].children[0].children[1].children.unshift({ ...routes, parentId: 112, hasDraft: true, version: 3 });
  moveReply = ok({ id: 115, lang: 'EN_US', kind: 'article', parentId: 112, productCode: 'cdn', fields: { name: 'Routes' }, version: 3, published: true, hasDraft: true, updatedAt: '', path: null });
  served = moved;
  // Down one row: between User Guide and its first child, so into User Guide.
  await drag('Routes', ['ArrowDown']);
  expect(announced()).toContain('Dropped Routes at position 1 of 2 under User Guide.');
  await waitFor(() => expect(posts).toHaveLength(1));
  expect(posts[0]).toEqual({ path: '/editor/docs/nodes/115/move', body: { lang: 'EN_US', version: 2, parentId: 112, position: 0 } });
  expect(await screen.findByText(/^Moved “Routes” to position 1 in “User Guide”./)).toHaveAttribute('role', 'status');
  expect(await screen.findByRole('button', { name: 'Article Routes (unpublished changes)' })).toBeInTheDocument();
  expect(order()).toEqual(['100', '110', '111', '1111', '112', '115', '1121', '210', '211']);
});

it('goes back to the tree as it was and shows the reason when the API refuses the move', async () => {
  moveReply = { status: 409, body: { code: '33920409', message: 'Routes was changed by someone else', data: null } };
  await drag('Routes', ['ArrowDown']);
  await waitFor(() => expect(posts).toHaveLength(1));
  expect(await screen.findByRole('alert')).toHaveTextContent('Routes was changed by someone else');
  await waitFor(() => expect(order()).toEqual(original));
});

it('refuses a place the tree rules forbid: announced, nothing sent, nothing moved', async () => {
  // WAF's directory up one row lands in the CDN product: a node stays in its product.
  await drag('WAF Guide', ['ArrowUp']);
  expect(announced()).toContain('WAF Guide cannot go to position 4 of 4 under CDN. Nothing moved: it stays at position 1 of 1 under WAF.');
  await new Promise((r) => setTimeout(r, 50));
  expect(posts).toEqual([]);
  expect(order()).toEqual(original);
});

it('takes no second drag while a move is being stored: it would be planned on the tree from before', async () => {
  let answer = () => undefined as void;
  moveHeld = new Promise((resolve) => (answer = resolve));
  moveReply = ok({ id: 115, lang: 'EN_US', kind: 'article', parentId: 112, productCode: 'cdn', fields: { name: 'Routes' }, version: 3, published: true, hasDraft: true, updatedAt: '', path: null });
  await drag('Routes', ['ArrowDown']);
  await waitFor(() => expect(posts).toHaveLength(1));
  const handle = screen.getByRole('button', { name: 'Move Quick Start' });
  expect(handle).toHaveAttribute('aria-disabled', 'true');
  handle.focus();
  await pressKey(handle, 'Space');
  expect(announced()).not.toContain('Picked up Quick Start');
  await act(async () => answer());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move Quick Start' })).toHaveAttribute('aria-disabled', 'false'));
  expect(posts).toHaveLength(1);
});
