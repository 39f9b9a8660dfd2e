import type { Struct } from 'superstruct';

/**
 * Whether a module responds to the visitor in the browser, and from when. A static module (false) keeps the server's
 * HTML for good and ships no code. An interactive one keeps it too until its code is needed, then hydrates in place:
 * - 'when-used': on the visitor's first hover, press, focus or key in it (forms, filters, tabs, menus, players);
 * - 'when-visible': as it comes into view, for modules that act on their own (a carousel that turns, a countdown
 *   that ticks, content fetched after the page).
 * A module's loader may narrow it for one instance (a banner with one slide has nothing to turn).
 */
export type Interactivity = false | 'when-used' | 'when-visible';

const EAGERNESS: Interactivity[] = [false, 'when-used', 'when-visible'];
const rank = (value: Interactivity) => EAGERNESS.indexOf(value);

/** An instance's own interactivity, held to its type's: a loader may narrow it, never widen it. */
export const narrowed = (declared: Interactivity, own: Interactivity | undefined): Interactivity =>
  own === undefined || rank(own) > rank(declared) ? declared : own;

/** The most eager of several, false for none (a block holding modules hydrates as its most eager one needs). */
export const mostEager = (values: Interactivity[]): Interactivity => values.reduce<Interactivity>((most, value) => (rank(value) > rank(most) ? value : most), false);

/**
 * What a module type's modules/<folder>/index.ts declares. Server-safe (no React, no component code): the portal's
 * checks and the editor import declarations, while the browser's page renderer never does, so schemas stay out of
 * site pages. The label and description shown to staff are i18n/strings/modules.ts `modules.types.<type>`.
 */
export interface ModuleDeclaration<Type extends string = string, Details = any> {
  type: Type;
  /** The module's folder under modules/: its view.ts default-exports the component, loaded lazily in its own chunk. */
  folder: string;
  /** When the browser loads and hydrates the module's code (see Interactivity). */
  interactive: Interactivity;
  /**
   * A tiny schematic for the editor's picker: rows from top to bottom, each a string of blocks sharing the row's width.
   * H heading, t text line, B button, I image, C card, o dot or icon, N big figure, F form field, V video, M map.
   * Without one the picker draws a heading and a line per field of the schema.
   */
  sketch?: readonly string[];
  /** Its details, as the editor form, the portal API (on save and publish) and the renderer check them. */
  schema: Struct<Details, any>;
  /**
   * True when the server should render the module anew for every request instead of reusing an earlier render's HTML
   * for the same props (ui/island/register.server.ts): its HTML follows the clock, or its data is what a visitor asked
   * for (a search), which would only fill the kept HTML with renders no one asks for again.
   */
  perRequestHtml?: true;
  /** The name of the loader exported by the folder's load.server.ts, when the module needs server work before render. */
  loader?: `load${string}`;
}

/** Declares a module type (see README "Adding a module type"); the literal `type` becomes part of ModuleType. */
export function defineModule<const Type extends string, Details>(declaration: ModuleDeclaration<Type, Details>): ModuleDeclaration<Type, Details> {
  return declaration;
}
