/**
 * The W3C Nu HTML Checker (vnu.jar, from the vnu-jar package; needs Java 17 or newer) over every
 * page in dist/, in one JVM: fails on any error it reports, except the CSS findings listed in
 * scripts/nuCheckerCssLag.ts as the checker's own lag. Part of `npm run validate:html`.
 *
 *   node scripts/nuChecker.ts        # after a build
 */
import { spawnSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cssLag, type CssLag } from './nuCheckerCssLag.ts';

/** One message of the checker's JSON output (https://github.com/validator/validator/wiki/Output-%C2%BB-JSON). */
interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const pages = globSync('dist/**/*.html', { cwd: root });
if (pages.length === 0) {
  console.error('Nu HTML Checker: no pages in dist/; build first (npm run build:test).');
  process.exit(1);
}

const started = performance.now();
// A short run on two shared cores: the quick compiler only and the serial collector take half the
// CPU time of the JVM's defaults (6 s against 10 to 13 s of CPU for 28 pages); the quick compiler's
// deeper stack frames need more than the 512 KB stack the checker asks for.
const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m'];
// --exit-zero-always: the verdict is ours (after the lag list), so a non-zero exit is the JVM failing.
// --no-langdetect: the language guess only ever gives warnings, which --errors-only drops.
const checker = ['--format', 'json', '--stdout', '--errors-only', '--asciiquotes', '--exit-zero-always', '--no-langdetect'];
const run = spawnSync('java', [...jvm, '-jar', jar, ...checker, ...pages], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (run.error || run.status !== 0) {
  console.error(
    run.error?.message ?? `${run.stderr}${run.stdout}`,
    '\nNu HTML Checker: could not run `java -jar vnu.jar` (Java 17 or newer: apt-get install openjdk-17-jre-headless).',
  );
  process.exit(1);
}
const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] };

const sources = new Map<string, string[]>();
/** The page's source up to and including the reported column of the reported line. */
function sourceBefore(message: NuMessage): string {
  if (!message.url || message.lastLine === undefined || message.lastColumn === undefined) return '';
  const file = fileURLToPath(message.url);
  const lines = sources.get(file) ?? readFileSync(file, 'utf8').split('\n');
  sources.set(file, lines);
  return (lines[message.lastLine - 1] ?? '').slice(0, message.lastColumn);
}

/** The lag entry a message is, if it is a CSS finding on the list; an HTML message never is. */
function lagOf(message: NuMessage): CssLag | undefined {
  if (message.type !== 'error' || !message.message.startsWith('CSS: ')) return undefined;
  return cssLag.find((lag) => lag.message.test(message.message) && (!lag.before || lag.before.test(sourceBefore(message))));
}

const leftOut = new Map<CssLag, number>(cssLag.map((lag) => [lag, 0]));
const errors: NuMessage[] = [];
for (const message of messages) {
  const lag = lagOf(message);
  if (lag) leftOut.set(lag, (leftOut.get(lag) ?? 0) + 1);
  else errors.push(message);
}

for (const { url, lastLine, lastColumn, type, subType, message, extract } of errors) {
  const where = url ? `${relative(root, fileURLToPath(url))}:${lastLine ?? 0}:${lastColumn ?? 0}` : '(no page)';
  console.log(
    `${where}: ${[type, subType].filter(Boolean).join(' ')}: ${message}${extract ? `\n    ${extract.replaceAll('\n', ' ')}` : ''}`,
  );
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const lagTotal = [...leftOut.values()].reduce((sum, count) => sum + count, 0);
console.log(
  `Nu HTML Checker: ${pages.length} pages, ${errors.length} errors, ${seconds} s (${lagTotal} CSS findings left out as the checker's lag: scripts/nuCheckerCssLag.ts)`,
);
for (const [lag, count] of leftOut) if (count === 0) console.log(`  no longer reported, remove it from the list: ${lag.message.source}`);
process.exit(errors.length === 0 ? 0 : 1);
