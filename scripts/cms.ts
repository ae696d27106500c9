/**
 * `npm run cms`: the site's dev server with the content editor at /admin, on this folder. The
 * editor's "Work with Local Repository" (Chrome or Edge) reads and writes the files here: no
 * account and no network. Stop it with Ctrl+C.
 */
import { spawn } from 'node:child_process';
import { contentCheckPath } from '../src/integrations/contentCheck/paths.ts';

const port = Number(process.env['PORT'] ?? 4321);
const server = spawn('npx', ['astro', 'dev', '--host', 'localhost', '--port', String(port)], {
  stdio: 'inherit',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
});
console.log(
  [
    '',
    `  Content editor: http://localhost:${port}/admin`,
    '  Open it in Chrome or Edge, choose "Work with Local Repository" and pick this folder:',
    `  ${process.cwd()}`,
    '  Saved changes are files in this folder: see them with git diff, publish them with a commit.',
    `  What the content says that is no longer true, or wrong: http://localhost:${port}${contentCheckPath}`,
    '',
  ].join('\n'),
);
server.on('exit', (code) => process.exit(code ?? 0));
