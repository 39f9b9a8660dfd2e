/** A one-line "what changed" for the history list, comparing two drafts of an entry. */
interface Draftish {
  title?: string;
  summary?: string;
  data?: unknown;
}
interface ModuleLike {
  id: string;
  name?: string;
  type?: string;
  details?: unknown;
}

const modulesOf = (data: unknown): ModuleLike[] =>
  data && typeof data === 'object' && Array.isArray((data as { moduleViewList?: unknown }).moduleViewList)
    ? ((data as { moduleViewList: ModuleLike[] }).moduleViewList)
    : [];
const visible = (m: ModuleLike) => !(m.details && typeof m.details === 'object' && (m.details as { visible?: unknown }).visible === false);
const label = (m: ModuleLike) => m.name || m.id;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function describeChange(before: Draftish, after: Draftish): string {
  const parts: string[] = [];
  if ((before.title ?? '') !== (after.title ?? '')) parts.push('title changed');
  if ((before.summary ?? '') !== (after.summary ?? '')) parts.push('description changed');
  const oldList = modulesOf(before.data);
  const newList = modulesOf(after.data);
  const oldById = new Map(oldList.map((m) => [m.id, m]));
  const newIds = new Set(newList.map((m) => m.id));
  const added = newList.filter((m) => !oldById.has(m.id)).map(label);
  const removed = oldList.filter((m) => !newIds.has(m.id)).map(label);
  const kept = newList.filter((m) => oldById.has(m.id));
  const hidden = kept.filter((m) => visible(oldById.get(m.id)!) && !visible(m)).map(label);
  const shown = kept.filter((m) => !visible(oldById.get(m.id)!) && visible(m)).map(label);
  const edited = kept
    .filter((m) => {
      const old = oldById.get(m.id)!;
      const strip = (x: ModuleLike) => ({ ...x, details: { ...(x.details as object), visible: undefined } });
      return !same(strip(old), strip(m));
    })
    .map(label);
  const oldOrder = oldList.filter((m) => newIds.has(m.id)).map((m) => m.id);
  if (added.length) parts.push(`added ${added.join(', ')}`);
  if (removed.length) parts.push(`removed ${removed.join(', ')}`);
  if (hidden.length) parts.push(`hid ${hidden.join(', ')}`);
  if (shown.length) parts.push(`showed ${shown.join(', ')}`);
  if (edited.length) parts.push(`edited ${edited.join(', ')}`);
  if (!same(oldOrder, kept.map((m) => m.id))) parts.push('reordered modules');
  const { moduleViewList: _a, ...oldRest } = (before.data ?? {}) as Record<string, unknown>;
  const { moduleViewList: _b, ...newRest } = (after.data ?? {}) as Record<string, unknown>;
  const isPage = Array.isArray((after.data as { moduleViewList?: unknown } | undefined)?.moduleViewList);
  if (!same(oldRest, newRest)) parts.push(isPage ? 'SEO or settings changed' : 'content changed');
  return parts.join('; ') || 'no changes';
}
