import type { ApiClient } from '../api-client';
import type { Locale } from '../contract/locales';
import type { Interactivity } from '../contract/module-declaration';

/** Props every module component receives: its parsed, validated details and what its loader fetched. */
export interface ModuleProps<Details, Data = undefined> {
  id: string;
  name: string;
  details: Details;
  data: Data;
}

/** Server-side work a module needs before render (fetch lists, sanitise HTML). Never shipped to the browser. */
export interface LoaderContext {
  api: ApiClient;
  locale: Locale;
  query: Record<string, string | undefined>;
  preview: boolean;
  userAgent: string;
}
/** interactive: this instance's own, narrower than its type's (e.g. false where there is nothing to respond with). */
export type ModuleLoader<Details = any, Data = any> = (details: Details, ctx: LoaderContext) => Promise<{ details?: Details; data?: Data; interactive?: Interactivity }>;

/** Why a module was left out of a page; shown to staff in preview (registry/SkippedModule.tsx), never to visitors. */
export type SkipReason =
  | { kind: 'unknownType' }
  | { kind: 'invalidJson' }
  | { kind: 'invalidField'; field: string; message: string }
  | { kind: 'loaderFailed'; message: string };

/**
 * A module ready to render, as passed from getServerSideProps to the page: what the browser needs to render it
 * without the registry (its folder's view.ts is the component; interactive says when to hydrate it).
 */
export interface RenderableModule {
  id: string;
  name: string;
  type: string;
  folder: string;
  interactive: Interactivity;
  /** Rendered anew for every request (contract/module-declaration.ts); absent for the rest. */
  perRequestHtml?: true;
  details: unknown;
  data: unknown;
  /** Only in preview: the module was skipped, and this placeholder says why. */
  skipped?: SkipReason;
}
