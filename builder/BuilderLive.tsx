import { Builder, BuilderComponent, builder } from '@builder.io/react';
import { createContext, useContext, useMemo, type ComponentType } from 'react';
import { validate } from 'superstruct';
import { registry } from '../registry';
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

function moduleBlock(type: string): ComponentType<BlockProps> {
  const { schema, component: Module } = registry[type];
  function BuilderModule(props: BlockProps) {
    const data = useContext(ServerData);
    const id = String(props.builderBlock?.id ?? type);
    const [error, details] = validate(optionsToDetails(schema, props), schema, { coerce: true });
    if (error) return null;
    return (
      <ModuleBoundary id={id} type={type}>
        <Module id={id} name="" details={withSafeHtml(details)} data={data[id] ?? null} />
      </ModuleBoundary>
    );
  }
  BuilderModule.displayName = `Builder(${type})`;
  return BuilderModule;
}

/** Builder's HTML blocks render through our rich text module, sanitised, as they do on the server. */
function HtmlBlock(props: BlockProps) {
  const html = [props.text, props.code, props.content].find((v): v is string => typeof v === 'string') ?? '';
  const RichText = registry.richText.component;
  return <RichText id={String(props.builderBlock?.id ?? 'html')} name="" details={{ html: sanitizeHtml(html) }} data={null} />;
}

let registered = false;
function registerModules() {
  if (registered) return;
  registered = true;
  for (const spec of builderComponentSpecs(registry)) Builder.registerComponent(moduleBlock(spec.name), spec);
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
