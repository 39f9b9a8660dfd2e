import { Builder, BuilderComponent, builder } from '@builder.io/react';
import { createContext, useContext, useMemo, type ComponentType } from 'react';
import { en as typeStrings } from '../i18n/strings/module-types';
import { validate } from 'superstruct';
import { registry, type ModuleType } from '../registry';
import { ModuleView } from '../registry/ModuleView';
import { ModuleBoundary } from '../registry/RenderModules';
import { sanitizeHtml } from '../contract/sanitize';
import type { RenderableModule } from '../registry/types';
import { optionsToDetails } from './inputs';
import type { BuilderEditing } from './editing';
import { builderComponentSpecs } from './offered';

/**
 * Loaded only on Builder's editing and preview requests (next/dynamic in pages/builder-editing): Builder's SDK renders
 * the content the editor sends as the editor types, with our modules registered as its components. Modules whose data comes from
 * a server loader show what the server loaded for that block, or render without it until the page is reloaded.
 */
const ServerData = createContext<Record<string, unknown>>({});

type BlockProps = Record<string, unknown> & { builderBlock?: { id?: string } };

/** HTML fields are sanitised in the browser too: the editor's content never reaches the page unsanitised. */
function withSafeHtml(details: unknown): unknown {
  if (!details || typeof details !== 'object' || typeof (details as { html?: unknown }).html !== 'string') return details;
  return { ...details, html: sanitizeHtml((details as { html: string }).html) };
}

function moduleBlock(type: ModuleType): ComponentType<BlockProps> {
  const { schema, folder, interactive } = registry[type];
  function BuilderModule(props: BlockProps) {
    const data = useContext(ServerData);
    const id = String(props.builderBlock?.id ?? type);
    const [error, details] = validate(optionsToDetails(schema, props), schema, { coerce: true });
    if (error) return null;
    return (
      <ModuleBoundary id={id} type={type}>
        <ModuleView module={{ id, name: '', type, folder, interactive, details: withSafeHtml(details), data: data[id] ?? null }} />
      </ModuleBoundary>
    );
  }
  BuilderModule.displayName = `Builder(${type})`;
  return BuilderModule;
}

/** Builder's HTML blocks render through our rich text module, sanitised, as they do on the server. */
function HtmlBlock(props: BlockProps) {
  const html = [props.text, props.code, props.content].find((v): v is string => typeof v === 'string') ?? '';
  const { type, folder } = registry.richText;
  const module: RenderableModule = { id: String(props.builderBlock?.id ?? 'html'), name: '', type, folder, interactive: false, details: { html: sanitizeHtml(html) }, data: null };
  return <ModuleView module={module} />;
}

let registered = false;
function registerModules() {
  if (registered) return;
  registered = true;
  // Builder's editor is in English; site pages do not carry the editor's strings, so the table is read directly.
  const label = (type: string) => typeStrings[type as ModuleType].label;
  for (const spec of builderComponentSpecs(registry, label)) Builder.registerComponent(moduleBlock(spec.name as ModuleType), spec);
  Builder.registerComponent(HtmlBlock, { name: 'Text', override: true, inputs: [{ name: 'text', type: 'richText' }] });
  Builder.registerComponent(HtmlBlock, { name: 'Custom Code', override: true, inputs: [{ name: 'code', type: 'longText' }] });
  Builder.registerComponent(HtmlBlock, { name: 'Embed', override: true, inputs: [{ name: 'content', type: 'longText' }] });
}

export default function BuilderLive({ editing, modules }: { editing: BuilderEditing; modules: RenderableModule[] }) {
  registerModules();
  useMemo(() => {
    // No impressions or tracking pixel: the editor's iframe is the only place this code runs.
    builder.init(editing.apiKey, false);
  }, [editing.apiKey]);
  const data = useMemo(() => Object.fromEntries(modules.map((m) => [m.id, m.data])), [modules]);
  return (
    <ServerData.Provider value={data}>
      <BuilderComponent
        model="page"
        locale={editing.locale}
        content={(editing.content ?? undefined) as never}
        options={{ userAttributes: { urlPath: editing.urlPath, locale: editing.locale } }}
      />
    </ServerData.Provider>
  );
}
