import { setIn, type FieldState } from 'final-form';
import { validate, type Struct, type StructError } from 'superstruct';
import { ApiFailure } from '../api-client';
import type { Translate } from '../i18n';

/** A superstruct failure as the message an editor reads next to the field. */
function message(failure: ReturnType<StructError['failures']>[number], t: Translate): string {
  if (failure.value === undefined) return t('editor.field.required');
  if (failure.refinement === 'size') return t('editor.field.outOfRange');
  if (failure.refinement) return t('editor.field.format');
  return t('editor.field.invalid');
}

/**
 * Validates `value` against the module's schema and files each failure under `prefix` + its path, in
 * final-form's error shape, so the message shows next to the generated field it belongs to.
 */
export function schemaErrors(errors: object, prefix: string, value: unknown, schema: Struct<any, any>, t: Translate): object {
  const [error] = validate(value, schema, { coerce: true });
  if (!error) return errors;
  let result = errors;
  for (const failure of error.failures()) {
    const path = failure.path.length ? `${prefix}.${failure.path.join('.')}` : prefix;
    result = setIn(result, path, message(failure, t));
  }
  return result;
}

/**
 * What a field shows: its validation message once touched or after a submit attempt, else the API's refusal of the
 * last save (until the field is edited again). Failures filed inside a JSON field's value show as one message.
 */
export function shownError(meta: Pick<FieldState<unknown>, 'error' | 'touched' | 'submitFailed' | 'submitError' | 'dirtySinceLastSubmit'>, t: Translate): string {
  const error = meta.error && (meta.touched || meta.submitFailed) ? meta.error : meta.dirtySinceLastSubmit ? undefined : meta.submitError;
  if (!error) return '';
  return typeof error === 'string' ? error : t('editor.field.invalid');
}

/**
 * The API's 400 for one field (its data.field) as final-form submission errors, filed where the form edits it: `from`
 * is the API's path of what the form holds at `to` (data.moduleViewList -> modules), so the message shows at its field.
 */
export function refusalErrors(error: unknown, from: string, to: string): object | undefined {
  if (!(error instanceof ApiFailure) || error.status !== 400 || !error.field) return undefined;
  const { field, serverMessage } = error;
  if (field !== from && !field.startsWith(`${from}.`)) return undefined;
  return setIn({}, to + field.slice(from.length), serverMessage.startsWith(`${field}: `) ? serverMessage.slice(field.length + 2) : serverMessage);
}
