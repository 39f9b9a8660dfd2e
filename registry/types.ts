import type { ComponentType } from 'react';
import type { Struct } from 'superstruct';
import type { ApiClient } from '../api-client';
import type { Locale } from '../contract/locales';
import type { ModuleType } from './schemas';

/** Props every module component receives: its parsed, validated details and what its loader fetched. */
export interface ModuleProps<Details, Data = undefined> {
  id: string;
  name: string;
  details: Details;
  data: Data;
}

/** What a module's index.ts declares: its type, the editor's label for it and the component that renders it. */
export interface ModuleComponent<Details = any, Data = any> {
  type: ModuleType;
  /** Shown in the editor's module picker. */
  label: string;
  component: ComponentType<ModuleProps<Details, Data>>;
}

/** A registered module type: its component joined with the schema of its details from registry/schemas.ts. */
export interface ModuleDefinition<Details = any, Data = any> extends ModuleComponent<Details, Data> {
  schema: Struct<Details, any>;
}

/** Server-side work a module needs before render (fetch lists, sanitise HTML). Never shipped to the browser. */
export interface LoaderContext {
  api: ApiClient;
  locale: Locale;
  query: Record<string, string | undefined>;
  preview: boolean;
  userAgent: string;
}
export type ModuleLoader<Details = any, Data = any> = (details: Details, ctx: LoaderContext) => Promise<{ details?: Details; data?: Data }>;

/** A module ready to render, as passed from getServerSideProps to the page. */
export interface RenderableModule {
  id: string;
  name: string;
  type: string;
  details: unknown;
  data: unknown;
}
