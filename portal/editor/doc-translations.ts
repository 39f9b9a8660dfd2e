import { ApiError, CODE } from '../http';
import type { Queryable, Store } from '../store';
import type { StaffSession } from '../staff/session';
import { LANGS, type Lang } from '../../contract/langs';
import type { TranslationRow } from '../../contract/api-types';
import type { EditableDocNode } from '../../contract/doc-nodes';
import { recordRevision } from './entries';
import { contentOf, docSubject, lockTree, readDocNode, type DraftRow } from './doc-nodes';
import { cellOf, SOURCE_LANG } from './translations';

/**
 * The translation workflow for the documentation centre: a node's languages share its id (and its place in each
 * language's tree), so a language version is (id, lang); its state is measured against the English one like an entry's.
 */

interface NodeVersion {
  id: number;
  lang: Lang;
  published: boolean;
  name: string;
  page_code: string;
  type: string;
  last_published: Date | string | null;
}

/** A node's four languages with their state, the English name as its title. */
export async function docNodeTranslations(q: Queryable, id: number): Promise<TranslationRow> {
  const versions = await q.query<NodeVersion>(
    `SELECT d.id, d.lang, d.published, d.name, d.page_code, d.type,
       (SELECT max(r.created_at) FROM revisions r WHERE r.subject = 'doc:' || d.id || ':' || d.lang AND r.action = 'publish') AS last_published
     FROM doc_nodes_draft d WHERE d.id = $1`,
    [id],
  );
  if (!versions.length) throw ApiError.notFound('documentation node');
  const byLang = new Map(versions.map((v) => [v.lang, v]));
  const english = byLang.get(SOURCE_LANG);
  const first = english ?? versions[0];
  const { path } = await readDocNode(q, first.id, first.lang);
  return {
    kind: 'doc', type: first.type, code: first.page_code, path: path ?? '', title: first.name,
    languages: LANGS.map((lang) => cellOf(lang, byLang.get(lang), english)),
  };
}

/**
 * "Start from English" for a node: an unpublished version in `lang` with the English version's current name, content
 * and fields (its draft if it has one), under the same parent. The parent must have a version in that language
 * already (a tree is translated from the top); refused, changing nothing, when the language has one or English has none.
 */
export function startDocTranslation(store: Store, staff: StaffSession, id: number, lang: Lang): Promise<EditableDocNode> {
  if (lang === SOURCE_LANG) throw ApiError.badInput('lang', `translations start from ${SOURCE_LANG}; choose another language`);
  return store.tx(async (q) => {
    const tree = await lockTree(q, lang);
    const [english] = await q.query<DraftRow>('SELECT * FROM doc_nodes_draft WHERE id = $1 AND lang = $2', [id, SOURCE_LANG]);
    if (!english) {
      if (!tree.has(id)) throw ApiError.notFound('documentation node');
      throw new ApiError(409, CODE.CONFLICT, `there is no ${SOURCE_LANG} version to start from`, 'lang');
    }
    if (tree.has(id)) throw new ApiError(409, CODE.CONFLICT, `a ${lang} version exists already`, 'lang');
    if (english.parent_id !== null && !tree.has(english.parent_id)) {
      const [parent] = await q.query<{ name: string }>('SELECT name FROM doc_nodes_draft WHERE id = $1 AND lang = $2', [english.parent_id, SOURCE_LANG]);
      throw new ApiError(409, CODE.CONFLICT, `parent: "${parent?.name ?? english.parent_id}" has no ${lang} version yet; start that one first`, 'parent');
    }
    await q.query(
      `INSERT INTO doc_nodes (id, lang, parent_id, type, name, page_code, product_code, category, tag, nested, sort, content, data, published, version)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, FALSE, 1)`,
      [id, lang, english.parent_id, english.type, english.name, english.page_code, english.product_code, english.category, english.tag,
        english.nested, english.sort, english.content, JSON.stringify(english.data)],
    );
    const snapshot = contentOf(english);
    await recordRevision(q, staff, { subject: docSubject(id, lang), action: 'create', version: 1, summary: `started from ${SOURCE_LANG}`, snapshot });
    return readDocNode(q, id, lang);
  });
}
