import Link from 'next/link';
import useSWR from 'swr';
import { useEffect } from 'react';
import { Field, useField, useForm } from 'react-final-form';
import { getRegions, type Country, type DictOption } from '../../api-client/forms';
import { localePath, useLocale, useT } from '../../i18n';
import { useApi } from '../../ui/shared/useApi';
import { FIELDS, type FieldName, type FieldSpec } from '../../contract/form-fields';
import { controlProps, ErrorText, FieldRow, useFieldError } from './FieldRow';
import styles from './LeadForm.module.css';

interface Props {
  name: FieldName;
  /** Element id of the field's (first) control: the target of "focus the first invalid field". */
  id: string;
  required: boolean;
  options: Record<string, DictOption[]>;
  countries: Country[];
}

const INPUT_TYPE = { text: 'text', email: 'email', tel: 'tel', url: 'text' } as const;
const AUTOCOMPLETE: Partial<Record<FieldName, string>> = {
  firstName: 'given-name', lastName: 'family-name', company: 'organization', email: 'email', phone: 'tel',
  country: 'country-name', jobTitle: 'organization-title', website: 'url', businessAddress: 'street-address',
};

/** One form field, drawn by its kind (fields.ts): text, select, products tree, country/region, agreement. */
export default function LeadField({ name, id, required, options, countries }: Props) {
  const t = useT();
  const spec: FieldSpec = FIELDS[name];
  const error = useFieldError(name);
  const label = t(`forms.label.${name}`);
  const control = { ...controlProps(id, error, required), className: styles.input };

  switch (spec.kind) {
    case 'agreement':
      return <Agreement id={id} error={error} />;
    case 'products':
      return <Products id={id} label={label} required={required} error={error} options={options[spec.dict!] ?? []} />;
    case 'region':
      return <Region id={id} label={label} required={required} error={error} />;
    case 'textarea':
      return (
        <FieldRow id={id} label={label} required={required} error={error} wide>
          <Field name={name} render={({ input }) => <textarea {...input} {...control} rows={4} maxLength={spec.maxLength} />} />
        </FieldRow>
      );
    case 'select':
    case 'country': {
      const list = spec.kind === 'country' ? countries.map((c) => ({ code: c.name, name: c.name })) : (options[spec.dict!] ?? []);
      // Without a country list (API unreachable) the visitor types the country rather than being blocked.
      if (spec.kind === 'country' && list.length === 0) break;
      return (
        <FieldRow id={id} label={label} required={required} error={error}>
          <Field name={name} render={({ input }) => (
            <select {...input} {...control} autoComplete={AUTOCOMPLETE[name]}>
              <option value="">{t('forms.selectPlaceholder')}</option>
              {list.map((o) => <option key={o.code} value={o.code}>{o.name}</option>)}
            </select>
          )} />
        </FieldRow>
      );
    }
  }
  const type = spec.kind in INPUT_TYPE ? INPUT_TYPE[spec.kind as keyof typeof INPUT_TYPE] : 'text';
  return (
    <FieldRow id={id} label={label} required={required} error={error}>
      <Field name={name} render={({ input }) => <input {...input} {...control} type={type} autoComplete={AUTOCOMPLETE[name]} maxLength={spec.maxLength} />} />
    </FieldRow>
  );
}

function Agreement({ id, error }: { id: string; error?: string }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={`${styles.row} ${styles.wide}`}>
      <div className={styles.check}>
        <Field name="agreement" type="checkbox" render={({ input }) => <input {...input} {...controlProps(id, error, true)} />} />
        <label htmlFor={id}>
          <span className={styles.star} aria-hidden="true">* </span>
          {t('forms.label.agreement')} <Link href={localePath(locale, '/privacy-policy/')}>{t('forms.label.privacyPolicy')}</Link>
        </label>
      </div>
      <ErrorText id={id} error={error} />
    </div>
  );
}

/** Products of interest: each product family a group of its sub-options, any number ticked. */
function Products({ id, label, required, error, options }: { id: string; label: string; required: boolean; error?: string; options: DictOption[] }) {
  let first = true;
  return (
    <fieldset className={`${styles.row} ${styles.wide} ${styles.group}`} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>
        {required ? <span className={styles.star} aria-hidden="true">* </span> : null}
        {label}
      </legend>
      <div className={styles.products}>
        {options.map((family) => (
          <fieldset key={family.code} className={styles.family}>
            <legend>{family.name}</legend>
            {(family.children?.length ? family.children : [family]).map((option) => {
              const optionId = first ? id : `${id}-${option.code}`;
              first = false;
              return (
                <div key={option.code} className={styles.check}>
                  <Field name="products" type="checkbox" value={option.code} render={({ input }) => <input {...input} id={optionId} />} />
                  <label htmlFor={optionId}>{option.name}</label>
                </div>
              );
            })}
          </fieldset>
        ))}
      </div>
      <ErrorText id={id} error={error} />
    </fieldset>
  );
}

/** State/province of the chosen country (GET /get-region); shown only when the country has regions. */
function Region({ id, label, required, error }: { id: string; label: string; required: boolean; error?: string }) {
  const t = useT();
  const api = useApi();
  const form = useForm();
  const country = useField<string>('country', { subscription: { value: true } }).input.value;
  const { data: regions } = useSWR(country ? ['get-region', country, api.locale] : null, () => getRegions(api, country), { revalidateOnFocus: false });
  const current = useField<string>('region', { subscription: { value: true } }).input.value;
  useEffect(() => {
    // A region of the previous country must not travel with the new one.
    if (current && regions && !regions.includes(current)) form.change('region', undefined);
  }, [current, regions, form]);
  if (!regions?.length) return null;
  return (
    <FieldRow id={id} label={label} required={required} error={error}>
      <Field name="region" render={({ input }) => (
        <select {...input} {...controlProps(id, error, required)} className={styles.input} autoComplete="address-level1">
          <option value="">{t('forms.selectPlaceholder')}</option>
          {regions.map((r) => <option key={r} value={r}>{r}</option>)}
        </select>
      )} />
    </FieldRow>
  );
}
