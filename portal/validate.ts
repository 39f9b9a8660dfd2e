import { type Failure, integer, max, min, type Struct, StructError, validate } from 'superstruct';
import { ApiError } from './http';
import { HTML_TYPE } from '../contract/html-field';
import { MEDIA_TYPES } from '../contract/fields';

type Path = Array<string | number>;

/** The largest value of the store's integer columns: a larger number in input is a 400, not a database error. */
export const INT32_MAX = 2 ** 31 - 1;
/** A whole number from `floor` to INT32_MAX. */
export const storedInt = (floor: number) => max(min(integer(), floor), INT32_MAX);

/** Validates a request body against a superstruct schema; the first failure becomes a 400 naming its field. */
export function assertBody<T, S>(schema: Struct<T, S>, body: unknown): T {
  return assertPart(schema, body, []);
}

/**
 * Validates one part of a body (at `at`, e.g. ['data', 'moduleViewList', 2, 'details']) like assertBody: the field
 * named is the full path from the body, and `about` says in words what failed (which module, of which type).
 */
export function assertPart<T, S>(schema: Struct<T, S>, value: unknown, at: Path, about = ''): T {
  const [error, valid] = validate(value, schema, { coerce: true });
  if (error) throw toApiError(error, at, about);
  return valid as T;
}

export function toApiError(error: StructError, at: Path = [], about = ''): ApiError {
  const failure = error.failures()[0] ?? error;
  const path = [...at, ...failure.path];
  const field = path.length ? path.join('.') : 'body';
  return ApiError.badInput(field, about ? `${explain(failure)} (${about})` : explain(failure));
}

/** A failure in words, without echoing long input back. */
function explain(failure: Failure): string {
  if (failure.value === undefined) return 'is required';
  if (failure.type === 'never') return 'is not an allowed field here';
  // Refinements (length, pattern, range) and choices say what they expected; superstruct's own text says it best.
  if (failure.refinement || failure.type === 'enums' || failure.type === 'literal') return clip(failure.message);
  // An HTML field is a string to whoever sends it; its own type only tells the editor how to show it.
  return `expected ${failure.type === HTML_TYPE || (Object.values(MEDIA_TYPES) as string[]).includes(failure.type) ? 'string' : failure.type}`;
}

const clip = (text: string, max = 240) => (text.length > max ? `${text.slice(0, max)}…` : text);
