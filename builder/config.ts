import type { Locale } from '../contract/locales';
import { config } from '../config';

/** Origin of Builder's visual editor: the only other site that may frame our pages, and only when a key is set. */
export const BUILDER_EDITOR_ORIGIN = 'https://builder.io';

/** Our locales as Builder's locale targeting names them (its default locale list uses these BCP 47 tags). */
export const BUILDER_LOCALE: Record<Locale, string> = { en: 'en-US', cn: 'zh-CN', ja: 'ja-JP', ko: 'ko-KR' };

/** The public API key of the Builder space, or null when the site does not use Builder. */
export function builderKey(): string | null {
  return config().BUILDER_PUBLIC_KEY ?? null;
}

/** Builder's content API origin (a stand-in in the browser tests). */
export function builderApiHost(): string {
  return config().BUILDER_API_HOST.replace(/\/+$/, '');
}

export function builderTimeoutMs(): number {
  return config().BUILDER_API_TIMEOUT_MS;
}

/** Query parameters Builder adds when its editor or its preview loads a page. */
const EDITING_PARAMS = ['builder.editing', '__builder_editing__', 'builder.preview', 'builder.frameEditing'];

/** True for a request URL (path and query) that Builder's editor or preview makes. */
export function isBuilderEditingUrl(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return false;
  const params = new URLSearchParams(url.slice(at + 1));
  return EDITING_PARAMS.some((name) => params.has(name));
}
