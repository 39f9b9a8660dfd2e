/**
 * A form that says neither where nor how it is sent (no action, no method) is sent by its scripts alone: sent as plain
 * HTML it would load the same page with what was typed in its address. The page's script loader holds such a
 * submission until the page has hydrated (contract/page-scripts-loader.ts); an island whose code never arrived does
 * not replay a press that would send it (ui/island/island.tsx).
 */
export const SCRIPT_ONLY_FORM = 'form:not([action]):not([method])';

/** The button the page-script loader presses to send a held form whose submission named none: the usual ones. */
export const SUBMIT_BUTTON = 'button:not([type]),[type=submit]';
