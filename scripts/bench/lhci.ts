/**
 * The Lighthouse half of the benchmark, run by Lighthouse CI (@lhci/cli). `collect` audits every
 * route (mobile, simulated throttling, settings in bench/lighthouserc.json) and keeps each run's
 * report; `assert` holds the medians to the budgets in the same file. This module only starts the
 * two commands and reads back what they wrote to bench/.lighthouseci/.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Result } from 'lighthouse';
import { chromeFlags, chromePath } from './chromium.ts';

const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('@lhci/cli/package.json')), 'src', 'cli.js');

/** LHCI reads its config and writes .lighthouseci/ relative to where it runs: bench/. */
const lhciDir = fileURLToPath(new URL('../../bench', import.meta.url));
const config = './lighthouserc.json';
const outputDir = join(lhciDir, '.lighthouseci');

async function lhci(args: readonly string[]): Promise<void> {
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args, `--config=${config}`], { cwd: lhciDir, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) throw new Error(`lhci ${args[0] ?? ''} exited with ${String(code)}`);
}

/**
 * Audits every URL once per round, `rounds` times: round-robin, so that a slow patch of the machine
 * does not fall on one route only (collect on its own runs one URL's runs back to back).
 */
export async function collect(urls: readonly string[], rounds: number): Promise<void> {
  for (let round = 1; round <= rounds; round += 1) {
    console.log(`Lighthouse round ${round} of ${rounds}`);
    await lhci([
      'collect',
      ...urls.map((url) => `--url=${url}`),
      '--numberOfRuns=1',
      ...(round > 1 ? ['--additive'] : []),
      `--chromePath=${chromePath}`,
      `--settings.chromeFlags=${chromeFlags.join(' ')}`,
    ]);
  }
}

/** Each run's report, by the URL it audited (the benchmark audits more than one site). */
export async function collectedRuns(): Promise<Map<string, Result[]>> {
  const runs = new Map<string, Result[]>();
  for (const file of (await readdir(outputDir)).filter((name) => /^lhr-\d+\.json$/.test(name)).sort()) {
    const lhr = JSON.parse(await readFile(join(outputDir, file), 'utf8')) as Result;
    const url = new URL(lhr.requestedUrl ?? lhr.finalDisplayedUrl).href;
    runs.set(url, [...(runs.get(url) ?? []), lhr]);
  }
  return runs;
}

interface AssertionResult {
  url: string;
  auditId?: string;
  auditProperty?: string;
  operator: string;
  expected: number;
  actual: number;
  passed: boolean;
}

/** Runs `lhci assert` on the collected runs; the budgets each page misses, by its URL. */
export async function budgetMisses(): Promise<Map<string, string[]>> {
  await lhci(['assert']);
  const results = JSON.parse(await readFile(join(outputDir, 'assertion-results.json'), 'utf8')) as AssertionResult[];
  const misses = new Map<string, string[]>();
  for (const result of results.filter((candidate) => !candidate.passed)) {
    const url = new URL(result.url).href;
    const audit = [result.auditId, result.auditProperty].filter(Boolean).join('.');
    const miss = `${audit}: ${String(Math.round(result.actual * 1000) / 1000)}, budget ${result.operator} ${String(result.expected)}`;
    misses.set(url, [...(misses.get(url) ?? []), miss]);
  }
  return misses;
}

/** The budgets as bench/lighthouserc.json states them, one line each. */
export async function budgetList(): Promise<string[]> {
  type Assertion = [string, Record<string, number | string>];
  const rc = JSON.parse(await readFile(join(lhciDir, config), 'utf8')) as { ci: { assert: { assertions: Record<string, Assertion> } } };
  return Object.entries(rc.ci.assert.assertions).map(([audit, [, options]]) => {
    const bounds = Object.entries(options).filter(([key]) => key !== 'aggregationMethod');
    return `${audit}: ${bounds.map(([key, value]) => `${key} ${String(value)}`).join(', ')} (median)`;
  });
}
