import type { FieldDiff, RevisionDiff as Diff } from '../../api-client/calendar';
import { useT, type Translate } from '../../i18n';
import { fieldLabel } from '../SchemaFields';
import styles from '../Editor.module.css';

/** One value as a short readable text: strings as they are, anything else as JSON, long text cut. */
function shown(value: unknown, t: Translate): string {
  if (value === undefined || value === null || value === '') return t('calendar.revisions.empty');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

/** Where a row is: the page's name or description, a setting, or a module and the field inside it. */
function where(row: FieldDiff, t: Translate): string {
  const field = row.path.join('.');
  if (row.module) {
    const name = t('calendar.revisions.module', { name: row.module.name || row.module.id, type: row.module.type });
    return field ? `${name}: ${field}` : name;
  }
  if (field === 'title') return t('calendar.revisions.title');
  if (field === 'summary') return t('calendar.revisions.summary');
  // A field inside the entry's data (a page's SEO, a news entry's body or date), named as the form labels it.
  const inside = row.path.slice(1).map((part) => (typeof part === 'string' ? fieldLabel(t, part) : String(part + 1)));
  return t('calendar.revisions.settings', { field: inside.join(' › ') || field });
}

/** A revision against the current draft: one table row per changed field and per added, removed or moved module. */
export default function RevisionDiff({ diff, onClose }: { diff: Diff; onClose: () => void }) {
  const t = useT();
  const headingId = `diff-${diff.revisionId}`;
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h3 id={headingId}>{t('calendar.revisions.diffHeading', { version: diff.revisionVersion })}</h3>
      {diff.rows.length === 0 ? (
        <p>{t('calendar.revisions.same')}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('calendar.revisions.where')}</th>
              <th scope="col">{t('calendar.revisions.change')}</th>
              <th scope="col">{t('calendar.revisions.before', { version: diff.revisionVersion })}</th>
              <th scope="col">{t('calendar.revisions.after')}</th>
            </tr>
          </thead>
          <tbody>
            {diff.rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{where(row, t)}</th>
                <td>{t(`calendar.revisions.kind.${row.change}`)}</td>
                <td className={styles.code}>{row.change === 'added' ? '' : shown(row.before, t)}</td>
                <td className={styles.code}>{row.change === 'removed' ? '' : shown(row.after, t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <button type="button" onClick={onClose}>{t('calendar.revisions.close')}</button>
    </section>
  );
}
