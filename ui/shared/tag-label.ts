import type { Translate } from '../../i18n';

/** A content tag as the reader sees it: stored tags ('Cloud Security', 'gaming', 'VIDEOS') have labels in i18n; others show as stored. */
export function tagLabel(t: Translate, tag: string): string {
  const key = `modules.tag.${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const label = t(key);
  return label === key ? tag : label;
}
