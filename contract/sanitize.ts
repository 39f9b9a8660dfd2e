import DOMPurify from 'isomorphic-dompurify';
import { SANITIZE_CONFIG } from './sanitize-policy';
import { USER_CONTENT_PREFIX } from './user-content';

// In-page links of the content follow its prefixed ids. A hook on the shared instance: this module is its only user.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  const href = node.getAttribute('href');
  if (href && href.length > 1 && href.startsWith('#') && !href.startsWith(`#${USER_CONTENT_PREFIX}`)) {
    node.setAttribute('href', `#${USER_CONTENT_PREFIX}${href.slice(1)}`);
  }
});

/**
 * CMS HTML made safe to render: no scripts, handlers, javascript: URLs, frames or forms, and no DOM clobbering.
 * Every id and name gets the user-content- prefix, so no element of the content can shadow an element the page's
 * own code looks up (__NEXT_DATA__, __next, __I18N__) or a window/document property (cookie, location, forms...).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, SANITIZE_CONFIG);
}
