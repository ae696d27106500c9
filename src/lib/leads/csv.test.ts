import { describe, expect, it } from 'vitest';
import { textFields } from '../contact/fields';
import { sourceNames } from '../leadSource/sourceNames';
import { csvCell, csvColumns, leadsCsv, type StoredLead } from './csv';

const lead = (changes: Partial<StoredLead> = {}): StoredLead => ({
  submission_id: '3f9c0b7e2a4d4e1f8b6a5c2d1e0f9a8b',
  received_at: '2026-11-27T10:14:03.000Z',
  name: 'Ananya Iyer',
  companyName: 'Marigold Hotels',
  role: '',
  email: 'ananya@marigold.example',
  phone: '9876543210',
  phoneCode: '91',
  country: 'India',
  address: 'MG Road\nBengaluru',
  requirement: 'Product Pricing',
  message: 'Say "hello", then =SUM(A1)',
  source: JSON.stringify({ form_page: '/form', utm_source: 'google' }),
  flag: null,
  delivered_at: null,
  ...changes,
});

/** The export read back: rows of cells, as a spreadsheet splits them (a quoted cell may hold commas, quotes and line breaks). */
function cellsOf(csv: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < csv.length; index += 1) {
    const char = csv[index];
    const next = csv[index + 1];
    if (quoted && char === '"' && next === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && char === '\r' && next === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('the leads export', () => {
  it('names the id, the time, the ten fields, each source value, the flag and the delivery in its header', () => {
    expect(csvColumns).toEqual(['submission_id', 'received_at', ...textFields, ...sourceNames, 'flag', 'delivered_at']);
    expect(cellsOf(leadsCsv([]))).toEqual([[...csvColumns]]);
  });

  it('gives each lead one row, every value in its column, quotes, commas and line breaks kept', () => {
    const [, row] = cellsOf(leadsCsv([lead({ flag: 'trap-filled', delivered_at: '2026-11-27T10:14:09.000Z' })]));
    const cell = (column: string) => row?.[csvColumns.indexOf(column)];
    expect(row).toHaveLength(csvColumns.length);
    expect(cell('address')).toBe('MG Road\nBengaluru');
    expect(cell('message')).toBe('Say "hello", then =SUM(A1)');
    expect(cell('form_page')).toBe('/form');
    expect(cell('utm_source')).toBe('google');
    expect(cell('landing_page')).toBe('');
    expect(cell('flag')).toBe('trap-filled');
    expect(cell('delivered_at')).toBe('2026-11-27T10:14:09.000Z');
  });

  it('makes a cell a spreadsheet would run as a formula plain text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('Ananya')).toBe('Ananya');
  });

  it('reads a broken source column as empty rather than failing the export', () => {
    const [, row] = cellsOf(leadsCsv([lead({ source: 'not json' })]));
    expect(row?.[csvColumns.indexOf('form_page')]).toBe('');
  });
});
