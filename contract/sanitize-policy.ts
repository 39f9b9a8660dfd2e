/**
 * What the CMS HTML sanitiser (contract/sanitize.ts) keeps, as data without DOMPurify, so the editor's rich-text
 * field checks links and images against the very rule the site applies.
 */

/** URLs kept in href and src: DOMPurify's default rule, written out here so that both sides read one copy. */
export const ALLOWED_URI_REGEXP = /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|[^a-z]|[a-z+.\-]+(?:[^a-z+.\-:]|$))/i;

/** DOMPurify drops these characters before it tests a URL; so does isAllowedUrl. */
const URL_WHITESPACE = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/** Whether the sanitiser keeps this URL in a link's href or an image's src (data: images excepted: the editor never makes them). */
export function isAllowedUrl(url: string): boolean {
  const bare = url.replace(URL_WHITESPACE, '');
  return bare !== '' && ALLOWED_URI_REGEXP.test(bare) && !/^data:/i.test(bare);
}

/** The sanitiser's settings: DOMPurify's HTML profile less everything that runs, submits or embeds, plus the clobbering guards. */
export const SANITIZE_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ALLOWED_URI_REGEXP,
  SANITIZE_DOM: true,
  SANITIZE_NAMED_PROPS: true,
};
