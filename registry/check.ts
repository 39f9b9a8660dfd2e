import { validate } from 'superstruct';
import { moduleDeclaration, type ModuleDeclaration } from './index';
import type { SkipReason } from './types';

export type Checked = { declaration: ModuleDeclaration; details: unknown } | { skipped: SkipReason | 'hidden' };

/**
 * The registry's parse-hide-validate steps for one stored module (page modules and home placements alike): its type
 * must be registered, its details parse (JSON text or an object), not be visible: false, and pass its schema (coerced).
 */
export function checkModule(type: string, details: unknown): Checked {
  const declaration = moduleDeclaration(type);
  if (!declaration) return { skipped: { kind: 'unknownType' } };
  let parsed: unknown;
  try {
    parsed = typeof details === 'string' ? JSON.parse(details) : details;
  } catch {
    return { skipped: { kind: 'invalidJson' } };
  }
  if (parsed && typeof parsed === 'object' && (parsed as { visible?: unknown }).visible === false) return { skipped: 'hidden' };
  const [error, valid] = validate(parsed, declaration.schema, { coerce: true });
  if (error) return { skipped: { kind: 'invalidField', field: error.path.join('.') || 'root', message: error.failures()[0]?.message ?? error.message } };
  return { declaration, details: valid };
}

/** The log wording of a skip reason. */
export function describeSkip(reason: SkipReason | 'hidden'): string {
  if (reason === 'hidden') return 'hidden';
  switch (reason.kind) {
    case 'unknownType':
      return 'unknown module type';
    case 'invalidJson':
      return 'details are not valid JSON';
    case 'invalidField':
      return `details invalid at ${reason.field}: ${reason.message}`;
    case 'loaderFailed':
      return `loader failed: ${reason.message}`;
  }
}
