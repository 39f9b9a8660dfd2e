import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { EditableDocNode, EditorDocNode } from '../../contract/doc-nodes';
import { renderEditorScreen } from '../test-render';
import DocsEditor from './DocsEditor';

jest.mock('next/router', () => ({ useRouter: () => ({ isReady: true, query: {} }) }));

/**
 * A node's languages share its id and each counts its own versions: switching between them (the Languages panel)
 * shows each language's own fields, and what was typed in one is kept as that language's work, never the other's.
 */

const names: Record<string, string> = { EN_US: 'User Guide', JA_JP: 'ユーザーガイド' };
const treeNode = (lang: string): EditorDocNode => ({
  id: 112, parentId: null, kind: 'directory', name: names[lang], productCode: 'cdn', published: true, hasDraft: false, version: 2, path: null, children: [],
});
const editable = (lang: string): EditableDocNode => ({
  id: 112, lang, kind: 'directory', parentId: null, productCode: 'cdn', fields: { name: names[lang], nested: false } as EditableDocNode['fields'],
  version: 2, published: true, hasDraft: false, updatedAt: '', path: null,
});
const cell = (lang: string) => ({ lang, state: 'published', id: 112, lastPublished: null, since: null });
const ok = (data: unknown) => ({ status: 200, body: { code: '0', message: 'success', data } });
const fetchMock = jest.fn(async (input: string) => {
  const url = new URL(input);
  const path = url.pathname.replace('/api/portal/v1', '');
  const lang = url.searchParams.get('language') ?? 'EN_US';
  const reply = path === '/editor/me' ? ok({ staff: { id: 1, email: 'e@example.com', name: '', role: 'editor' }, expiresAt: '' })
    : path === '/editor/docs/tree' ? ok([treeNode(lang)])
      : path === '/editor/docs/nodes/112' ? ok(editable(lang))
        : path === '/editor/docs/nodes/112/translations' ? ok({ kind: 'doc', type: 'directory', code: '112', path: null, title: 'User Guide', languages: [cell('EN_US'), cell('JA_JP')] })
          : ok([]);
  return { ok: true, status: 200, json: async () => reply.body } as Response;
});

beforeEach(() => {
  localStorage.clear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

it('switching a node to another language and back shows each language\'s fields and keeps typed work under its own language', async () => {
  renderEditorScreen(<DocsEditor />);
  fireEvent.click(await screen.findByRole('button', { name: /^Directory User Guide/ }));
  // The node form's name (the "add under" form has a name field too).
  const name = async () => (await screen.findByRole('form', { name: /^Directory: / })).querySelector<HTMLInputElement>('input[name="fields.name"]')!;
  fireEvent.change(await name(), { target: { value: 'EN typed' } });
  await waitFor(() => expect(JSON.parse(localStorage.getItem('edn-editor-draft:v1:1:doc-EN_US-112:2') ?? '{}').values?.fields?.name).toBe('EN typed'));

  fireEvent.click(await screen.findByRole('button', { name: 'Open the Japanese version' }));
  await waitFor(async () => expect(await name()).toHaveValue('ユーザーガイド'));
  fireEvent.click(await screen.findByRole('button', { name: 'Open the English version' }));
  await waitFor(async () => expect(await name()).toHaveValue('User Guide'));

  // The English work is still English, offered back; nothing Japanese was kept as English work.
  expect(JSON.parse(localStorage.getItem('edn-editor-draft:v1:1:doc-EN_US-112:2')!).values.fields.name).toBe('EN typed');
  expect(localStorage.getItem('edn-editor-draft:v1:1:doc-JA_JP-112:2')).toBeNull();
  fireEvent.click(await screen.findByRole('button', { name: 'Restore' }));
  expect(await name()).toHaveValue('EN typed');
});
