import { Field, useField, useForm } from 'react-final-form';
import { useT, type MessageKey, type Translate } from '../i18n';
import JsonField from './JsonField';
import { shownError } from './field-errors';
import HtmlField from './rich-text/HtmlField';
import MediaPicker from './media/MediaPicker';
import { emptyValue, type FieldSpec, type ObjectSpec } from './schema-spec';
import styles from './Editor.module.css';
import mediaStyles from './media/Media.module.css';

const fieldId = (name: string) => `f-${name.replace(/[^\w-]/g, '-')}`;
/** 'ctaUrl' -> 'Cta url': a readable label from a schema key when the schema carries no label of its own. */
export const humanise = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A field's label in the editor's language (i18n/strings/module-fields.ts); a name not in the table reads as words. */
export function fieldLabel(t: Translate, key: string): string {
  const message = `moduleFields.${key}`;
  const text = t(message as MessageKey);
  return text === message ? humanise(key) : text;
}

function ErrorText({ id, error }: { id: string; error: string }) {
  return error ? <p id={`${id}-error`} className={styles.error}>{error}</p> : null;
}

/** One input for a scalar spec (string, number, boolean, enum), labelled and with its validation message. */
function ScalarField({ name, label, spec }: { name: string; label: string; spec: FieldSpec }) {
  const t = useT();
  const id = fieldId(name);
  // Required text keeps '' (final-form would turn it into undefined); optional text left empty is removed.
  const parse = spec.kind === 'number' ? (v: string) => (v === '' ? undefined : Number(v)) : spec.optional ? undefined : (v: unknown) => v;
  return (
    <Field name={name} type={spec.kind === 'boolean' ? 'checkbox' : undefined} parse={parse as never}>
      {({ input, meta }) => {
        const error = shownError(meta, t);
        const common = { id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined };
        const text = label + (spec.optional ? '' : ' *');
        if (spec.kind === 'boolean') {
          return (
            <div className={styles.checkField}>
              <input {...input} {...common} type="checkbox" />
              <label htmlFor={id}>{label}</label>
              <ErrorText id={id} error={error} />
            </div>
          );
        }
        return (
          <div className={styles.field}>
            <label htmlFor={id}>{text}</label>
            {spec.kind === 'enum' ? (
              <select {...input} {...common} value={input.value === undefined ? '' : String(input.value)}
                onChange={(e) => input.onChange(e.target.value === '' ? undefined : spec.options.find((o) => String(o) === e.target.value))}>
                {spec.optional ? <option value="">{t('editor.field.none')}</option> : null}
                {/* An optional choice that allows '' (e.g. a link type) shows it once, as the '(none)' option. */}
                {spec.options.filter((o) => !(spec.optional && o === '')).map((o) => <option key={String(o)} value={String(o)}>{String(o)}</option>)}
              </select>
            ) : spec.kind === 'string' && spec.multiline ? (
              <textarea {...input} {...common} rows={6} className={styles.code} />
            ) : spec.kind === 'string' && spec.media ? (
              // An image or file field: a typed address still works; the library is one click away.
              <div className={mediaStyles.pickRow}>
                <input {...input} {...common} type="text" />
                <MediaPicker kind={spec.media} onPick={(url) => input.onChange(url)} />
              </div>
            ) : (
              <input {...input} {...common} type={spec.kind === 'number' ? 'number' : 'text'} step={spec.kind === 'number' && !spec.integer ? 'any' : undefined} />
            )}
            <ErrorText id={id} error={error} />
          </div>
        );
      }}
    </Field>
  );
}

/** A list of objects: each item's fields in its own group, with add and remove. */
export function ListField({ name, label, item }: { name: string; label: string; item: ObjectSpec }) {
  const t = useT();
  const form = useForm();
  const { input } = useField<unknown[]>(name, { subscription: { value: true } });
  const items = Array.isArray(input.value) ? input.value : [];
  return (
    <fieldset className={styles.group}>
      <legend>{label}</legend>
      {items.map((_, index) => (
        <fieldset key={index} className={styles.group}>
          <legend>{t('editor.field.item', { n: index + 1 })}</legend>
          <ObjectFields name={`${name}[${index}]`} spec={item} />
          <button type="button" onClick={() => form.change(name, items.filter((__, i) => i !== index))}>
            {t('editor.field.removeItem', { n: index + 1 })}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => form.change(name, [...items, emptyValue(item)])}>
        {t('editor.field.addItem', { name: label })}
      </button>
    </fieldset>
  );
}

/** The fields of an object spec; `skip` leaves out keys another control owns (a module's visible flag). */
export function ObjectFields({ name, spec, skip = [] }: { name: string; spec: ObjectSpec; skip?: string[] }) {
  const t = useT();
  return (
    <>
      {spec.fields
        .filter((f) => !skip.includes(f.name))
        .map(({ name: key, spec: child }) => {
          const path = `${name}.${key}`;
          const label = fieldLabel(t, key);
          switch (child.kind) {
            case 'object':
              return (
                <fieldset key={key} className={styles.group}>
                  <legend>{label}</legend>
                  <ObjectFields name={path} spec={child} />
                </fieldset>
              );
            case 'list':
              return <ListField key={key} name={path} label={label} item={child.item} />;
            case 'json':
              return <JsonField key={key} name={path} label={t('editor.field.json', { name: label })} />;
            case 'html':
              return <HtmlField key={key} name={path} label={label} id={fieldId(path)} optional={child.optional} />;
            default:
              return <ScalarField key={key} name={path} label={label} spec={child} />;
          }
        })}
    </>
  );
}
