import { useState, type FormEvent } from 'react';
import { API_BASE } from '../../api-client/client';
import { loginUrl } from '../../api-client/errors';
import { devLogin } from '../../api-client/docs';
import { useLocale, useT } from '../../i18n';
import { useApi } from '../shared/useApi';
import styles from './Docs.module.css';

/**
 * The customer login prompt of the API centre: console SSO (returning through GET /sso/callback, which sets the
 * session) and, where DEV_LOGIN=1, a local development login. Both reload the page signed in.
 */
export default function CustomerLogin({ message, devLoginEnabled, returnPath }: { message: string; devLoginEnabled: boolean; returnPath: string }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ssoHref = (origin: string) => loginUrl(locale, `${origin}${API_BASE}/sso/callback?return=${encodeURIComponent(returnPath)}`);

  const onDevLogin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) return setError(t('docs.pleaseInput'));
    setBusy(true);
    try {
      await devLogin(api, name);
      window.location.reload();
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <div className={styles.notice} role="region" aria-label={t('docs.login')}>
      <p>
        <strong>{message}</strong>
      </p>
      <a
        className={styles.button}
        href={ssoHref('')}
        onClick={(event) => {
          event.preventDefault();
          window.location.href = ssoHref(window.location.origin);
        }}
      >
        {t('docs.login')}
      </a>
      {devLoginEnabled ? (
        <form onSubmit={onDevLogin} noValidate style={{ marginTop: '1rem' }}>
          <p className={styles.hint}>{t('docs.devLoginHint')}</p>
          <div className={styles.searchForm}>
            <label htmlFor="dev-login-name">{t('docs.devLoginName')}</label>
            <input id="dev-login-name" name="name" className={styles.input} maxLength={80} aria-invalid={error ? true : undefined} aria-describedby={error ? 'dev-login-error' : undefined} />
            <button type="submit" className={styles.secondary} disabled={busy}>
              {t('docs.devLogin')}
            </button>
          </div>
          {error ? (
            <p id="dev-login-error" className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
