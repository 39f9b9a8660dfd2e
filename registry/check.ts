import { validate } from 'superstruct';
import { Lru } from '../contract/lru';
import { moduleDeclaration, type ModuleDeclaration } from './index';
import type { SkipReason } from './types';

export type Checked = { declaration: ModuleDeclaration; details: unknown } | { skipped: SkipReason | 'hidden' };

/**
 * The registry's parse-hide-validate steps for one stored module (page modules and home placements alike): its type
 * must be registered, its details parse (JSON text or an object), not be visible: false, and pass its schema (coerced).
 */
export function checkModule(type: string, details: unknown): Checked {
  if (typeof details !== 'string') return check(type, details);
  const key = `${type}\u0000${details}`;
  let result = checked.get(key);
  if (!result) checked.set(key, (result = check(type, details)), 4 * key.length);
  // Each caller gets its own copy of the details: a loader that adjusts them cannot change the next render's.
  return 'details' in result ? { declaration: result.declaration, details: structuredClone(result.details) } : result;
}

/**
 * Checking is a pure function of the type and the stored text (schemas have no state: no time, configuration or
 * randomness), so verdicts are kept by that text (as the key itself): a render still reads each module from the store,
 * and an edited module is a new key. Parsing and validating every module's details (coerced) was most of a
 * millisecond of CPU on each home render. Bounded: a few thousand modules, a few MB (two bytes a character, key and
 * details alike, roughly). A skip verdict is handed out as kept: its callers only read it.
 */
const checked = new Lru<Checked>(4000, 16 * 1024 * 1024);

function check(type: string, details: unknown): Checked {
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
