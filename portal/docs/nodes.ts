import type { Lang } from '../../contract/langs';
import type { Queryable } from '../store';
import { isStore, readsTogether } from '../reads-together';
import type { CateNode } from '../../contract/api-types';

/** A row of doc_nodes (portal/migrations/001_init.sql) as the views of migration 014 show it. */
export interface DocNodeRow {
  id: number;
  lang: string;
  parent_id: number | null;
  type: 'DIRECTORY' | 'DOCUMENT';
  name: string;
  page_code: string;
  product_code: string;
  category: string;
  tag: string;
  nested: boolean;
  sort: number;
  content: string;
  data: Record<string, unknown>;
  update_time: string | Date;
}

/** Categories of doc_nodes: the product menu, product documentation, and the API centre (category id 'api-doc'). */
export const MENU = 'menu';
export const DOC = 'doc';
export const API_DOC = 'api-doc';
export const API_TAG = 'api-center';

const COLUMNS = 'id, lang, parent_id, type, name, page_code, product_code, category, tag, nested, sort, data, update_time';
const CONTENT_COLUMNS = `${COLUMNS}, content`;

/**
 * Where reads look (migration 014): visitors see published nodes as published; staff previews see every node with
 * its draft applied. Every public read of the documentation centre goes through one of these two views.
 */
export const nodesSource = (preview = false) => (preview ? 'doc_nodes_draft' : 'doc_nodes_public');

const INT4_MAX = 2_147_483_647;

/**
 * Nodes by id asked for at the same moment (a doc article and its category, read by two API calls side by side) are
 * one query (portal/reads-together.ts); keys are `<id>` or `<id>:content`, and only those asking for it get content.
 */
const nodesTogether = readsTogether<DocNodeRow>(async (store, { lang, preview }, keys) => {
  const ids = [...new Set(keys.map((key) => Number.parseInt(key, 10)))];
  const withContent = keys.filter((key) => key.endsWith(':content')).map((key) => Number.parseInt(key, 10));
  const rows = await store.query<DocNodeRow>(
    `SELECT ${COLUMNS}, CASE WHEN id = ANY($3::int[]) THEN content END AS content FROM ${nodesSource(preview)} WHERE id = ANY($1::int[]) AND lang = $2`,
    [ids, lang, withContent],
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = new Map<string, DocNodeRow>();
  for (const key of keys) {
    const row = byId.get(Number.parseInt(key, 10));
    if (!row) continue;
    const { content: _content, ...plain } = row;
    found.set(key, key.endsWith(':content') ? row : (plain as DocNodeRow));
  }
  return found;
  // `<id>` and `<id>:content` are one record: a caller after the first gets a copy (the plain one shares `data`).
}, (key) => key.split(':')[0]);

export async function findNode(q: Queryable, id: number, lang: Lang, withContent = false, preview = false): Promise<DocNodeRow | null> {
  // Batched only within int4 (the column's type): an id beyond it would fail the whole batch's cast, other callers' too.
  if (isStore(q) && Number.isInteger(id) && Math.abs(id) <= INT4_MAX) return nodesTogether(q, { lang, preview }).load(withContent ? `${id}:content` : String(id));
  const rows = await q.query<DocNodeRow>(`SELECT ${withContent ? CONTENT_COLUMNS : COLUMNS} FROM ${nodesSource(preview)} WHERE id = $1 AND lang = $2`, [id, lang]);
  return rows[0] ?? null;
}

const nodesWhere = 'WHERE lang = $1 AND category = $2 AND ($3::text IS NULL OR product_code = $3) ORDER BY parent_id NULLS FIRST, sort, id';

export async function nodesOf(q: Queryable, lang: Lang, where: { category: string; productCode?: string }, preview = false): Promise<DocNodeRow[]> {
  return q.query<DocNodeRow>(`SELECT ${COLUMNS} FROM ${nodesSource(preview)} ${nodesWhere}`, [lang, where.category, where.productCode ?? null]);
}

/** A node as trees and link lists show it: no data, content, tag, sort, language or time. */
export type DocOutlineRow = Pick<DocNodeRow, 'id' | 'parent_id' | 'type' | 'name' | 'page_code' | 'product_code' | 'category' | 'nested'>;

/**
 * nodesOf without each node's data: a doc article's tree is read on every render, and its nodes' data (introductions,
 * access, API parameters) cost the store's thread a third of that read's time to write out.
 */
export async function outlineOf(q: Queryable, lang: Lang, where: { category: string; productCode?: string }, preview = false): Promise<DocOutlineRow[]> {
  return q.query<DocOutlineRow>(`SELECT id, parent_id, type, name, page_code, product_code, category, nested FROM ${nodesSource(preview)} ${nodesWhere}`, [
    lang,
    where.category,
    where.productCode ?? null,
  ]);
}

/** Products asked for at the same moment (an article and its tree both look theirs up): one query. */
const productsTogether = readsTogether<DocNodeRow>(async (store, { lang, preview }, codes) => {
  const rows = await store.query<DocNodeRow>(`SELECT ${COLUMNS} FROM ${nodesSource(preview)} WHERE lang = $1 AND category = $2 AND product_code = ANY($3::text[])`, [lang, MENU, codes]);
  const found = new Map<string, DocNodeRow>();
  for (const row of rows) if (!found.has(row.product_code)) found.set(row.product_code, row);
  return found;
});

/** The product (menu node with a product code) a document tree belongs to. */
export async function findProduct(q: Queryable, productCode: string, lang: Lang, preview = false): Promise<DocNodeRow | null> {
  if (isStore(q)) return productsTogether(q, { lang, preview }).load(productCode);
  const rows = await q.query<DocNodeRow>(`SELECT ${COLUMNS} FROM ${nodesSource(preview)} WHERE lang = $1 AND category = $2 AND product_code = $3`, [lang, MENU, productCode]);
  return rows[0] ?? null;
}

/** Nodes listed under their parent's id, in the order given; top-level nodes (no parent) are under none. */
export function groupByParent<N extends { parent_id: number | null }>(nodes: Iterable<N>): Map<number, N[]> {
  const byParent = new Map<number, N[]>();
  for (const node of nodes) {
    if (node.parent_id === null) continue;
    const list = byParent.get(node.parent_id) ?? [];
    list.push(node);
    byParent.set(node.parent_id, list);
  }
  return byParent;
}

/** The children of `rootId`, nested, as the tree call returns them (rows come in sibling order, as nodesOf sorts them). */
export function buildTree(rows: DocOutlineRow[], rootId: number): CateNode[] {
  const byParent = groupByParent(rows);
  const build = (parentId: number, depth: number): CateNode[] =>
    // depth guard: a cycle in edited data must not hang the API.
    depth > 20
      ? []
      : (byParent.get(parentId) ?? []).map((row) => ({
          id: row.id,
          pageCode: row.page_code,
          type: row.type,
          name: row.name,
          productCode: row.product_code,
          nestedCategory: row.nested,
          ...(row.type === 'DIRECTORY' ? { children: build(row.id, depth + 1) } : {}),
        }));
  return build(rootId, 0);
}

/** Site path of a document (locale-free): product docs under /docs/<product>/, API docs under /docs/api/<product>/. */
export function docPath(row: Pick<DocNodeRow, 'id' | 'category' | 'product_code'>): string {
  return row.category === API_DOC ? `/docs/api/${row.product_code}/${row.id}/` : `/docs/${row.product_code}/${row.id}/`;
}

export const isoTime = (value: string | Date) => new Date(value).toISOString();
