import { stringify } from 'csv-stringify/sync';
import { FORMS } from '../../contract/forms';
import type { Lead } from './inbox';

/** Every field any lead form has, in first-seen order: one column each, blank where a form lacks it. */
const FIELDS = [...new Set(Object.values(FORMS).flatMap((f) => f.fields.map(([name]) => name)))];
export const CSV_COLUMNS = ['id', 'receivedAt', 'form', 'language', 'deliveryState', ...FIELDS];

export const cell = (value: unknown): string => (Array.isArray(value) ? value.join(', ') : value === undefined || value === null ? '' : String(value));

/**
 * The export: UTF-8 with a byte-order mark (so spreadsheet programs read CJK text as UTF-8), CRLF rows, and
 * csv-stringify's escape_formulas, which prefixes ' to any cell starting with = + - @ tab or CR.
 */
export function leadsCsv(leads: Lead[]): string {
  const records = leads.map((l) => [l.id, l.receivedAt, l.form, l.lang, l.state, ...FIELDS.map((f) => l.detail[f])].map(cell));
  return stringify(records, { header: true, columns: CSV_COLUMNS, bom: true, record_delimiter: 'windows', escape_formulas: true });
}
