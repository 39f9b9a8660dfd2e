import type { Translate } from '../../i18n';

/** Published, published with unpublished changes, or never published: the same words as the page list. */
export function newsStatus(row: { published: boolean; hasDraft: boolean }, t: Translate): string {
  if (!row.published) return t('editor.list.unpublished');
  return row.hasDraft ? t('editor.list.changed') : t('editor.list.published');
}
