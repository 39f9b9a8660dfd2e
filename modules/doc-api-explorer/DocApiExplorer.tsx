import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import type { Infer } from 'superstruct';
import { userMessage } from '../../api-client/client';
import { ApiFailure } from '../../api-client/errors';
import { customerLogout, sendDebugRequest, type DebugResult } from '../../api-client/docs';
import { useT } from '../../i18n';
import type { ModuleProps } from '../../registry/types';
import AccessBadge from '../../ui/docs/AccessBadge';
import CustomerLogin from '../../ui/docs/CustomerLogin';
import DocShell from '../../ui/docs/DocShell';
import styles from '../../ui/docs/Docs.module.css';
import { formatDocDate } from '../../ui/docs/format';
import { useSiteHref } from '../../ui/shared/href';
import { useApi } from '../../ui/shared/useApi';
import type { DocApiExplorerDetails } from './schema';
import type { DocApiExplorerData } from './load.server';
import ParamField from './ParamField';

type Values = Record<string, string>;

/**
 * /docs/api/{product}/{docId}/: the API reference and its explorer. Parameter values and debug requests need a
 * customer login ('Please log in to view parameter values'); a debug request is answered by our local echo call.
 */
export default function DocApiExplorer({ details, data }: ModuleProps<Infer<typeof DocApiExplorerDetails>, DocApiExplorerData | null>) {
  const t = useT();
  const href = useSiteHref();
  const api = useApi();
  const [result, setResult] = useState<DebugResult | null>(null);
  const [failure, setFailure] = useState('');
  if (!data) return null;
  const { detail, customer } = data;
  const endpoint = detail.api;
  const permitted = customer !== null && endpoint.access !== 'unauthorized';

  const onSubmit = async ({ version, ...values }: Values) => {
    setFailure('');
    const params = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== ''));
    try {
      setResult(await sendDebugRequest(api, { docId: endpoint.id, version, params }));
    } catch (error) {
      setResult(null);
      setFailure(error instanceof ApiFailure ? userMessage(error, t) : String(error));
    }
  };

  return (
    <DocShell
      aside={
        <ul className={styles.menu}>
          <li>
            <a href={href(`/docs/api/${details.productCode}/`)}>{data.directory.name}</a>
          </li>
          {data.directory.categories.map((cate) => (
            <li key={cate.id}>
              <span className={styles.groupName}>{cate.name}</span>
              <ul>
                {cate.documents.map((d) => (
                  <li key={d.id}>
                    <a href={href(d.url)} aria-current={d.id === endpoint.id ? 'page' : undefined}>
                      {d.name}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      }
      asideLabel={data.directory.name}
    >
      <h1 className={styles.title}>
        {detail.title}
        <AccessBadge access={endpoint.access} />
      </h1>
      <div className={styles.meta}>
        <code>
          {endpoint.method} {endpoint.path}
        </code>
        <span>
          {t('docs.col.releaseTime')}: {formatDocDate(endpoint.releaseTime)}
        </span>
        <span>
          {t('docs.col.version')}: {endpoint.version}
        </span>
      </div>
      <section aria-labelledby="api-reference">
        <h2 id="api-reference">{t('docs.readDoc')}</h2>
        {/* content was sanitised by the module's server loader */}
        <div className={styles.content} dangerouslySetInnerHTML={{ __html: detail.content }} />
      </section>

      <section id="api-explorer" aria-labelledby="api-explorer-title">
        <h2 id="api-explorer-title">{t('docs.explorer')}</h2>
        {customer === null ? (
          <CustomerLogin message={t('docs.loginToView')} devLoginEnabled={data.devLoginEnabled} returnPath={href(`/docs/api/${details.productCode}/${endpoint.id}/`)} />
        ) : (
          <p className={styles.hint}>
            {t('docs.loggedInAs', { name: customer })}{' '}
            <button type="button" className={styles.secondary} onClick={() => customerLogout(api).then(() => window.location.reload())}>
              {t('docs.logout')}
            </button>
          </p>
        )}
        {customer !== null && !permitted ? (
          <p className={styles.notice} role="status">
            {t('docs.noApiPermission')}
          </p>
        ) : null}
        <Form<Values> onSubmit={onSubmit} initialValues={{ version: endpoint.version }}>
          {({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-labelledby="api-explorer-title">
              <h3>{t('docs.request')}</h3>
              <Field name="version">
                {({ input }) => (
                  <div className={styles.field}>
                    <label htmlFor="api-version">{t('docs.col.version')}</label>
                    <select id="api-version" className={styles.input} {...input}>
                      {endpoint.versions.map((v) => (
                        <option key={v} value={v}>
                          {v}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </Field>
              <fieldset style={{ border: 'none', padding: 0, margin: 0 }}>
                <legend className={styles.groupName}>{t('docs.params')}</legend>
                {endpoint.params.map((param) => (
                  <ParamField key={param.name} param={param} docId={endpoint.id} productCode={details.productCode} canSeeValues={permitted} />
                ))}
              </fieldset>
              <button type="submit" className={styles.button} disabled={!permitted || submitting}>
                {submitting ? t('docs.sending') : t('docs.sendDebug')}
              </button>
              <p className={styles.hint}>{t('docs.debugNote')}</p>
            </form>
          )}
        </Form>
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        {result ? (
          <div role="status" aria-live="polite">
            <h3>{t('docs.request')}</h3>
            <pre className={styles.pre} data-testid="debug-request">
              {`${result.request.method} ${result.request.url}\n${Object.entries(result.request.headers)
                .map(([k, v]) => `${k}: ${v}`)
                .join('\n')}${result.request.body ? `\n\n${JSON.stringify(result.request.body, null, 2)}` : ''}`}
            </pre>
            <h3>{t('docs.response')}</h3>
            <pre className={styles.pre} data-testid="debug-response">{`${result.response.status}\n${JSON.stringify(result.response.body, null, 2)}`}</pre>
          </div>
        ) : null}
      </section>
    </DocShell>
  );
}
