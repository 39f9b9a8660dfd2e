import rosetta from 'rosetta';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/locales';
import type { English, MessageKey } from './catalogues';

export type { MessageKey };

/*
 * The translator without React: the portal titles composed doc pages with it, the site's hooks (i18n/index.tsx) wrap
 * it. It imports only contract/locales and the string tables, so it counts as contract tier (.dependency-cruiser.cjs).
 */

/** One language's strings: the namespace objects of i18n/strings/<area>.ts. */
export type Messages = Record<string, unknown>;

const i18n = rosetta<Messages>();
// Every language on the server (the list is i18n/catalogues.ts). Next defines process.browser as true in browser
// bundles, which so leave the catalogues out: a page brings its own language's strings in its HTML
// (pages/_document.tsx), read on first use. tsx and jest leave it undefined and load them.
if (!process.browser) {
  const { catalogues } = require('./catalogues') as typeof import('./catalogues');
  for (const locale of LOCALES) {
    i18n.set(locale, Object.assign({}, ...catalogues.map((c) => c[locale])));
  }
}

/** Id of the JSON block holding the page's strings ({ locale, messages }), written by pages/_document.tsx. */
export const MESSAGES_ELEMENT_ID = '__I18N__';

let documentRead = false;
function readDocumentMessages() {
  if (documentRead || !process.browser) return;
  documentRead = true;
  const text = document.getElementById(MESSAGES_ELEMENT_ID)?.textContent;
  if (!text) return;
  const { locale, messages } = JSON.parse(text) as { locale: Locale; messages: Messages };
  i18n.set(locale, messages);
}

/** Whether this locale's strings are here (always on the server; in the browser, the language the page came with). */
export function hasMessages(locale: Locale): boolean {
  readDocumentMessages();
  return Boolean(i18n.table(locale));
}

const isTable = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** base with own laid over it, key by key; an empty own string keeps base's (the translator's English fallback). */
function fillIn(base: Messages, own: Messages): Messages {
  const out: Messages = { ...base };
  for (const [key, value] of Object.entries(own)) {
    out[key] = isTable(value) && isTable(base[key]) ? fillIn(base[key], value) : value || base[key];
  }
  return out;
}

/**
 * What a browser needs of one language, for the page's HTML: its strings with English already filled in where it
 * has none, less the namespaces left out (the editor's strings stay off site pages). Server side only.
 */
export function messagesFor(locale: Locale, leaveOut: Array<keyof English> = []): Messages {
  const messages = fillIn(i18n.table(DEFAULT_LOCALE) ?? {}, i18n.table(locale) ?? {});
  for (const namespace of leaveOut) delete messages[namespace];
  return messages;
}

/** Translates a key of the English table (a wrong key fails typecheck; see i18n/keys.ts). */
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Strings without parameters already looked up, per locale: they depend on the language alone and never change. */
const looked = new Map<Locale, Map<string, string>>();

/** A translator for a locale; a key missing in that locale falls back to English, then to the key itself. */
export function translator(locale: Locale): Translate {
  readDocumentMessages();
  let known = looked.get(locale);
  if (!known) looked.set(locale, (known = new Map()));
  return (key, params) => {
    const hit = params ? undefined : known.get(key);
    if (hit !== undefined) return hit;
    const value = i18n.t(key, params, locale) || i18n.t(key, params, DEFAULT_LOCALE) || key;
    if (!params) known.set(key, value);
    return value;
  };
}
