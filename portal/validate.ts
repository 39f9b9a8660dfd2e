import { type Struct, StructError, validate } from 'superstruct';
import { ApiError } from './http';

/** Validates a request body against a superstruct schema; the first failure becomes a 400 naming its field. */
export function assertBody<T, S>(schema: Struct<T, S>, body: unknown): T {
  const [error, value] = validate(body, schema, { coerce: true });
  if (error) throw toApiError(error);
  return value as T;
}

export function toApiError(error: StructError): ApiError {
  const failure = error.failures()[0] ?? error;
  const field = failure.path.length ? failure.path.join('.') : 'body';
  const message = failure.refinement ? `fails ${failure.refinement}` : failure.value === undefined ? 'is required' : `expected ${failure.type}`;
  return ApiError.badInput(field, message);
}
