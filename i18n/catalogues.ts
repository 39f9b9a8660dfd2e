import type { Locale } from '../contract/locales';
import type { KeyPaths } from './keys';
import errors from './strings/errors';
import shell from './strings/shell';
import modules from './strings/modules';
import forms from './strings/forms';
import docs from './strings/docs';
import editor from './strings/editor';
import richText from './strings/rich-text';
import editorNews from './strings/editor-news';
import arrange from './strings/arrange';
import livePreview from './strings/live-preview';
import editorDrafts from './strings/editor-drafts';
import editorDocs from './strings/editor-docs';
import calendar from './strings/calendar';
import media from './strings/media';
import translation from './strings/translation';
import docsPublishing from './strings/docs-publishing';
import moduleFields from './strings/module-fields';

export type Catalogue = Record<Locale, Record<string, unknown>>;

/**
 * Every area's strings; an area adds its file in strings/ and one line here. Loaded on the server (and in tests)
 * only: the browser gets one language's strings from the page's HTML (see i18n/translate.ts).
 */
export const catalogues = [errors, shell, modules, forms, docs, editor, richText, editorNews, arrange, livePreview, editorDrafts, editorDocs, calendar, media, translation, docsPublishing, moduleFields] as const satisfies readonly Catalogue[];

/** Areas only staff screens show (with the module types' picker strings): site pages leave them out of their HTML. */
const staffOnly: readonly Catalogue[] = [editor, richText, editorNews, arrange, livePreview, editorDrafts, editorDocs, calendar, media, translation, docsPublishing, moduleFields];
export const STAFF_ONLY_NAMESPACES = [...staffOnly.flatMap((area) => Object.keys(area.en)), 'moduleTypes'] as Array<keyof English>;

/** All English strings, namespace by namespace: the shape every language and every key is checked against. */
export type English = AllOf<(typeof catalogues)[number]['en']>;
type AllOf<U> = (U extends unknown ? (area: U) => void : never) extends (all: infer I) => void ? I : never;

/** A translation key: 'shell.search', 'modules.list.page', … */
export type MessageKey = KeyPaths<English>;
