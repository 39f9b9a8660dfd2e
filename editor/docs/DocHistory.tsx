import type { HistoryRow } from '../../api-client/editor';
import { useT, type MessageKey } from '../../i18n';
import editorStyles from '../Editor.module.css';

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
const ACTIONS = new Set(['create', 'save', 'rename', 'move', 'publish']);

/** Who changed a node in this language, when, and what (newest first). */
export default function DocHistory({ rows }: { rows: HistoryRow[] | undefined }) {
  const t = useT();
  return (
    <section aria-labelledby="doc-history-heading" className={editorStyles.panel}>
      <h2 id="doc-history-heading">{t('docsEditor.history.heading')}</h2>
      {rows && rows.length === 0 ? <p>{t('docsEditor.history.empty')}</p> : null}
      <ol className={editorStyles.history}>
        {(rows ?? []).map((row) => (
          <li key={row.id}>
            <span>{t('docsEditor.history.row', { action: ACTIONS.has(row.action) ? t(`docsEditor.history.action.${row.action}` as MessageKey) : row.action, who: row.staffEmail, when: when(row.createdAt) })}</span>
            {row.action !== 'publish' ? <span className={editorStyles.summary}>{row.summary}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
