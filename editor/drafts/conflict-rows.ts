import type { Translate } from '../../i18n';
import { diffEntries, diffKey, type Draftish, type FieldDiff } from '../../contract/entry-diff';
import { humanise } from '../SchemaFields';

/** One line of the conflict dialog: a field, your unsaved value, the saved value, and whether they changed it. */
export interface ConflictRow {
  key: string;
  field: string;
  mine: string;
  theirs: string;
  byThem: boolean;
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}…` : text);

function shown(value: unknown, t: Translate): string {
  if (value === undefined || value === null || value === '') return t('editorDrafts.diff.empty');
  return clip(typeof value === 'string' ? value : JSON.stringify(value));
}

/** A path as an editor reads it: keys humanised, list indexes counted from 1 ('Items › 2 › Label'). */
const readablePath = (path: Array<string | number>) => path.map((p) => (typeof p === 'number' ? String(p + 1) : humanise(p)));

function fieldLabel(row: FieldDiff, t: Translate): string {
  if (row.module) {
    const inModule = row.path[0] === 'details' ? row.path.slice(1) : row.path;
    return [t('editorDrafts.diff.module', { name: row.module.name || row.module.id }), ...readablePath(inModule)].join(' › ');
  }
  const [head, ...rest] = row.path;
  const first = head === 'title' ? t('editorDrafts.diff.title') : head === 'summary' ? t('editorDrafts.diff.summary') : t('editorDrafts.diff.data');
  return [first, ...readablePath(rest)].join(' › ');
}

/**
 * What differs between the editor's unsaved work (`mine`) and the version someone else saved (`theirs`), field by
 * field; `byThem` marks what they changed since the version this editor loaded (`base`).
 */
export function conflictRows(base: Draftish, mine: Draftish, theirs: Draftish, t: Translate): ConflictRow[] {
  const theirKeys = diffEntries(base, theirs).map(diffKey);
  return diffEntries(theirs, mine).map((row) => {
    const key = diffKey(row);
    const byThem = theirKeys.some((k) => k === key || k.startsWith(`${key}.`));
    const absent = t('editorDrafts.diff.absent');
    const name = row.module?.name || row.module?.id || '';
    const [mineText, theirsText] =
      row.module && row.path.length === 0
        ? row.change === 'added'
          ? [name, absent]
          : row.change === 'removed'
            ? [absent, name]
            : [t('editorDrafts.diff.position', { n: Number(row.after) }), t('editorDrafts.diff.position', { n: Number(row.before) })]
        : [shown(row.after, t), shown(row.before, t)];
    return { key: `${key}|${row.change}`, field: fieldLabel(row, t), mine: mineText, theirs: theirsText, byThem };
  });
}
