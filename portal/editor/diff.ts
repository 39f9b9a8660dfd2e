import { diffEntries, modulesOf, type Draftish, type FieldDiff } from '../../contract/entry-diff';

/** A one-line "what changed" for the history list, from the field-by-field diff the editor also shows. */
const label = (row: FieldDiff) => row.module!.name || row.module!.id;
const isVisibility = (row: FieldDiff) => row.path.length === 2 && row.path[0] === 'details' && row.path[1] === 'visible';
const names = (rows: FieldDiff[]) => [...new Set(rows.map(label))].join(', ');

export function describeChange(before: Draftish, after: Draftish): string {
  const rows = diffEntries(before, after, Infinity);
  const entryRows = rows.filter((r) => !r.module);
  const moduleRows = rows.filter((r) => r.module);
  const of = (change: FieldDiff['change']) => moduleRows.filter((r) => r.change === change);
  const fieldRows = moduleRows.filter((r) => r.path.length > 0);
  const hidden = fieldRows.filter((r) => isVisibility(r) && r.before !== false && r.after === false);
  const shown = fieldRows.filter((r) => isVisibility(r) && r.before === false && r.after !== false);
  const edited = fieldRows.filter((r) => !isVisibility(r));
  const parts: string[] = [];
  if (entryRows.some((r) => r.path[0] === 'title')) parts.push('title changed');
  if (entryRows.some((r) => r.path[0] === 'summary')) parts.push('description changed');
  if (of('added').length) parts.push(`added ${names(of('added'))}`);
  if (of('removed').length) parts.push(`removed ${names(of('removed'))}`);
  if (hidden.length) parts.push(`hid ${names(hidden)}`);
  if (shown.length) parts.push(`showed ${names(shown)}`);
  if (edited.length) parts.push(`edited ${names(edited)}`);
  if (of('moved').length) parts.push('reordered modules');
  if (entryRows.some((r) => r.path[0] === 'data')) parts.push(modulesOf(after.data) ? 'SEO or settings changed' : 'content changed');
  return parts.join('; ') || 'no changes';
}
