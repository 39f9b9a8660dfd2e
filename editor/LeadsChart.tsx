import { FORM_NAMES } from '../contract/forms';
import { useT } from '../i18n';
import type { LeadPage } from '../api-client';
import styles from './Leads.module.css';

// One colour per form (each at least 3:1 against white, for the bars as graphics).
const COLOURS = ['#1f5fbf', '#b3261e', '#2e7d32', '#8a4baf', '#a15c00', '#00697a'];
const colour = (form: string) => COLOURS[Math.max(0, (FORM_NAMES as readonly string[]).indexOf(form)) % COLOURS.length];
const BAR = 14;
const GAP = 6;
const WIDTH = 320;

/**
 * Leads per day as stacked horizontal bars, one segment per form. The SVG is a summary image named by its
 * caption; the table below it carries every number, so nothing depends on seeing the colours.
 */
export default function LeadsChart({ counts }: { counts: LeadPage['counts'] }) {
  const t = useT();
  const days = [...new Set(counts.map((c) => c.day))];
  const forms = FORM_NAMES.filter((f) => counts.some((c) => c.form === f));
  const count = (day: string, form: string) => counts.find((c) => c.day === day && c.form === form)?.count ?? 0;
  const totals = days.map((day) => forms.reduce((sum, f) => sum + count(day, f), 0));
  const max = Math.max(1, ...totals);
  if (!days.length) return <p>{t('editor.leads.chart.none')}</p>;
  return (
    <figure className={styles.chart} aria-labelledby="leads-chart-caption">
      <figcaption id="leads-chart-caption">{t('editor.leads.chart.caption')}</figcaption>
      <ul className={styles.legend} aria-hidden="true">
        {forms.map((f) => <li key={f}><span className={styles.swatch} style={{ background: colour(f) }} />{f}</li>)}
      </ul>
      <svg width={WIDTH + 90} height={days.length * (BAR + GAP)} role="img" aria-labelledby="leads-chart-caption">
        {days.map((day, row) => {
          let x = 80;
          return (
            <g key={day} transform={`translate(0 ${row * (BAR + GAP)})`}>
              <title>{t('editor.leads.chart.bar', { day, count: totals[row] })}</title>
              <text x={0} y={BAR - 3} fontSize={11} fill="#1d2433">{day}</text>
              {forms.map((f) => {
                const width = (count(day, f) / max) * WIDTH;
                const rect = <rect key={f} x={x} y={0} width={width} height={BAR} fill={colour(f)} />;
                x += width;
                return rect;
              })}
              <text x={x + 4} y={BAR - 3} fontSize={11} fill="#1d2433">{totals[row]}</text>
            </g>
          );
        })}
      </svg>
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{t('editor.leads.chart.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('editor.leads.chart.day')}</th>
            {forms.map((f) => <th key={f} scope="col">{f}</th>)}
            <th scope="col">{t('editor.leads.chart.total')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day, row) => (
            <tr key={day}>
              <th scope="row">{day}</th>
              {forms.map((f) => <td key={f}>{count(day, f)}</td>)}
              <td>{totals[row]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
