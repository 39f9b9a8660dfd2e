import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { ApiFailure, editorApi } from '../api-client';
import { useT } from '../i18n';
import { failureText, useEditorApi } from './use-editor';
import styles from './Editor.module.css';

/** Staff sign-in; the session cookie is set by the API (httpOnly), so this only reports success or the reason. */
export default function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT();
  const api = useEditorApi();
  const [error, setError] = useState('');
  return (
    <Form<{ email: string; password: string }>
      onSubmit={async ({ email, password }) => {
        setError('');
        try {
          await editorApi.login(api, email ?? '', password ?? '');
          onSignedIn();
        } catch (e) {
          const status = e instanceof ApiFailure ? e.status : 0;
          setError(status === 401 ? t('editor.signIn.wrong') : status === 429 ? t('editor.signIn.locked') : failureText(e));
        }
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} className={styles.signIn} aria-labelledby="sign-in-heading">
          <h1 id="sign-in-heading">{t('editor.signIn.heading')}</h1>
          <div className={styles.field}>
            <label htmlFor="staff-email">{t('editor.signIn.email')}</label>
            <Field name="email" component="input" id="staff-email" type="email" autoComplete="username" required />
          </div>
          <div className={styles.field}>
            <label htmlFor="staff-password">{t('editor.signIn.password')}</label>
            <Field name="password" component="input" id="staff-password" type="password" autoComplete="current-password" required />
          </div>
          {error ? <p role="alert" className={styles.error}>{error}</p> : null}
          <button type="submit" disabled={submitting}>{submitting ? t('editor.signIn.busy') : t('editor.signIn.submit')}</button>
        </form>
      )}
    />
  );
}
