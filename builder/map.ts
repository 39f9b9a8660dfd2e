import { moduleSchema } from '../contract/modules';
import type { ModuleView } from '../api-client';
import { optionsToDetails } from './inputs';
import { offeredInBuilder } from './offered';

/** A block of Builder content as stored (only what we read; everything is checked, nothing trusted). */
type Block = { id?: unknown; layerName?: unknown; component?: { name?: unknown; options?: unknown }; children?: unknown };

/** Builder's layout blocks: their own markup is dropped and the blocks inside them render in order. */
const LAYOUT = new Set(['Columns', 'Core:Section', 'Section', 'Box', 'Fragment', 'Core:Fragment', 'Slot']);
/** Builder's HTML blocks and the option holding their HTML: rendered as our rich text, whose loader sanitises it. */
const HTML_BLOCKS: Record<string, string> = { Text: 'text', 'Custom Code': 'code', Embed: 'content', 'Raw:Html': 'html' };

const MAX_DEPTH = 12;
const MAX_MODULES = 100;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Builder's localized field values ({'@type': '@builder.io/core:LocalizedValue', 'ja-JP': …, Default: …}) resolved
 * for one Builder locale, anywhere in a block's options.
 */
export function resolveLocalized(value: unknown, builderLocale: string, depth = 0): unknown {
  if (depth > 20) return undefined;
  if (Array.isArray(value)) return value.map((v) => resolveLocalized(v, builderLocale, depth + 1));
  if (!isObject(value)) return value;
  if (value['@type'] === '@builder.io/core:LocalizedValue') {
    const picked = Object.prototype.hasOwnProperty.call(value, builderLocale) ? value[builderLocale] : value.Default;
    return resolveLocalized(picked, builderLocale, depth + 1);
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveLocalized(v, builderLocale, depth + 1)]));
}

export interface MappedBlocks {
  modules: ModuleView[];
  skipped: Array<{ id: string; component: string; reason: string }>;
}

/**
 * Builder blocks → our module list, in reading order. Blocks naming a module type become that module (its options are
 * its details, checked later against the type's schema like any portal module); HTML blocks become rich text; layout
 * blocks are flattened; any other component is skipped like an unknown module type. A block that cannot be read is
 * skipped alone.
 */
export function mapBuilderBlocks(blocks: unknown, builderLocale: string): MappedBlocks {
  const out: MappedBlocks = { modules: [], skipped: [] };
  const walk = (list: unknown, depth: number) => {
    if (!Array.isArray(list) || depth > MAX_DEPTH) return;
    for (const block of list) {
      if (out.modules.length >= MAX_MODULES) return;
      try {
        visit(block as Block, depth);
      } catch (error) {
        out.skipped.push({ id: '', component: '', reason: `unreadable block: ${(error as Error).message}` });
      }
    }
  };
  const visit = (block: Block, depth: number) => {
    if (!isObject(block)) return;
    const id = typeof block.id === 'string' ? block.id.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 80) : '';
    const moduleId = id || `builder-${out.modules.length + out.skipped.length}`;
    const name = typeof block.component?.name === 'string' ? block.component.name : '';
    const options = isObject(block.component?.options) ? (resolveLocalized(block.component.options, builderLocale) as Record<string, unknown>) : {};
    const layerName = typeof block.layerName === 'string' ? block.layerName.slice(0, 200) : '';
    if (!name || LAYOUT.has(name)) {
      if (name === 'Columns' && Array.isArray(options.columns)) for (const column of options.columns) walk(isObject(column) ? column.blocks : null, depth + 1);
      walk(block.children, depth + 1);
      return;
    }
    if (Object.prototype.hasOwnProperty.call(HTML_BLOCKS, name)) {
      const html = options[HTML_BLOCKS[name]];
      if (typeof html === 'string') out.modules.push({ id: moduleId, name: layerName, type: 'richText', details: JSON.stringify({ html }) });
      return;
    }
    const schema = offeredInBuilder(name) ? moduleSchema(name) : undefined;
    if (!schema) {
      out.skipped.push({ id: moduleId, component: name.slice(0, 80), reason: 'unknown component' });
      return;
    }
    const details = optionsToDetails(schema, options);
    const title = isObject(details) && typeof details.title === 'string' ? details.title : '';
    out.modules.push({ id: moduleId, name: layerName || title, type: name, details: JSON.stringify(details ?? null) });
  };
  walk(blocks, 0);
  return out;
}
