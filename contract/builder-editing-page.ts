/** The page that renders Builder's editing and preview requests (pages/builder-editing.tsx, server/builder-editing.ts). */
export const BUILDER_EDITING_PAGE = '/builder-editing';
/** The URL such a request asked for, set by the server only (it drops the header from what browsers send). */
export const BUILDER_EDITING_URL_HEADER = 'x-builder-editing-url';
