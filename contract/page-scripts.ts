/** The id of the JSON block listing a page's scripts (pages/_document.tsx), read by the loader (page-scripts-loader.ts). */
export const PAGE_SCRIPTS_ELEMENT_ID = '__PAGE_SCRIPTS__';

/** Dispatched on document once the page has hydrated (pages/_app.tsx): the loader (page-scripts-loader.ts) then does what it held. */
export const PAGE_HYDRATED_EVENT = 'page-hydrated';

export function signalPageHydrated(): void {
  document.dispatchEvent(new Event(PAGE_HYDRATED_EVENT));
}
