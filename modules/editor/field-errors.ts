import { setIn } from 'final-form';
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
