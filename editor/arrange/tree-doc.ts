import type { FieldSpec, ObjectSpec } from '../schema-spec';
import type { TreeItem } from '../tree/tree-move';

/** How a list document is edited as a tree: its items' spec, the key that labels them, the key that nests them. */
export interface TreeShape {
  item: ObjectSpec;
  labelKey: string;
  childrenKey: string | null;
}

const LABEL_KEYS = ['title', 'name'];

/**
 * A list of items labelled by a title or name (menus, footer, product and solution trees, hot menus…) is edited as a
 * tree; it nests when its items have `children` (a recursive list the field walk leaves as JSON). Anything else: null.
 */
export function treeShape(spec: FieldSpec | null): TreeShape | null {
  if (spec?.kind !== 'list') return null;
  const labelKey = LABEL_KEYS.find((key) => spec.item.fields.some((f) => f.name === key && f.spec.kind === 'string'));
  if (!labelKey) return null;
  const childrenKey = spec.item.fields.some((f) => f.name === 'children' && (f.spec.kind === 'json' || f.spec.kind === 'list')) ? 'children' : null;
  return { item: spec.item, labelKey, childrenKey };
}

type Value = Record<string, unknown>;
const asList = (value: unknown): Value[] => (Array.isArray(value) ? value.filter((v): v is Value => Boolean(v) && typeof v === 'object') : []);

/** The ids of a document's items, kept across edits: position by position, fresh ids where an item is new. */
export interface KeyNode {
  id: string;
  children: KeyNode[];
}

export function syncKeys(data: unknown, keys: KeyNode[], shape: TreeShape, fresh: () => string): KeyNode[] {
  return asList(data).map((value, i) => ({
    id: keys[i]?.id ?? fresh(),
    children: shape.childrenKey ? syncKeys(value[shape.childrenKey], keys[i]?.children ?? [], shape, fresh) : [],
  }));
}

/** The tree SortableTree shows, and each item's form path (data[0].children[2]) and stored value by id. */
export function toTree(name: string, data: unknown, keys: KeyNode[], shape: TreeShape): { items: TreeItem[]; paths: Map<string, string>; values: Map<string, Value> } {
  const paths = new Map<string, string>();
  const values = new Map<string, Value>();
  const walk = (list: unknown, nodes: KeyNode[], prefix: string): TreeItem[] =>
    asList(list).map((value, i) => {
      const id = nodes[i].id;
      paths.set(id, `${prefix}[${i}]`);
      values.set(id, value);
      const label = value[shape.labelKey];
      return {
        id,
        label: typeof label === 'string' ? label : '',
        canHaveChildren: shape.childrenKey !== null,
        children: shape.childrenKey ? walk(value[shape.childrenKey], nodes[i].children, `${prefix}[${i}].${shape.childrenKey}`) : [],
      };
    });
  return { items: walk(data, keys, name), paths, values };
}

/**
 * The document after a move: each item keeps its own fields, takes the children the tree gives it, and an item that
 * had no children key and still has no children gets none (the stored shape stays as it was).
 */
export function fromTree(items: TreeItem[], values: Map<string, Value>, shape: TreeShape): Value[] {
  return items.map((item) => {
    const value = { ...values.get(item.id) };
    if (!shape.childrenKey) return value;
    const children = fromTree(item.children, values, shape);
    if (children.length || Array.isArray(value[shape.childrenKey])) value[shape.childrenKey] = children;
    else delete value[shape.childrenKey];
    return value;
  });
}

/** The key tree of a tree (after a move, the ids go where their items went). */
export const keysOf = (items: TreeItem[]): KeyNode[] => items.map((i) => ({ id: i.id, children: keysOf(i.children) }));

/**
 * A new item: every required field present, and a numeric id field (ID, id) one above the highest in the document,
 * so ids stay unique (the header keys its menu items by them).
 */
export function newItem(shape: TreeShape, empty: Record<string, unknown>, values: Iterable<Value>): Value {
  const idField = shape.item.fields.find((f) => f.name.toLowerCase() === 'id' && f.spec.kind === 'number');
  if (!idField) return empty;
  const ids = [...values].map((v) => v[idField.name]).filter((v): v is number => typeof v === 'number');
  return { ...empty, [idField.name]: Math.max(0, ...ids) + 1 };
}
