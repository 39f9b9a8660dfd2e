import { ApiError, CODE } from '../http';
import type { PageListRow } from '../../contract/api-types';
import type { EntryRow } from '../content';
import type { Lang } from '../../contract/langs';
import type { Store } from '../store';
import type { StaffSession } from '../staff/session';
import { resolveRoute } from '../../contract/routes';
import { editable, entrySubject, recordRevision, type EditableEntry } from './entries';

export type { PageListRow };

/** Escapes LIKE wildcards so that a search for '50%' means the text '50%'. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Pages filtered by language, page type and a search over title, code and path (draft title included). */
export async function listPages(store: Store, filter: { lang?: Lang; type?: string; search?: string }): Promise<PageListRow[]> {
  const rows = await store.query<EntryRow>(
    `SELECT * FROM entries WHERE kind = 'page'
       AND ($1::text IS NULL OR lang = $1) AND ($2::text IS NULL OR type = $2)
       AND ($3::text IS NULL OR title ILIKE $3 OR COALESCE(draft->>'title', '') ILIKE $3 OR code ILIKE $3 OR data->>'path' ILIKE $3)
     ORDER BY data->>'path', lang LIMIT 500`,
    [filter.lang ?? null, filter.type ?? null, filter.search ? likePattern(filter.search) : null],
  );
  return rows.map((row) => {
    const e = editable(row);
    return {
      id: e.id, type: e.type, code: e.code, lang: e.lang, path: String((e.data as { path?: string }).path ?? ''), title: e.title,
      version: e.version, published: e.published, hasDraft: e.hasDraft, updatedAt: e.updatedAt,
    };
  });
}

/** '/about' and 'about/' both become '/about/'; the home page is '/'. */
export function normalPagePath(raw: string): string {
  const trimmed = raw.trim().split(/[?#]/)[0];
  const inner = trimmed.split('/').filter(Boolean).join('/');
  return inner ? `/${inner}/` : '/';
}

/**
 * Creates an unpublished page at a locale-free path; its type and code come from resolveRoute, the same
 * function the renderer uses, so the page is found where it will be served.
 */
export async function createPage(store: Store, staff: StaffSession, input: { path: string; lang: Lang; title: string }): Promise<EditableEntry> {
  const path = normalPagePath(input.path);
  const route = resolveRoute(path);
  if (!route) throw ApiError.badInput('path', `'${path.slice(0, 200)}' cannot be a page path`);
  return store.tx(async (q) => {
    const taken = await q.query('SELECT 1 FROM entries WHERE kind = $1 AND type = $2 AND code = $3 AND lang = $4', ['page', route.type, route.code, input.lang]);
    if (taken.length) throw new ApiError(409, CODE.CONFLICT, `a page already exists at ${path} in ${input.lang}`, 'path');
    const data = { path, seo: { title: input.title, description: '', keywords: '' }, moduleViewList: [] };
    const draft = { title: input.title, summary: '', data };
    const [row] = await q.query<EntryRow>(
      `INSERT INTO entries (kind, type, code, lang, title, data, draft, published) VALUES ('page', $1, $2, $3, $4, $5, $6, FALSE) RETURNING *`,
      [route.type, route.code, input.lang, input.title, JSON.stringify(data), JSON.stringify(draft)],
    );
    await recordRevision(q, staff, { subject: entrySubject(row.id), action: 'create', version: row.version, summary: `created ${path}`, snapshot: draft });
    return editable(row);
  });
}
