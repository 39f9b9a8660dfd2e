import DOMPurify from 'isomorphic-dompurify';

/** CMS HTML made safe to render: no scripts, handlers, javascript: URLs, frames or forms. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
