/** Query parameters that follow the visitor from page to page: rsr, bd_vid, and the pair ispreview plus pretoken. */
const SINGLE = ['rsr', 'bd_vid'] as const;
const PREVIEW_PAIR = ['ispreview', 'pretoken'] as const;

/** The parameters of `currentSearch` that must be carried: rsr and bd_vid each, ispreview+pretoken only together. */
export function carriedParams(currentSearch: string): Array<[string, string]> {
  const current = new URLSearchParams(currentSearch);
  const carried: Array<[string, string]> = [];
  for (const key of SINGLE) {
    const value = current.get(key);
    if (value) carried.push([key, value]);
  }
  const [flag, token] = PREVIEW_PAIR.map((key) => current.get(key));
  if (flag && token) carried.push(['ispreview', flag], ['pretoken', token]);
  return carried;
}

/** `nextUrl` with the carried parameters added where it does not already set them; other sites' urls are left alone. */
export function carryQuery(nextUrl: string, currentSearch: string): string {
  const carried = carriedParams(currentSearch);
  if (!carried.length || !nextUrl.startsWith('/') || nextUrl.startsWith('//')) return nextUrl;
  const url = new URL(nextUrl, 'http://site.local');
  for (const [key, value] of carried) if (!url.searchParams.has(key)) url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
