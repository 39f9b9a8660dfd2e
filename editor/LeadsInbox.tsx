import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { leadsApi, type DeliveryState, type LeadFilter } from '../api-client';
import { useT } from '../i18n';
import Table from '../ui/shared/Table';
import { FORM_NAMES } from '../contract/forms';
import FilterSelect from './FilterSelect';
import LeadsChart from './LeadsChart';
import LeadsErase from './LeadsErase';
import LeadForms from './LeadForms';
import { Results } from './ListResults';
import { CONTENT_LANGS } from './paths';
import { failureText, useEditorApi, useStaff } from './use-editor';
import styles from './Editor.module.css';
import leadStyles from './Leads.module.css';

const STATES: DeliveryState[] = ['pending', 'delivered', 'dead', 'none'];
export const leadHref = (id: number) => `/editor/leads/${id}/`;

export function StateBadge({ state }: { state: DeliveryState }) {
  const t = useT();
  return <span className={`${leadStyles.state} ${leadStyles[state]}`}>{t(`editor.leads.states.${state}`)}</span>;
}

/** The leads inbox: filters, the per-day chart, one page of leads, CSV export of the filtered list, erasure. */
export default function LeadsInbox() {
  const t = useT();
  const api = useEditorApi();
  const { staff } = useStaff();
  const [filter, setFilter] = useState<LeadFilter>({});
  const [pageIndex, setPageIndex] = useState(0);
  const set = (name: keyof LeadFilter) => (e: { target: { value: string } }) => {
    setFilter((f) => ({ ...f, [name]: e.target.value }));
    setPageIndex(0);
  };
  const query = { ...filter, q: filter.q?.trim() };
  const list = useSWR(['editor/leads', JSON.stringify(query), pageIndex], () => leadsApi.list(api, query, pageIndex), { keepPreviousData: true });
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <section aria-labelledby="leads-heading">
      <h1 id="leads-heading">{t('editor.leads.heading')}</h1>
      <div className={styles.filters} role="search" aria-label={t('editor.leads.filters')}>
        <div className={styles.field}>
          <label htmlFor="lead-search">{t('editor.leads.search')}</label>
          <input id="lead-search" type="search" value={filter.q ?? ''} onChange={set('q')} />
        </div>
        <FilterSelect id="lead-form" label={t('editor.leads.form')} all={t('editor.leads.allForms')} value={filter.form ?? ''} onChange={set('form')} options={FORM_NAMES.map((f) => [f, f])} />
        <FilterSelect id="lead-language" label={t('editor.leads.language')} all={t('editor.leads.allLanguages')} value={filter.language ?? ''} onChange={set('language')} options={CONTENT_LANGS.map((l) => [l, l])} />
        <FilterSelect id="lead-state" label={t('editor.leads.state')} all={t('editor.leads.allStates')} value={filter.state ?? ''} onChange={set('state')} options={STATES.map((s) => [s, t(`editor.leads.states.${s}`)])} />
        <div className={styles.field}>
          <label htmlFor="lead-from">{t('editor.leads.from')}</label>
          <input id="lead-from" type="date" value={filter.from ?? ''} onChange={set('from')} />
        </div>
        <div className={styles.field}>
          <label htmlFor="lead-to">{t('editor.leads.to')}</label>
          <input id="lead-to" type="date" value={filter.to ?? ''} onChange={set('to')} />
        </div>
        <a href={leadsApi.exportHref(query)} download>{t('editor.leads.export')}</a>
      </div>
      {list.error ? <p role="alert" className={styles.error}>{t('editor.error.load', { message: failureText(list.error) })}</p> : null}
      {list.data ? (
        <Results list={list}>
          <h2>{t('editor.leads.chart.heading')}</h2>
          <LeadsChart counts={list.data.counts} />
          <p role="status">{t('editor.leads.total', { count: list.data.total })}</p>
          {list.data.rows.length === 0 ? <p>{t('editor.leads.empty')}</p> : (
            <Table className={styles.table} headings={[t('editor.leads.received'), t('editor.leads.email'), t('editor.leads.company'), t('editor.leads.form'), t('editor.leads.language'), t('editor.leads.state')]}>
              {list.data.rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.receivedAt.replace('T', ' ').slice(0, 16)}</td>
                  <td><Link href={leadHref(row.id)} aria-label={t('editor.leads.open', { id: row.id, email: row.email })}>{row.email}</Link></td>
                  <td>{row.company}</td>
                  <td>{row.form}</td>
                  <td>{row.lang}</td>
                  <td><StateBadge state={row.state} /></td>
                </tr>
              ))}
            </Table>
          )}
          <nav className={leadStyles.pager} aria-label={t('editor.leads.page', { page: pageIndex + 1, pages })}>
            <button type="button" disabled={pageIndex === 0} onClick={() => setPageIndex((p) => p - 1)}>{t('editor.leads.previous')}</button>
            <span>{t('editor.leads.page', { page: pageIndex + 1, pages })}</span>
            <button type="button" disabled={pageIndex + 1 >= pages} onClick={() => setPageIndex((p) => p + 1)}>{t('editor.leads.next')}</button>
          </nav>
        </Results>
      ) : null}
      <LeadsErase onErased={() => list.mutate()} />
      {staff?.role === 'admin' ? <LeadForms /> : null}
    </section>
  );
}
