import { Field } from 'react-final-form';
import useSWR from 'swr';
import { is } from 'superstruct';
import { getParamValues, type ApiParam } from '../../api-client/docs';
import { useT } from '../../i18n';
import styles from '../../ui/docs/Docs.module.css';
import { useApi } from '../../ui/shared/useApi';
import { ParamDictValues } from './schema';

interface Props {
  param: ApiParam;
  docId: number;
  productCode: string;
  /** Dictionary values are fetched only for a customer allowed to use this API. */
  canSeeValues: boolean;
}

/** One request parameter: a text input, or a select of its dictionary values for a permitted customer. */
export default function ParamField({ param, docId, productCode, canSeeValues }: Props) {
  const t = useT();
  const api = useApi();
  const id = `api-param-${param.name}`;
  const dict = param.dictCode && canSeeValues ? param.dictCode : null;
  const { data: values } = useSWR(dict ? ['param-dict', docId, param.name, api.locale] : null, () =>
    getParamValues(api, { dictCode: dict as string, appCode: productCode, apiClientId: docId, parameterName: param.name }),
  );
  const validate = (value: string | undefined) => (param.required && !value?.trim() ? t(dict ? 'docs.pleaseSelect' : 'docs.pleaseInput') : undefined);
  return (
    <Field name={param.name} validate={validate}>
      {({ input, meta }) => {
        const error = meta.touched && meta.error ? meta.error : '';
        const described = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
        return (
          <div className={styles.field}>
            <label htmlFor={id}>
              {param.name} {param.required ? <span aria-hidden="true">*</span> : null}
              {param.required ? <span className="visually-hidden">({t('docs.required')})</span> : null}
            </label>
            {dict && is(values, ParamDictValues) ? (
              <select id={id} className={styles.input} {...input} aria-invalid={error ? true : undefined} aria-describedby={described}>
                <option value="">{t('docs.pleaseSelect')}</option>
                {values.map((v) => (
                  <option key={v.value} value={v.value}>
                    {v.label} ({v.value})
                  </option>
                ))}
              </select>
            ) : (
              <input id={id} className={styles.input} {...input} aria-invalid={error ? true : undefined} aria-describedby={described} />
            )}
            <span id={`${id}-hint`} className={styles.hint}>
              {param.type} · {t('docs.paramIn', { location: param.in })} · {param.description}
              {param.dictCode && !canSeeValues ? ` · ${t('docs.loginToView')}` : ''}
            </span>
            {error ? (
              <span id={`${id}-error`} className={styles.error} role="alert">
                {error}
              </span>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}
