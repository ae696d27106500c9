/**
 * The built site and its endpoint on Cloudflare's own runtime, offline: `wrangler dev` serves
 * dist/ as static assets (with _headers and _redirects) beside the Worker (src/worker/), with a
 * local D1 whose migrations are applied first. `npm start` runs it after the build; the end-to-end
 * tests start it on their own port, database and environment.
 *
 *   PORT=4321 node scripts/serve.ts [--env e2e] [--persist-to <dir>] [--fresh] [--assets <dir>]
 *
 * PORT picks the port (4321). LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET in the environment are
 * passed to the Worker. --persist-to keeps the database (and the queue) there instead of
 * .wrangler/state, --fresh empties it first, --assets serves another build. Ctrl-C stops it all.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { delimiter, dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const { values } = parseArgs({
  options: {
    env: { type: 'string' },
    'persist-to': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    assets: { type: 'string' },
  },
});
const wrangler = fileURLToPath(new URL('../node_modules/wrangler/bin/wrangler.js', import.meta.url));
const port = process.env['PORT'] ?? '4321';
// wrangler's build command (wrangler.jsonc) runs `node`: this very Node, whatever the PATH says.
const environment = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  PATH: `${dirname(process.execPath)}${delimiter}${process.env['PATH'] ?? ''}`,
};
const scope = [...(values.env ? ['--env', values.env] : []), ...(values['persist-to'] ? ['--persist-to', values['persist-to']] : [])];

if (values.fresh && values['persist-to']) rmSync(values['persist-to'], { recursive: true, force: true });

const migrated = spawnSync(process.execPath, [wrangler, 'd1', 'migrations', 'apply', 'DB', '--local', ...scope], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...environment, CI: '1' },
});
if (migrated.status !== 0) process.exit(migrated.status ?? 1);

const webhook = (['LEADS_WEBHOOK_URL', 'LEADS_WEBHOOK_SECRET'] as const).flatMap((name) => {
  const value = process.env[name];
  return value ? ['--var', `${name}:${value}`] : [];
});
const dev = spawn(
  process.execPath,
  [
    wrangler,
    'dev',
    '--ip',
    '127.0.0.1',
    '--port',
    port,
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
    ...scope,
    ...(values.assets ? ['--assets', values.assets] : []),
    ...webhook,
  ],
  // Its own process group, so stopping it stops workerd too (killing wrangler alone leaves it
  // holding the port).
  { stdio: 'inherit', env: environment, detached: true },
);
console.log(`The site and its /riseform: http://127.0.0.1:${port}/ (leads: npm run leads -- export --local)`);

const stop = (): void => {
  if (dev.pid !== undefined) {
    try {
      process.kill(-dev.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => {
    stop();
    process.exit(0);
  });
dev.on('exit', (code) => process.exit(code ?? 0));
