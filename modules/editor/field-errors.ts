import { setIn, type FieldState } from 'final-form';
import { validate, type Struct, type StructError } from 'superstruct';
import type { Translate } from '../../i18n';

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

/** The API's 400 for a field under `prefix` (e.g. data.0.url) as final-form submission errors, so it shows at that field. */
export function submitErrors(field: string | undefined, message: string, prefix: string): object | undefined {
  if (!field || (field !== prefix && !field.startsWith(`${prefix}.`))) return undefined;
  return setIn({}, field, message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message);
}
