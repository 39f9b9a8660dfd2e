import { array, boolean, enums, object, optional, pattern, size, string, type Infer, type Struct } from 'superstruct';
import { text } from './fields';
import { html } from './html-field';

/**
 * What the documentation centre's editor works with: the kinds of node, which kind may hold which (the tree
 * rules), and the fields of each kind. The portal checks every write with these; the editor builds its forms
 * from the same schemas.
 */
export const DOC_NODE_KINDS = ['group', 'product', 'directory', 'article', 'apiProduct', 'apiCategory', 'apiDocument'] as const;
export type DocNodeKind = (typeof DOC_NODE_KINDS)[number];

/** Kinds an editor may create (menu groups and API products are roots the site's layout is built around). */
export const CREATABLE_KINDS = ['product', 'directory', 'article', 'apiCategory', 'apiDocument'] as const satisfies readonly DocNodeKind[];
export type CreatableKind = (typeof CREATABLE_KINDS)[number];

/** Which kinds each kind may contain: documents contain nothing, products only sit in menu groups, and so on. */
export const CONTAINS: Record<DocNodeKind, readonly DocNodeKind[]> = {
  group: ['product'],
  product: ['directory', 'article'],
  directory: ['directory', 'article'],
  article: [],
  apiProduct: ['apiCategory'],
  apiCategory: ['apiDocument'],
  apiDocument: [],
};

/** Levels below a product: directories at most four deep, so an article sits at most five below its product. */
export const MAX_DOC_DEPTH = 5;

export const PRODUCT_CODE = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const name = () => size(string(), 1, 200);

export const ApiParamFields = object({
  name: size(string(), 1, 64),
  in: enums(['path', 'query', 'body']),
  type: size(string(), 1, 40),
  required: boolean(),
  description: text(1000),
  dictCode: optional(size(string(), 0, 64)),
});

/** Each kind's editable fields (the form shows them in this order). */
export const DOC_FIELDS = {
  group: object({ name: name() }),
  product: object({ name: name(), introduction: text(2000), wplus: boolean() }),
  directory: object({ name: name(), nested: boolean() }),
  article: object({ name: name(), contentHtml: html(), loginRequired: boolean() }),
  apiProduct: object({ name: name() }),
  apiCategory: object({ name: name() }),
  apiDocument: object({
    name: name(),
    contentHtml: html(),
    method: enums(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    path: pattern(size(string(), 1, 300), /^\//),
    versions: size(array(size(string(), 1, 20)), 1, 20),
    releaseTime: text(40),
    access: enums(['authorized', 'unauthorized', 'restricted', 'deprecated']),
    params: array(ApiParamFields),
  }),
} satisfies Record<DocNodeKind, Struct<any, any>>;

export type DocFields<K extends DocNodeKind = DocNodeKind> = Infer<(typeof DOC_FIELDS)[K]>;

/** A node of the editor's tree (drafts included, names in the tree's language). */
export interface EditorDocNode {
  id: number;
  parentId: number | null;
  kind: DocNodeKind;
  name: string;
  productCode: string;
  published: boolean;
  hasDraft: boolean;
  version: number;
  /** The page visitors (or a preview) open; null for menu groups and API categories, which have none. */
  path: string | null;
  children: EditorDocNode[];
}

/** One node as the editor's form loads it. */
export interface EditableDocNode {
  id: number;
  lang: string;
  kind: DocNodeKind;
  parentId: number | null;
  productCode: string;
  fields: DocFields;
  version: number;
  published: boolean;
  hasDraft: boolean;
  updatedAt: string;
  path: string | null;
}
