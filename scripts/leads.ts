/**
 * The stored leads, for sales and for a person's right to erasure, without a developer's tools:
 *   npm run leads -- export [--local]         every lead as CSV on standard output
 *   npm run leads -- erase <e-mail> [--local]  deletes that person's leads and says how many
 * Without --local it reads the deployed database (`npx wrangler login` first); with it, the one
 * `npm start` keeps in .wrangler/ (or in `--persist-to <dir>`, with `--env <name>`, where
 * scripts/serve.ts was told to keep it). Both go through `wrangler d1 execute`.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { exportQuery, leadsCsv, type StoredLead } from '../src/lib/leads/csv.ts';
import { eraseStatement } from '../src/lib/leads/erase.ts';

// The database by its binding in wrangler.jsonc, which `wrangler d1 execute` accepts as its name.
const database = 'DB';
const wrangler = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { local: { type: 'boolean', default: false }, 'persist-to': { type: 'string' }, env: { type: 'string' } },
});
const [command, ...operands] = positionals;
const local = values.local;
const where = [
  local ? '--local' : '--remote',
  ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : []),
  ...(values.env ? ['--env', values.env] : []),
];

/** Runs one SQL statement through wrangler and returns its rows. */
function execute<Row>(sql: string): Row[] {
  const output = execFileSync(process.execPath, [wrangler, 'd1', 'execute', database, ...where, '--json', '--command', sql], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  });
  const [result] = JSON.parse(output) as { results: Row[] }[];
  return result?.results ?? [];
}

if (command === 'export' && operands.length === 0) {
  process.stdout.write(leadsCsv(execute<StoredLead>(exportQuery)));
} else if (command === 'erase' && operands.length === 1 && operands[0]) {
  const erased = execute<{ submission_id: string }>(eraseStatement(operands[0]));
  console.log(
    `Erased ${erased.length} lead${erased.length === 1 ? '' : 's'} of ${operands[0]} from the ${local ? 'local' : 'deployed'} database.`,
  );
} else {
  console.error('Usage: npm run leads -- export [--local]\n       npm run leads -- erase <e-mail> [--local]');
  process.exit(2);
}
