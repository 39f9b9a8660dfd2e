import { useState } from 'react';
import useSWR from 'swr';
import { leadsApi, type LeadDestination } from '../api-client';
import { useT } from '../i18n';
import { failureText, useEditorApi } from './use-editor';
import styles from './Editor.module.css';
import leadStyles from './Leads.module.css';

function DestinationForm({ dest, onSaved }: { dest: LeadDestination; onSaved: () => void }) {
  const t = useT();
  const api = useEditorApi();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const id = `dest-${dest.form}`;
  return (
    <form
      className={styles.group}
      aria-labelledby={`${id}-heading`}
      onSubmit={async (event) => {
        event.preventDefault();
        const field = (name: string) => (event.currentTarget.elements.namedItem(name) as HTMLInputElement).value;
        try {
          await leadsApi.saveDestination(api, dest.form, { webhookUrl: field('webhookUrl'), emailTo: field('emailTo') });
          setMessage({ ok: true, text: t('editor.leads.forms.saved', { form: dest.form }) });
          onSaved();
        } catch (error) {
          setMessage({ ok: false, text: failureText(error) });
        }
      }}
    >
      <h3 id={`${id}-heading`}>{dest.form}</h3>
      <div className={styles.field}>
        <label htmlFor={`${id}-webhook`}>{t('editor.leads.forms.webhook')}</label>
        <input id={`${id}-webhook`} name="webhookUrl" type="url" defaultValue={dest.webhookUrl} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{t('editor.leads.forms.emailTo')}</label>
        <input id={`${id}-email`} name="emailTo" type="email" defaultValue={dest.emailTo} />
      </div>
      {dest.signingSecret ? (
        <p>
          {t('editor.leads.forms.secret', { form: dest.form })}: <span className={leadStyles.secret}>{dest.signingSecret}</span>
        </p>
      ) : null}
      <button type="submit">{t('editor.leads.forms.save', { form: dest.form })}</button>
      {message ? <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.ok : styles.error}>{message.text}</p> : null}
    </form>
  );
}

/** Admins: each form's CRM webhook and notification address (the API checks and refuses unsafe webhook URLs). */
export default function LeadForms() {
  const t = useT();
  const api = useEditorApi();
  const list = useSWR('editor/lead-forms', () => leadsApi.destinations(api));
  return (
    <section className={styles.panel} aria-labelledby="lead-forms-heading">
      <h2 id="lead-forms-heading">{t('editor.leads.forms.heading')}</h2>
      {list.error ? <p role="alert" className={styles.error}>{t('editor.error.load', { message: failureText(list.error) })}</p> : null}
      {list.data?.map((dest) => <DestinationForm key={dest.form} dest={dest} onSaved={() => list.mutate()} />)}
    </section>
  );
}
