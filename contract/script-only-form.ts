/**
 * A form that says neither where nor how it is sent (no action, no method) is sent by its scripts alone: sent as plain
 * HTML it would load the same page with what was typed in its address. The page's script loader holds such a
 * submission until the page has hydrated (contract/page-scripts-loader.ts); an island whose code never arrived does not press
 * its submit button (ui/island/island.tsx).
 */
export const SCRIPT_ONLY_FORM = 'form:not([action]):not([method])';

/** What a form's submit button matches (a button's type is submit unless it says otherwise). */
export const SUBMIT_BUTTON = 'button:not([type]),[type=submit]';

/** A submit button of a script-only form. */
export const SCRIPT_ONLY_FORM_SUBMIT = `${SCRIPT_ONLY_FORM} :is(${SUBMIT_BUTTON})`;
