import { DOC_FIELDS, PRODUCT_CODE, type CreatableKind, type DocFields, type DocNodeKind, type EditableDocNode, type EditorDocNode } from '../../contract/doc-nodes';
import type { Struct } from 'superstruct';
import type { Lang } from '../../contract/langs';
import { ApiError, CODE } from '../http';
import type { Queryable, Store } from '../store';
import type { StaffSession } from '../staff/session';
import { assertPart } from '../validate';
import { API_DOC, API_TAG, DOC, docPath, MENU } from '../docs/nodes';
import { recordRevision, type Actor } from './entries';
import { checkPlacement, childrenMap, kindOf, sortAt, type PlacedNode } from './doc-tree';

/** A row of the doc_nodes_draft view (migration 014): the draft over the public columns. */
export interface DraftRow extends PlacedNode {
  lang: string;
  page_code: string;
  tag: string;
  nested: boolean;
  content: string;
  data: Record<string, unknown>;
  update_time: string | Date;
  published: boolean;
  version: number;
  has_draft: boolean;
}

/** What a draft may hold (the columns it stands in for until publish). */
export interface NodeDraft {
  name?: string;
  content?: string;
  data?: Record<string, unknown>;
  nested?: boolean;
  parentId?: number;
  sort?: number;
}

export const docSubject = (id: number, lang: string) => `doc:${id}:${lang}`;

/** The node's page on the site, if it has one (see pathOf). */
export const nodePath = (row: DraftRow): string | null => pathOf(row, kindOf(row));

/** Pages of nodes that have one; a product's page is its category page. */
function pathOf(row: DraftRow, kind: DocNodeKind): string | null {
  if (kind === 'article' || kind === 'apiDocument') return docPath(row);
  if (kind === 'product') return `/docs/${row.product_code}/`;
  if (kind === 'apiProduct') return `/docs/api/${row.product_code}/`;
  return null;
}

async function draftTree(q: Queryable, lang: Lang): Promise<Map<number, DraftRow>> {
  const rows = await q.query<DraftRow>('SELECT * FROM doc_nodes_draft WHERE lang = $1', [lang]);
  return new Map(rows.map((r) => [r.id, { ...r, sort: Number(r.sort) }]));
}

/** One language's whole tree as the editor shows it: drafts applied, unpublished nodes included. */
export async function editorTree(q: Queryable, lang: Lang): Promise<EditorDocNode[]> {
  const byId = await draftTree(q, lang);
  const children = childrenMap(byId.values());
  const build = (row: DraftRow, depth: number): EditorDocNode => ({
    ...nodeHead(row),
    name: row.name,
    children: depth > 20 ? [] : (children.get(row.id) ?? []).map((c) => build(c as DraftRow, depth + 1)),
  });
  const roots = [...byId.values()].filter((r) => r.parent_id === null);
  // Menu groups (the documentation) before the API centre's products.
  roots.sort((a, b) => Number(a.category === API_DOC) - Number(b.category === API_DOC) || a.sort - b.sort || a.id - b.id);
  return roots.map((r) => build(r, 0));
}

export function fieldsOf(kind: DocNodeKind, row: DraftRow): DocFields {
  const data = row.data ?? {};
  switch (kind) {
    case 'product':
      return { name: row.name, introduction: String(data.introduction ?? ''), wplus: Boolean(data.wplus) };
    case 'directory':
      return { name: row.name, nested: row.nested };
    case 'article':
      return { name: row.name, contentHtml: row.content, loginRequired: Boolean(data.loginRequired) };
    case 'apiDocument':
      return {
        name: row.name,
        contentHtml: row.content,
        method: (data.method as 'GET') ?? 'GET',
        path: String(data.path ?? '/'),
        versions: (data.versions as string[]) ?? [],
        releaseTime: String(data.releaseTime ?? ''),
        access: (data.access as 'authorized') ?? 'authorized',
        params: (data.params as DocFields<'apiDocument'>['params']) ?? [],
      };
    default:
      return { name: row.name };
  }
}

/** The columns a kind's fields stand for. */
function draftOf(kind: DocNodeKind, fields: DocFields, row: DraftRow): NodeDraft {
  const f = fields as Record<string, unknown>;
  switch (kind) {
    case 'product':
      return { name: f.name as string, data: { ...row.data, introduction: f.introduction, wplus: f.wplus } };
    case 'directory':
      return { name: f.name as string, nested: f.nested as boolean };
    case 'article':
      return { name: f.name as string, content: f.contentHtml as string, data: { ...row.data, loginRequired: f.loginRequired } };
    case 'apiDocument': {
      const { name, contentHtml, ...api } = f;
      return { name: name as string, content: contentHtml as string, data: { ...row.data, ...api } };
    }
    default:
      return { name: f.name as string };
  }
}

/** What the tree and the form both say of a node: what it is, where it sits, its state and its page. */
function nodeHead(row: DraftRow) {
  const kind = kindOf(row);
  return {
    id: row.id, parentId: row.parent_id, kind, productCode: row.product_code,
    published: row.published, hasDraft: row.has_draft, version: row.version, path: pathOf(row, kind),
  };
}

export function editableOf(row: DraftRow): EditableDocNode {
  const head = nodeHead(row);
  return { ...head, lang: row.lang, fields: fieldsOf(head.kind, row), updatedAt: new Date(row.update_time).toISOString() };
}

export async function readRow(q: Queryable, id: number, lang: Lang): Promise<DraftRow> {
  const row = (await q.query<DraftRow>('SELECT * FROM doc_nodes_draft WHERE id = $1 AND lang = $2', [id, lang]))[0];
  if (!row) throw ApiError.notFound('documentation node in this language');
  return { ...row, sort: Number(row.sort) };
}

export async function readDocNode(q: Queryable, id: number, lang: Lang): Promise<EditableDocNode> {
  return editableOf(await readRow(q, id, lang));
}

/**
 * Tree writes of one language run one at a time (a transaction-scoped lock), so two moves made at once cannot
 * together make a cycle that neither would alone. Returns the language's tree as it stands under the lock.
 */
export async function lockTree(q: Queryable, lang: Lang): Promise<Map<number, DraftRow>> {
  await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`doc-tree:${lang}`]);
  return draftTree(q, lang);
}

/** 409 naming who saved last and when. */
export async function assertVersion(q: Queryable, row: DraftRow, version: number): Promise<void> {
  if (row.version === version) return;
  const last = (await q.query<{ staff_email: string; created_at: Date | string }>(
    'SELECT staff_email, created_at FROM revisions WHERE subject = $1 ORDER BY id DESC LIMIT 1',
    [docSubject(row.id, row.lang)],
  ))[0];
  const who = last ? `${last.staff_email} at ${new Date(last.created_at).toISOString()}` : 'someone else';
  throw new ApiError(409, CODE.CONFLICT, `"${row.name}" was changed by ${who} (version ${row.version}, you edited version ${version}); reload it and apply your changes again`);
}

export function lockedRow(tree: Map<number, DraftRow>, id: number): DraftRow {
  const row = tree.get(id);
  if (!row) throw ApiError.notFound('documentation node in this language');
  return row;
}

function parentIn(tree: Map<number, DraftRow>, parentId: number | null): DraftRow | null {
  if (parentId === null) return null;
  const parent = tree.get(parentId);
  if (!parent) throw ApiError.badInput('parentId', `no node ${parentId} in this language`);
  return parent;
}

/** Siblings under `parentId` in the editor's order, without `exceptId`. */
function siblings(tree: Map<number, DraftRow>, parentId: number | null, exceptId: number | null, category?: string): DraftRow[] {
  return [...tree.values()]
    .filter((r) => r.parent_id === parentId && r.id !== exceptId && (parentId !== null || r.category === category))
    .sort((a, b) => a.sort - b.sort || a.id - b.id);
}

/** A node's whole content as a revision keeps it (every key a draft may hold), so any revision can be compared and restored. */
export interface DocContent {
  name: string;
  content: string;
  data: Record<string, unknown>;
  nested: boolean;
  parentId: number | null;
  sort: number;
}

export const contentOf = (row: DraftRow): DocContent => ({
  name: row.name, content: row.content, data: row.data ?? {}, nested: row.nested, parentId: row.parent_id, sort: row.sort,
});

/**
 * Adds `patch` to a node's draft, bumps its version and records it with the content it makes (a rename or a move is a
 * draft save; the summary says which).
 */
export async function writeDraft(q: Queryable, staff: StaffSession, row: DraftRow, patch: NodeDraft, summary: string, action: 'save' | 'restore' = 'save'): Promise<void> {
  await q.query(
    `UPDATE doc_nodes SET draft = coalesce(draft, '{}'::jsonb) || $3::jsonb, version = version + 1 WHERE id = $1 AND lang = $2`,
    [row.id, row.lang, JSON.stringify(patch)],
  );
  const snapshot: DocContent = { ...contentOf(row), ...patch };
  await recordRevision(q, staff, { subject: docSubject(row.id, row.lang), action, version: row.version + 1, summary, snapshot });
}

/** Gives `id` the sort that puts it at `position` under `parentId`; renumbers the siblings' drafts when no value fits. */
async function placeAt(q: Queryable, staff: StaffSession, tree: Map<number, DraftRow>, row: DraftRow, parentId: number | null, position: number): Promise<number> {
  const others = siblings(tree, parentId, row.id, row.category);
  const sort = sortAt(others, position);
  if (sort !== null) return sort;
  const at = Math.max(0, Math.min(position, others.length));
  for (const [index, sibling] of others.entries()) {
    const wanted = index < at ? index : index + 1;
    if (sibling.sort !== wanted) await writeDraft(q, staff, sibling, { sort: wanted }, 'renumbered among its siblings');
  }
  return at;
}

export interface CreateInput {
  lang: Lang;
  kind: CreatableKind;
  parentId: number;
  name: string;
  position?: number;
  productCode?: string;
}

const PAGE_CODE: Record<CreatableKind, (id: number, productCode: string) => string> = {
  product: (_id, code) => code,
  directory: (id) => `dir-${id}`,
  article: (id) => `doc-${id}`,
  apiCategory: (id) => `api-cate-${id}`,
  apiDocument: (id) => `api-doc-${id}`,
};
/** Paths of the documentation centre that a product code would shadow. */
const RESERVED_CODES = new Set(['api', 'search']);

/** A new node, unpublished (visitors see it only after a publish), at `position` among its parent's children. */
export function createDocNode(store: Store, staff: StaffSession, input: CreateInput): Promise<EditableDocNode> {
  return store.tx(async (q) => {
    const tree = await lockTree(q, input.lang);
    const parent = parentIn(tree, input.parentId);
    checkPlacement(tree, input.kind, parent, null);
    let productCode = parent?.product_code ?? '';
    if (input.kind === 'product') {
      productCode = input.productCode ?? '';
      if (!PRODUCT_CODE.test(productCode) || productCode.length > 60) throw ApiError.badInput('productCode', 'lower-case letters, digits and single hyphens, 1-60 characters (it becomes /docs/<code>/)');
      if (RESERVED_CODES.has(productCode)) throw ApiError.badInput('productCode', `"${productCode}" is a documentation centre path; choose another`);
      const taken = await q.query(`SELECT 1 FROM doc_nodes WHERE category = $1 AND product_code = $2 LIMIT 1`, [MENU, productCode]);
      if (taken.length) throw new ApiError(409, CODE.CONFLICT, `productCode: a product with the code "${productCode}" exists already`);
    }
    const [{ id }] = await q.query<{ id: number }>(`SELECT greatest(nextval('doc_node_ids'), (SELECT coalesce(max(id), 0) + 1 FROM doc_nodes))::int AS id`);
    const category = input.kind === 'product' ? MENU : input.kind.startsWith('api') ? API_DOC : DOC;
    const type = input.kind === 'article' || input.kind === 'apiDocument' ? 'DOCUMENT' : 'DIRECTORY';
    const draftRow = { id, lang: input.lang, category, parent_id: input.parentId } as DraftRow;
    const sort = await placeAt(q, staff, tree, draftRow, input.parentId, input.position ?? Number.MAX_SAFE_INTEGER);
    const data = input.kind === 'apiDocument'
      ? { method: 'GET', path: '/', versions: ['v1'], releaseTime: new Date().toISOString().slice(0, 10), access: 'authorized', params: [] }
      : input.kind === 'product' ? { introduction: '', learningPath: null, wplus: false } : {};
    await q.query(
      `INSERT INTO doc_nodes (id, lang, parent_id, type, name, page_code, product_code, category, tag, sort, data, published, version)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,FALSE,1)`,
      [id, input.lang, input.parentId, type, input.name, PAGE_CODE[input.kind](id, productCode), productCode, category,
        input.kind === 'apiDocument' ? API_TAG : '', sort, JSON.stringify(data)],
    );
    await recordRevision(q, staff, { subject: docSubject(id, input.lang), action: 'create', version: 1, summary: `created ${input.kind} "${input.name}"`, snapshot: { name: input.name, content: '', data, nested: false, parentId: input.parentId, sort } satisfies DocContent });
    return editableOf(await readRow(q, id, input.lang));
  });
}

/** Saves a kind's fields as the node's draft (checked against the kind's schema); the public columns wait for publish. */
export function saveDocDraft(store: Store, staff: StaffSession, id: number, lang: Lang, version: number, fields: unknown): Promise<EditableDocNode> {
  return store.tx(async (q) => {
    const tree = await lockTree(q, lang);
    const row = lockedRow(tree, id);
    await assertVersion(q, row, version);
    const kind = kindOf(row);
    const checked = assertPart(DOC_FIELDS[kind] as Struct<DocFields>, fields, ['fields']);
    const before = fieldsOf(kind, row) as Record<string, unknown>;
    const changed = Object.keys(checked).filter((k) => JSON.stringify(before[k]) !== JSON.stringify((checked as Record<string, unknown>)[k]));
    await writeDraft(q, staff, row, draftOf(kind, checked, row), changed.length ? `changed ${changed.join(', ')}` : 'saved without changes');
    return editableOf(await readRow(q, id, lang));
  });
}

export function renameDocNode(store: Store, staff: StaffSession, id: number, lang: Lang, version: number, name: string): Promise<EditableDocNode> {
  return store.tx(async (q) => {
    const tree = await lockTree(q, lang);
    const row = lockedRow(tree, id);
    await assertVersion(q, row, version);
    await writeDraft(q, staff, row, { name }, `renamed "${row.name}" to "${name}"`);
    return editableOf(await readRow(q, id, lang));
  });
}

/** Moves a node under `parentId` at `position` (same parent: a reorder), in its draft, after the tree rules. */
export function moveDocNode(store: Store, staff: StaffSession, id: number, lang: Lang, version: number, parentId: number | null, position: number): Promise<EditableDocNode> {
  return store.tx(async (q) => {
    const tree = await lockTree(q, lang);
    const row = lockedRow(tree, id);
    await assertVersion(q, row, version);
    const parent = parentIn(tree, parentId);
    checkPlacement(tree, kindOf(row), parent, row);
    const sort = await placeAt(q, staff, tree, row, parentId, position);
    const from = parentIn(tree, row.parent_id)?.name ?? 'the top';
    const summary = row.parent_id === parentId ? `moved to position ${position + 1} in ${parent?.name ?? 'the top'}` : `moved from ${from} to ${parent?.name ?? 'the top'}`;
    await writeDraft(q, staff, lockedRow(await draftTree(q, lang), id), parentId === null ? { sort } : { parentId, sort }, summary);
    return editableOf(await readRow(q, id, lang));
  });
}

/**
 * Puts the node's draft live (content, name, place) and publishes it if it never was. Its parent must be published
 * already, and the published tree must keep the rules with the node in its new place (other nodes' moves may still
 * be drafts); otherwise 409 says what to publish first and nothing changes.
 */
export function publishDocNode(store: Store, staff: StaffSession, id: number, lang: Lang, version: number): Promise<EditableDocNode> {
  return store.tx(async (q) => {
    const tree = await lockTree(q, lang);
    const row = lockedRow(tree, id);
    await assertVersion(q, row, version);
    return publishDocRow(q, staff, tree, row);
  });
}

/** publishDocNode's work on a row of a tree locked in the caller's transaction (a scheduled publish has no version to check). */
export async function publishDocRow(q: Queryable, staff: Actor, tree: Map<number, DraftRow>, row: DraftRow, summary = 'published'): Promise<EditableDocNode> {
  const { id } = row;
  const lang = row.lang as Lang;
  if (!row.has_draft && row.published) throw new ApiError(409, CODE.CONFLICT, 'nothing to publish: there is no draft');
  const kind = kindOf(row);
  assertPart(DOC_FIELDS[kind] as Struct<DocFields>, fieldsOf(kind, row), ['fields']);
  const publicRows = await q.query<PlacedNode & { published: boolean }>(
    'SELECT id, parent_id, type, category, product_code, name, sort FROM doc_nodes_public WHERE lang = $1', [lang],
  );
  const publicTree = new Map(publicRows.map((r) => [r.id, { ...r, sort: Number(r.sort) }]));
  if (row.parent_id !== null && !publicTree.has(row.parent_id)) {
    throw new ApiError(409, CODE.CONFLICT, `publish "${tree.get(row.parent_id)?.name ?? row.parent_id}" first: "${row.name}" sits in it and visitors cannot see it yet`);
  }
  try {
    checkPlacement(publicTree, kind, row.parent_id === null ? null : publicTree.get(row.parent_id)!, { ...row, parent_id: publicTree.get(row.id)?.parent_id ?? row.parent_id });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(409, CODE.CONFLICT, `publish the other moved nodes first: in the published tree ${error.message.replace(/^parentId: /, '')}`);
  }
  await q.query(
    `UPDATE doc_nodes SET parent_id = coalesce((draft->>'parentId')::int, parent_id), name = coalesce(draft->>'name', name),
       nested = coalesce((draft->>'nested')::boolean, nested), sort = coalesce((draft->>'sort')::double precision, sort),
       content = coalesce(draft->>'content', content), data = coalesce(draft->'data', data),
       draft = NULL, published = TRUE, version = version + 1, update_time = now()
     WHERE id = $1 AND lang = $2`,
    [id, lang],
  );
  await recordRevision(q, staff, { subject: docSubject(id, lang), action: 'publish', version: row.version + 1, summary, snapshot: null });
  return editableOf(await readRow(q, id, lang));
}
