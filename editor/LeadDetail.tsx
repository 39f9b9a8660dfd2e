import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { leadsApi } from '../api-client';
import { useT } from '../i18n';
import Table from '../ui/shared/Table';
import { StateBadge } from './LeadsInbox';
import { failureText, useEditorApi } from './use-editor';
import styles from './Editor.module.css';
import leadStyles from './Leads.module.css';

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '');
const shown = (value: unknown) => (Array.isArray(value) ? value.join(', ') : String(value ?? ''));

/** One lead: what the visitor sent, and each delivery with its attempts, last error and "deliver again". */
export default function LeadDetail({ id }: { id: number }) {
  const t = useT();
  const api = useEditorApi();
  const lead = useSWR(['editor/lead', id], () => leadsApi.detail(api, id), { refreshInterval: (data) => (data?.state === 'pending' ? 2000 : 0) });
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const again = async () => {
    setMessage(null);
    try {
      await leadsApi.redeliver(api, id);
      setMessage({ ok: true, text: t('editor.leads.detail.restarted') });
      await lead.mutate();
    } catch (error) {
      setMessage({ ok: false, text: failureText(error) });
    }
  };
  return (
    <section aria-labelledby="lead-heading">
      <p><Link href="/editor/leads/">{t('editor.leads.detail.back')}</Link></p>
      <h1 id="lead-heading">{t('editor.leads.detail.heading', { id })}</h1>
      {lead.error ? <p role="alert" className={styles.error}>{t('editor.error.load', { message: failureText(lead.error) })}</p> : null}
      {lead.data ? (
        <>
          <p>
            {lead.data.form} · {lead.data.lang} · {when(lead.data.receivedAt)} · <StateBadge state={lead.data.state} />
          </p>
          <section className={styles.panel} aria-labelledby="lead-fields">
            <h2 id="lead-fields">{t('editor.leads.detail.fields')}</h2>
            <dl className={leadStyles.fields}>
              {Object.entries(lead.data.detail).map(([key, value]) => (
                <div key={key} style={{ display: 'contents' }}>
                  <dt>{key}</dt>
                  <dd>{shown(value)}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="lead-deliveries">
            <h2 id="lead-deliveries">{t('editor.leads.detail.deliveries')}</h2>
            {lead.data.deliveries.length === 0 ? <p>{t('editor.leads.detail.noDeliveries')}</p> : (
              <Table className={styles.table} headings={[t('editor.leads.detail.channel'), t('editor.leads.detail.target'), t('editor.leads.state'), t('editor.leads.detail.attempts'), t('editor.leads.detail.lastError'), t('editor.leads.detail.deliveredAt')]}>
                {lead.data.deliveries.map((d) => (
                  <tr key={d.channel}>
                    <td>{t(`editor.leads.detail.${d.channel}`)}</td>
                    <td className={leadStyles.secret}>{d.target}</td>
                    <td><StateBadge state={d.state} /></td>
                    <td>{d.attempts}</td>
                    <td>{d.lastError}</td>
                    <td>{when(d.deliveredAt)}</td>
                  </tr>
                ))}
              </Table>
            )}
            {lead.data.deliveries.some((d) => d.state === 'dead') ? <button type="button" onClick={again}>{t('editor.leads.detail.again')}</button> : null}
            {message ? <p role={message.ok ? 'status' : 'alert'} className={message.ok ? styles.ok : styles.error}>{message.text}</p> : null}
          </section>
        </>
      ) : null}
    </section>
  );
}
