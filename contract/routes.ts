/**
 * Path → page type and code. The type names the API call GET /{type}/page-code; the code is its pageCode.
 * The seed derives every page's type and code from its path with this same function, so the two cannot drift.
 */
export interface RouteMatch {
  type: string;
  code: string;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,119}$/;
const MAX_SEGMENTS = 6;

/** Families whose second segment is an optional {code}. */
export const OPTIONAL_CODE_FAMILIES = [
  'lp', 'brochure', 'case-study', 'cloud-security', 'cookie-policy', 'datasheets', 'ebooks', 'global-network-map',
  'infographics', 'legal', 'lp-thank-you', 'media-delivery', 'product', 'products', 'reports', 'solution', 'solutions',
  'sub-processors', 'tax-strategy', 'thank-you-partnership', 'trial-thank-you', 'videos', 'waiting-room', 'webinars',
  'what-is-a-cdn', 'events', 'lp2', 'promos', 'about', 'contact', 'career', 'pageDetail',
] as const;

export const BLOG_TAG_ROUTES = ['cloud-security', 'media-delivery', 'news', 'other', 'web-performance', 'zero-trust'] as const;
export const GLOSSARY_TAG_ROUTES = ['content-delivery-network', 'edge-computing', 'media-delivery', 'security'] as const;
const PREVIEWABLE = ['product', 'products', 'solution', 'solutions'];

const page = (segments: string[]): RouteMatch => ({ type: 'page', code: segments.length ? segments.join('/') : 'home' });

const DOC_ID = /^\d{1,9}$/;
/** Documentation centre names that cannot be product codes. */
export const DOC_RESERVED = ['home', 'search', 'api'];

/**
 * Documentation centre (type 'doc', composed by the API from the document tree): /docs/ home, /docs/search/,
 * /docs/{product}/ category, /docs/{product}/{docId}/ article, /docs/api/ API centre, /docs/api/{product}/ API list,
 * /docs/api/{product}/{docId}/ API explorer.
 */
function docRoute(rest: string[]): RouteMatch | null {
  const doc = (code: string): RouteMatch => ({ type: 'doc', code });
  const [a, b, c] = rest;
  if (rest.length === 0) return doc('home');
  if (a === 'search') return rest.length === 1 ? doc('search') : null;
  if (a === 'api') {
    if (rest.length === 1) return doc('api');
    if (rest.length === 2 && !DOC_RESERVED.includes(b)) return doc(`api/${b}`);
    return rest.length === 3 && !DOC_RESERVED.includes(b) && DOC_ID.test(c) ? doc(`api/${b}/${c}`) : null;
  }
  if (DOC_RESERVED.includes(a)) return null;
  if (rest.length === 1) return doc(a);
  return rest.length === 2 && DOC_ID.test(b) ? doc(`${a}/${b}`) : null;
}

/** The page a locale-free path shows, or null when the path cannot be a page (a route whose validity check fails is not found). */
export function resolveRoute(path: string): RouteMatch | null {
  const segments = path.split('/').filter(Boolean);
  if (segments.length > MAX_SEGMENTS || !segments.every((s) => SEGMENT.test(s))) return null;
  const [first, second, third, fourth] = segments;
  const n = segments.length;

  if (first === 'docs') return docRoute(segments.slice(1));
  if (n <= 1) return page(segments);

  if (first === 'blog') {
    if (n === 2) return (BLOG_TAG_ROUTES as readonly string[]).includes(second) ? page(segments) : { type: 'blog', code: second };
    if (n === 3 && (BLOG_TAG_ROUTES as readonly string[]).includes(second)) return { type: 'blog', code: third };
    return null;
  }
  if (first === 'news') {
    if (second === 'content' && n === 3) return { type: 'news-content', code: third };
    if (second === 'content' && n === 4) return { type: 'news-content', code: `${third}/${fourth}` };
    return n === 2 ? { type: 'news', code: second } : null;
  }
  if (first === 'glossary') {
    if (n !== 2) return null;
    return (GLOSSARY_TAG_ROUTES as readonly string[]).includes(second) ? page(segments) : { type: 'glossary', code: second };
  }
  if (first === 'industry') return n === 2 ? { type: 'industry', code: second } : null;
  if (first === 'preview') {
    // preview/{type}/content/{id} and preview/{type}/{code}: drafts by id or code, for staff with a preview token.
    if (n === 4 && third === 'content') return { type: `preview-${second}`, code: fourth };
    if (n === 3) return { type: `preview-${second}`, code: third };
    if (n === 2) return { type: 'preview', code: second };
    return null;
  }
  if (PREVIEWABLE.includes(first) && second === 'preview') {
    if (n === 3) return { type: first, code: `preview/${third}` };
    if (n === 4 && fourth === 'pageDetail') return { type: first, code: `preview/${third}/pageDetail` };
    if (n === 3 && third === 'pageDetail') return { type: first, code: 'preview/pageDetail' };
    return null;
  }
  if ((OPTIONAL_CODE_FAMILIES as readonly string[]).includes(first) && n === 2) return { type: first, code: second };
  return page(segments);
}
