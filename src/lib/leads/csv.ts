/**
 * Stored leads as CSV, for sales: the one formatter behind the Worker's /leads.csv and
 * `npm run leads -- export`. Imports carry their .ts extension, so Node runs scripts/leads.ts as
 * it is.
 */
import { textFields, type TextField } from '../contact/fields.ts';
import { sourceNames } from '../leadSource/sourceNames.ts';

/** A lead as the database gives it back (src/worker/migrations): the ten fields by their own names. */
export type StoredLead = Readonly<Record<TextField, string>> & {
  readonly submission_id: string;
  readonly received_at: string;
  /** The lead-source query values, as a JSON object. */
  readonly source: string;
  /** 'trap-filled' when the anti-bot trap was filled, else null. */
  readonly flag: string | null;
  readonly delivered_at: string | null;
};

/** What the export reads, oldest first: both the Worker and the command line run this. */
export const exportQuery = `SELECT submission_id, received_at, ${textFields.join(', ')}, source, flag, delivered_at FROM leads ORDER BY received_at, submission_id`;

/** The header row: the id, when it arrived, the ten fields, where it came from, the flag, when sales were told. */
export const csvColumns: readonly string[] = ['submission_id', 'received_at', ...textFields, ...sourceNames, 'flag', 'delivered_at'];

// A spreadsheet runs a cell that starts with one of these as a formula (OWASP's CSV injection list).
const formulaStart = /^[=+\-@\t\r]/;

/** One cell: a would-be formula made text with a leading quote, then quoted where CSV needs it (RFC 4180). */
export function csvCell(value: string): string {
  const text = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The source column's JSON object, or nothing where it is not one. */
function sourceOf(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One lead's cells, in the header's order. */
function row(lead: StoredLead): string[] {
  const source = sourceOf(lead.source);
  const sourceCell = (name: string): string => {
    const value = source[name];
    return typeof value === 'string' ? value : '';
  };
  return [
    lead.submission_id,
    lead.received_at,
    ...textFields.map((field) => lead[field]),
    ...sourceNames.map(sourceCell),
    lead.flag ?? '',
    lead.delivered_at ?? '',
  ];
}

/** The whole export: the header row, then one row per lead, each line ended by CRLF (RFC 4180). */
export function leadsCsv(leads: readonly StoredLead[]): string {
  return [csvColumns, ...leads.map(row)].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
