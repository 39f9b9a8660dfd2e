import { ApiError, CODE } from '../http';
import type { EntryRow } from '../content';
import type { Queryable, Store } from '../store';
import type { StaffSession } from '../staff/session';
import { LANGS, type Lang } from '../../contract/langs';
import type { TranslationCell, TranslationRow, TranslationState } from '../../contract/api-types';
import { editable, entrySubject, recordRevision } from './entries';
import { draftOf } from './news';

/** Translations start from English and are measured against it. */
export const SOURCE_LANG: Lang = 'EN_US';
export const TRANSLATED_KINDS = ['page', 'news'] as const;
export type TranslatedKind = (typeof TRANSLATED_KINDS)[number];

interface VersionRow {
  id: number;
  kind: TranslatedKind;
  type: string;
  code: string;
  lang: Lang;
  published: boolean;
  title: string;
  path: string;
  last_published: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** What a language's state is read from: any kind's version (an entry, a documentation node). */
type Published = Pick<VersionRow, 'id' | 'published' | 'last_published'>;

/** A language's state from its version and the English one (see TranslationState). */
export function cellOf(lang: Lang, version: Published | undefined, english: Published | undefined): TranslationCell {
  if (!version) return { lang, state: 'missing', id: null, lastPublished: null, since: null };
  const lastPublished = iso(version.last_published);
  let state: TranslationState = version.published ? 'published' : 'draft';
  const source = english && iso(english.last_published);
  // Published before the English version last was (or never through the editor since the seed, while English was).
  if (state === 'published' && lang !== SOURCE_LANG && english?.published && source && (!lastPublished || lastPublished < source)) state = 'outdated';
  return { lang, state, id: version.id, lastPublished, since: state === 'outdated' ? (source ?? null) : null };
}

function rowsOf(versions: VersionRow[]): TranslationRow[] {
  const groups = new Map<string, VersionRow[]>();
  for (const v of versions) {
    const key = `${v.kind}\u0000${v.type}\u0000${v.code}`;
    groups.set(key, [...(groups.get(key) ?? []), v]);
  }
  return [...groups.values()].map((group) => {
    const byLang = new Map(group.map((v) => [v.lang, v]));
    const english = byLang.get(SOURCE_LANG);
    const first = english ?? group[0];
    return {
      kind: first.kind, type: first.type, code: first.code, path: first.path, title: first.title,
      languages: LANGS.map((lang) => cellOf(lang, byLang.get(lang), english)),
    };
  });
}

/** Every version of the matching entries, with when each was last published (one read, the revisions indexed by subject). */
function readVersions(q: Queryable, where: string, params: unknown[]): Promise<VersionRow[]> {
  return q.query<VersionRow>(
    `SELECT e.id, e.kind, e.type, e.code, e.lang, e.published, COALESCE(e.draft->>'title', e.title) AS title,
       COALESCE(e.data->>'path', e.data->>'url', '') AS path,
       (SELECT max(r.created_at) FROM revisions r WHERE r.subject = 'entry:' || e.id AND r.action = 'publish') AS last_published
     FROM entries e WHERE ${where} ORDER BY path, e.type, e.code, e.lang`,
    params,
  );
}

export interface TranslationFilter {
  kind: TranslatedKind;
  type?: string;
  /** Only entries with no version in this language. */
  missing?: Lang;
  /** Only entries with an outdated language. */
  outdated?: boolean;
}

/** The entries of a kind (and type) in their four languages, filtered; at most 500. */
export async function listTranslations(q: Queryable, filter: TranslationFilter): Promise<TranslationRow[]> {
  const versions = await readVersions(q, 'e.kind = $1 AND ($2::text IS NULL OR e.type = $2)', [filter.kind, filter.type ?? null]);
  return rowsOf(versions)
    .filter((row) => !filter.missing || row.languages.some((c) => c.lang === filter.missing && c.state === 'missing'))
    .filter((row) => !filter.outdated || row.languages.some((c) => c.state === 'outdated'))
    .slice(0, 500);
}

/** One entry's languages (any of its versions' ids). */
export async function entryTranslations(q: Queryable, id: number): Promise<TranslationRow> {
  const versions = await readVersions(
    q,
    `(e.kind, e.type, e.code) = (SELECT kind, type, code FROM entries WHERE id = $1 AND kind = ANY($2::text[]))`,
    [id, TRANSLATED_KINDS],
  );
  if (!versions.length) throw ApiError.notFound('entry');
  return rowsOf(versions)[0];
}

/**
 * "Start from English": a new, unpublished version in `lang` holding the English version's current content (its draft
 * if it has one: the same modules and media), for an editor to translate. Refused when the language has a version
 * already or there is no English one; made in one transaction.
 */
export function startTranslation(store: Store, staff: StaffSession, id: number, lang: Lang): Promise<{ id: number }> {
  if (lang === SOURCE_LANG) throw ApiError.badInput('lang', `translations start from ${SOURCE_LANG}; choose another language`);
  return store.tx(async (q) => {
    const [from] = await q.query<EntryRow>('SELECT * FROM entries WHERE id = $1 AND kind = ANY($2::text[])', [id, TRANSLATED_KINDS]);
    if (!from) throw ApiError.notFound('entry');
    const [english] = await q.query<EntryRow>('SELECT * FROM entries WHERE kind = $1 AND type = $2 AND code = $3 AND lang = $4 FOR UPDATE', [from.kind, from.type, from.code, SOURCE_LANG]);
    if (!english) throw new ApiError(409, CODE.CONFLICT, `there is no ${SOURCE_LANG} version to start from`, 'lang');
    const [taken] = await q.query('SELECT 1 FROM entries WHERE kind = $1 AND type = $2 AND code = $3 AND lang = $4', [from.kind, from.type, from.code, lang]);
    if (taken) throw new ApiError(409, CODE.CONFLICT, `a ${lang} version exists already`, 'lang');
    const content = english.kind === 'news' ? draftOf(english) : (({ title, summary, data }) => ({ title, summary, data }))(editable(english));
    const [row] = await q.query<EntryRow>(
      `INSERT INTO entries (kind, type, code, lang, title, summary, body, tag, data, draft, published, sort, published_at)
       SELECT kind, type, code, $2, title, summary, body, tag, data, $3, FALSE, sort, published_at FROM entries WHERE id = $1 RETURNING *`,
      [english.id, lang, JSON.stringify(content)],
    );
    await recordRevision(q, staff, { subject: entrySubject(row.id), action: 'create', version: row.version, summary: `started from ${SOURCE_LANG}`, snapshot: content });
    return { id: row.id };
  });
}
