/**
 * Field-by-field differences between two drafts of an entry (title, summary, data). Pages' modules are matched by id,
 * so a moved module is one "moved" row and its edits are rows of their own, named by module. The editor shows these
 * rows when two editors' saves meet; the portal's one-line history summary counts them. No React, no server code.
 */
export interface Draftish {
  title?: string;
  summary?: string;
  data?: unknown;
}

export interface DiffModule {
  id: string;
  name: string;
  type: string;
}

export interface FieldDiff {
  /** Set when the row is about one module of a page (its name, its details or its place). */
  module?: DiffModule;
  /** Where in the entry (title, summary, data…) or in the module (name, details…): keys and list indexes. */
  path: Array<string | number>;
  change: 'edited' | 'added' | 'removed' | 'moved';
  before?: unknown;
  after?: unknown;
}

interface ModuleLike {
  id: string;
  name?: string;
  type?: string;
  details?: unknown;
}

/** A diff of a large document is cut here: the rows past it would not be read anyway. */
export const MAX_DIFF_ROWS = 200;

const isObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const modulesOf = (data: unknown): ModuleLike[] | null =>
  isObject(data) && Array.isArray(data.moduleViewList) ? (data.moduleViewList as ModuleLike[]).filter((m) => m && typeof m.id === 'string') : null;

const moduleRef = (m: ModuleLike): DiffModule => ({ id: m.id, name: String(m.name ?? ''), type: String(m.type ?? '') });

/** Leaf differences of two JSON values: objects key by key, lists index by index, anything else as a whole. */
function leaves(before: unknown, after: unknown, path: Array<string | number>, out: FieldDiff[], module?: DiffModule): void {
  if (out.length >= limitOf(out) || same(before, after)) return;
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    for (const key of keys) leaves(before[key], after[key], [...path, key], out, module);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    for (let i = 0; i < Math.max(before.length, after.length); i++) leaves(before[i], after[i], [...path, i], out, module);
    return;
  }
  const change = before === undefined ? 'added' : after === undefined ? 'removed' : 'edited';
  out.push({ ...(module ? { module } : {}), path, change, before, after });
}

function moduleRows(oldList: ModuleLike[], newList: ModuleLike[], out: FieldDiff[]): void {
  const oldById = new Map(oldList.map((m) => [m.id, m]));
  const newIds = new Set(newList.map((m) => m.id));
  for (const m of oldList) if (!newIds.has(m.id)) out.push({ module: moduleRef(m), path: [], change: 'removed', before: m.name });
  const keptOld = oldList.filter((m) => newIds.has(m.id)).map((m) => m.id);
  const keptNew = newList.filter((m) => oldById.has(m.id));
  keptNew.forEach((m, index) => {
    const old = oldById.get(m.id)!;
    const ref = moduleRef(m);
    if (keptOld[index] !== m.id) out.push({ module: ref, path: [], change: 'moved', before: keptOld.indexOf(m.id) + 1, after: index + 1 });
    leaves(old.name, m.name, ['name'], out, ref);
    leaves(old.type, m.type, ['type'], out, ref);
    leaves(old.details, m.details, ['details'], out, ref);
  });
  for (const m of newList) if (!oldById.has(m.id)) out.push({ module: moduleRef(m), path: [], change: 'added', after: m.name });
}

const limits = new WeakMap<FieldDiff[], number>();
const limitOf = (out: FieldDiff[]) => limits.get(out) ?? MAX_DIFF_ROWS;

/** What changed from `before` to `after`, one row per field (at most `limit`). */
export function diffEntries(before: Draftish, after: Draftish, limit = MAX_DIFF_ROWS): FieldDiff[] {
  const out: FieldDiff[] = [];
  limits.set(out, limit);
  leaves(before.title ?? '', after.title ?? '', ['title'], out);
  leaves(before.summary ?? '', after.summary ?? '', ['summary'], out);
  const oldModules = modulesOf(before.data);
  const newModules = modulesOf(after.data);
  if (oldModules && newModules) {
    const { moduleViewList: _a, ...oldRest } = before.data as Record<string, unknown>;
    const { moduleViewList: _b, ...newRest } = after.data as Record<string, unknown>;
    leaves(oldRest, newRest, ['data'], out);
    moduleRows(oldModules, newModules, out);
  } else {
    leaves(before.data, after.data, ['data'], out);
  }
  return out.slice(0, limit);
}

/** A row's path as one key ('data.seo.title', 'module:hero-1.details.items.0.label'), to match rows of two diffs. */
export const diffKey = (row: FieldDiff) => [row.module ? `module:${row.module.id}` : '', ...row.path].filter((p) => p !== '').join('.');
