import type { EditableEntry } from '../../contract/api-types';
import { emitContentChange } from './events';

/**
 * Tells caches which published content changed: a page's path, a news-kind entry's detail address (lists and search
 * on other pages follow), or null for site documents that touch every page.
 */
export function announceEntry(entry: EditableEntry): void {
  const data = (entry.data ?? {}) as { path?: string; url?: string };
  const kind = entry.kind === 'page' || entry.kind === 'news' ? entry.kind : 'site';
  const path = kind === 'page' ? String(data.path ?? '') || null : kind === 'news' ? String(data.url ?? '') || null : null;
  emitContentChange({ kind, type: entry.type, code: entry.code, lang: entry.lang, path });
}

/** A documentation change of one language: its pages, trees, search and sitemap, so every cached page may show it. */
export const announceDocs = (lang: string): void => emitContentChange({ kind: 'site', type: 'doc', code: '', lang, path: null });
