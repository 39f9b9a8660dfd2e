import type { EditableEntry } from '../../contract/api-types';
import { emitContentChange } from './events';

/** Tells caches which published content changed (page path, or null for site documents that touch every page). */
export function announceEntry(entry: EditableEntry): void {
  const path = entry.kind === 'page' ? String((entry.data as { path?: string }).path ?? '') || null : null;
  emitContentChange({ kind: entry.kind === 'page' ? 'page' : 'site', type: entry.type, code: entry.code, lang: entry.lang, path });
}
