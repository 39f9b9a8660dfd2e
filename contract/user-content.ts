/** The prefix the sanitiser puts on every id and name of CMS HTML, so content cannot shadow the page's own ids. */
export const USER_CONTENT_PREFIX = 'user-content-';

/** The element a URL fragment points at: the page's own id, else the prefixed id of the CMS content (`#setup`). */
export function fragmentTarget(fragment: string): HTMLElement | null {
  let id = fragment;
  try {
    id = decodeURIComponent(fragment);
  } catch {
    // a malformed escape: look the fragment up as written
  }
  return document.getElementById(id) ?? document.getElementById(`${USER_CONTENT_PREFIX}${id}`);
}
