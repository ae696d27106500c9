/**
 * The leads the tests' runtime stored, as sales read them: `npm run leads -- export` on its local
 * database (scripts/leads.ts), its CSV read back into rows by the header's names.
 */
import { execFileSync } from 'node:child_process';
import { testDatabase } from './cdn';

/** The cells of a CSV text (RFC 4180: quoted cells, "" inside them, line breaks kept). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [[]];
  let cell = '';
  let quoted = false;
  const endCell = (): void => {
    rows.at(-1)?.push(cell);
    cell = '';
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] ?? '';
    if (quoted && character === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (character === '"') quoted = !quoted;
    else if (quoted || (character !== ',' && character !== '\n' && character !== '\r')) cell += character;
    else if (character === ',') endCell();
    else if (character === '\n') {
      endCell();
      rows.push([]);
    }
  }
  if (cell !== '') endCell();
  return rows.filter((row) => row.length > 0);
}

/** Every stored lead, each a row of the export by its column's name. */
export function exportedLeads(): Record<string, string>[] {
  const csv = execFileSync(process.execPath, ['scripts/leads.ts', 'export', '--local', '--persist-to', testDatabase, '--env', 'e2e'], {
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  const [header = [], ...rows] = csvRows(csv);
  return rows.map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])));
}
