import { useState } from 'react';
import { leadsApi } from '../api-client';
import { useT } from '../i18n';
import { failureText, useEditorApi } from './use-editor';
import PanelForm from './PanelForm';
import styles from './Editor.module.css';

/** Erasure on request: every lead of one address, for good (the API keeps an audit row of who did it). */
export default function LeadsErase({ onErased }: { onErased: () => void }) {
  const t = useT();
  const api = useEditorApi();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <PanelForm
      headingId="erase-heading"
      heading={t('editor.leads.erase.heading')}
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const email = (form.elements.namedItem('email') as HTMLInputElement).value;
        try {
          const { erased } = await leadsApi.erase(api, email);
          setMessage({ ok: true, text: t('editor.leads.erase.done', { count: erased }) });
          form.reset();
          onErased();
        } catch (error) {
          setMessage({ ok: false, text: failureText(error) });
        }
      }}
    >
      <div className={styles.field}>
        <label htmlFor="erase-email">{t('editor.leads.erase.email')}</label>
        <input id="erase-email" name="email" type="email" required autoComplete="off" />
      </div>
      <div className={styles.checkField}>
        <input id="erase-confirm" name="confirm" type="checkbox" required />
        <label htmlFor="erase-confirm">{t('editor.leads.erase.confirm')}</label>
      </div>
      <button type="submit">{t('editor.leads.erase.submit')}</button>
      {message ? <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.ok : styles.error}>{message.text}</p> : null}
    </PanelForm>
  );
}
