/**
 * Plants each defect in defects/ (a small patch a visitor would notice) one at a time, runs the
 * tests, and reports which catch it: the proof that the suite still catches what it should after
 * it is made faster (docs/testing.md).
 *
 *   npm run test:defects                       # every defect, every layer
 *   npm run test:defects -- form-sends-twice   # only these defects
 *   LAYERS=unit,e2e npm run test:defects       # only these layers (lint, unit, worker, engines, e2e)
 *   FIRST_CATCH=1 npm run test:defects         # stop at the first layer, and test, that catches each
 *
 * Each defect: `git apply`, the lint rules, the unit tests, the Worker's tests (inside workerd), the test build,
 * the cross-engine suite and Playwright,
 * then `git apply -R`, whatever happened. The table goes to stdout and to defects/report.md.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const folder = join(root, 'defects');
const layers = (process.env['LAYERS'] ?? 'lint,unit,worker,engines,e2e').split(',');
// Quick mode: stop at the first layer that catches a defect (cheapest first: lint, unit, worker, engines, e2e),
// and Playwright at its first failure; the table then names what caught it first, not everything.
const firstCatch = process.env['FIRST_CATCH'] === '1';
const chosen = process.argv.slice(2);
const patches = readdirSync(folder)
  .filter((file) => file.endsWith('.patch'))
  .map((file) => basename(file, '.patch'))
  .filter((name) => chosen.length === 0 || chosen.includes(name));

const environment = { ...process.env, CI: 'true', FORCE_COLOR: '0' };
const git = (...args: string[]): void => void execFileSync('git', args, { cwd: root, stdio: 'inherit' });
const run = (command: string, args: string[]): { status: number; output: string; stdout: string } => {
  const result = spawnSync(command, args, { cwd: root, env: environment, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { status: result.status ?? 1, output: `${result.stdout}${result.stderr}`, stdout: result.stdout };
};

/** The lint rules broken, and where: the layers (eslint.config.js) are rules too. */
function lintFailures(): string[] {
  // Only stdout is the report: a warning on stderr (npm's, a plugin's) may hold a bracket too.
  const { stdout } = run('npx', ['eslint', 'src', '--format', 'json']);
  const files = JSON.parse(stdout) as { filePath: string; messages: { ruleId: string | null }[] }[];
  return files.flatMap(({ filePath, messages }) =>
    messages.map(({ ruleId }) => `lint: ${ruleId ?? 'parse'} in ${filePath.replace(root, '')}`),
  );
}

/** The names of the tests that failed, from Vitest's JSON report: the unit tests, or the Worker's with its config. */
function vitestFailures(layer: 'unit' | 'worker'): string[] {
  const report = join(root, `node_modules/.cache/defect-${layer}.json`);
  const config = layer === 'worker' ? ['--config', 'vitest.workers.config.ts'] : [];
  run('npx', ['vitest', 'run', ...config, '--reporter=json', `--outputFile=${report}`]);
  const { testResults } = JSON.parse(readFileSync(report, 'utf8')) as {
    testResults: { name: string; message?: string; assertionResults: { fullName: string; status: string }[] }[];
  };
  return testResults.flatMap((file) => {
    const failed = file.assertionResults.filter((test) => test.status === 'failed').map((test) => `${layer}: ${test.fullName}`);
    return failed.length === 0 && file.message ? [`${layer}: ${file.name.replace(root, '')} (does not load)`] : failed;
  });
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; tests: { projectName: string; status: string }[] }[];
}

/**
 * Every failed spec in a Playwright JSON report, with its file and the projects it failed in. By
 * its tests' status: a spec's own \`ok\` stays true for a test that failed when the run then
 * stopped at --max-failures.
 */
function failedSpecs(suite: PlaywrightSuite, file: string): string[] {
  const here = (suite.specs ?? []).flatMap((spec) => {
    const failed = spec.tests.filter((test) => test.status === 'unexpected').map((test) => test.projectName);
    return failed.length === 0 ? [] : [`e2e: ${file} › ${spec.title} [${failed.join(', ')}]`];
  });
  return here.concat((suite.suites ?? []).flatMap((child) => failedSpecs(child, file)));
}

/** The names of the end-to-end tests that failed, from Playwright's JSON report (the test build must exist). */
function e2eFailures(): string[] {
  const report = join(root, 'node_modules/.cache/defect-e2e.json');
  const stopEarly = firstCatch ? ['--max-failures=1'] : [];
  const result = spawnSync('npx', ['playwright', 'test', '--reporter=json', '--retries=0', ...stopEarly], {
    cwd: root,
    env: { ...environment, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    stdio: 'ignore',
  });
  if (result.status === null) throw new Error('Playwright did not finish: no verdict for this defect');
  const { suites } = JSON.parse(readFileSync(report, 'utf8')) as { suites: PlaywrightSuite[] };
  return suites.flatMap((suite) => failedSpecs(suite, suite.title));
}

/** The cross-engine scenarios that failed, from node --test's output (the test build must exist). */
function engineFailures(): string[] {
  const { output } = run('npm', ['run', 'test:engines']);
  return [...output.matchAll(/^\s*✖ (.+?) \(\d/gm)]
    .map((match) => `engines: ${match[1]}`)
    .filter((name, index, all) => all.indexOf(name) === index);
}

// Stopped midway (Ctrl-C), the patch in place is taken out before leaving.
let applied: string | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (applied) git('apply', '-R', applied);
    process.exit(130);
  });
}

const rows: string[] = [];
for (const name of patches) {
  const patch = join(folder, `${name}.patch`);
  git('apply', patch);
  applied = patch;
  let caught: string[] = [];
  try {
    const checks: [string, () => string[]][] = [
      ['lint', lintFailures],
      ['unit', () => vitestFailures('unit')],
      ['worker', () => vitestFailures('worker')],
      ['build', () => (run('npm', ['run', 'build:test']).status === 0 ? [] : ['build: npm run build:test fails'])],
      ['engines', engineFailures],
      ['e2e', e2eFailures],
    ];
    const browsers = layers.includes('engines') || layers.includes('e2e');
    for (const [layer, check] of checks) {
      if (!(layers.includes(layer) || (layer === 'build' && browsers))) continue;
      const found = check();
      caught = caught.concat(found);
      // A build that fails leaves nothing for the browsers to load.
      if (found.length > 0 && (firstCatch || layer === 'build')) break;
    }
  } finally {
    git('apply', '-R', patch);
    applied = undefined;
  }
  const summary =
    caught.length === 0 ? '**not caught**' : `${caught.length}: ${caught.slice(0, 4).join('; ')}${caught.length > 4 ? '; …' : ''}`;
  console.log(`${name}: ${summary}`);
  rows.push(`| ${name} | ${summary.replaceAll('|', '\\|')} |`);
}
// Leave the build as the tests expect it.
if (layers.some((layer) => layer === 'engines' || layer === 'e2e')) run('npm', ['run', 'build:test']);
rmSync(join(root, 'node_modules/.cache/defect-e2e.json'), { force: true });

const table = ['| defect | caught by (count: the first few) |', '| --- | --- |', ...rows].join('\n');
writeFileSync(
  join(folder, 'report.md'),
  `# Planted defects (${new Date().toISOString().slice(0, 10)}, layers: ${layers.join(', ')}${firstCatch ? ', first catch only' : ''})\n\n${table}\n`,
);
console.log(`\n${table}`);
process.exitCode = rows.some((row) => row.includes('**not caught**')) ? 1 : 0;
