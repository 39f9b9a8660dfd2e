import type { Locale } from './locales';

/** Origin of Builder's visual editor: the only other site that may frame our pages, and only when a key is set. */
export const BUILDER_EDITOR_ORIGIN = 'https://builder.io';

/** Our locales as Builder's locale targeting names them (its default locale list uses these BCP 47 tags). */
export const BUILDER_LOCALE: Record<Locale, string> = { en: 'en-US', cn: 'zh-CN', ja: 'ja-JP', ko: 'ko-KR' };

/** Query parameters Builder adds when its editor or its preview loads a page. */
const EDITING_PARAMS = ['builder.editing', '__builder_editing__', 'builder.preview', 'builder.frameEditing'];

/** True for a request URL (path and query) that Builder's editor or preview makes. */
export function isBuilderEditingUrl(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return false;
  const params = new URLSearchParams(url.slice(at + 1));
  return EDITING_PARAMS.some((name) => params.has(name));
}
