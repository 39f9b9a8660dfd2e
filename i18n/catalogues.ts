import type { Locale } from '../contract/locales';
import errors from './strings/errors';
import shell from './strings/shell';
import modules from './strings/modules';
import forms from './strings/forms';
import docs from './strings/docs';
import editor from './strings/editor';

export type Catalogue = Record<Locale, Record<string, unknown>>;

/**
 * Every area's strings; an area adds its file in strings/ and one line here. Loaded on the server (and in tests)
 * only: the browser gets one language's strings from the page's HTML (see i18n/index.tsx).
 */
export const catalogues: Catalogue[] = [errors, shell, modules, forms, docs, editor];
