import type { MessageKey, Translate } from '../../i18n';
import type { KeyUnder } from '../../i18n/keys';

/** A content tag as the reader sees it: stored tags ('Cloud Security', 'gaming', 'VIDEOS') have labels in i18n; others show as stored. */
export function tagLabel(t: Translate, tag: string): string {
  const key = `modules.tag.${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}` as KeyUnder<MessageKey, 'modules.tag'>;
  const label = t(key);
  return label === key ? tag : label;
}
