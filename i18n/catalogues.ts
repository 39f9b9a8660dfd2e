import type { Locale } from '../contract/locales';
import type { KeyPaths } from './keys';
import errors from './strings/errors';
import shell from './strings/shell';
import modules from './strings/modules';
import forms from './strings/forms';
import docs from './strings/docs';
import editor from './strings/editor';
import editorDocs from './strings/editor-docs';

export type Catalogue = Record<Locale, Record<string, unknown>>;

/**
 * Every area's strings; an area adds its file in strings/ and one line here. Loaded on the server (and in tests)
 * only: the browser gets one language's strings from the page's HTML (see i18n/translate.ts).
 */
export const catalogues = [errors, shell, modules, forms, docs, editor, editorDocs] as const satisfies readonly Catalogue[];

/** All English strings, namespace by namespace: the shape every language and every key is checked against. */
export type English = AllOf<(typeof catalogues)[number]['en']>;
type AllOf<U> = (U extends unknown ? (area: U) => void : never) extends (all: infer I) => void ? I : never;

/** A translation key: 'shell.search', 'modules.list.page', … */
export type MessageKey = KeyPaths<English>;
