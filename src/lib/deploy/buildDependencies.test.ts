import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

/** The site's source files and Astro's configuration, but for tests and their helpers (src/test, *.test.ts). */
function buildFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = `${folder}/${entry.name}`;
    // The tests' helpers (src/test, and the Worker's, which run in workerd) are no part of a build.
    if (entry.isDirectory()) return path === 'src/test' || path === 'src/worker/test' ? [] : buildFiles(path);
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) && !/\.test\.tsx?$|testIsland\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The package a bare specifier names: `@scope/name` or `name`, without a subpath. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The packages a file imports, requires or resolves by name (not a relative path, a node: or
 * cloudflare: builtin or an astro: module). An `import type` is left out: it is gone once compiled.
 */
function packagesIn(source: string): string[] {
  const specifiers = [
    ...source
      .replace(/^import type [^;]+;$/gm, '')
      .matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|require(?:\.resolve)?\(\s*)['"]([^'"]+)['"]/g),
  ].map((match) => match[1] ?? '');
  return specifiers
    .filter((specifier) => !/^(\.|\/|node:|cloudflare:|astro:|virtual:)/.test(specifier) && !builtinModules.includes(specifier))
    .map(packageOf);
}

// The deploy job installs only `dependencies` (npm ci --omit=dev) so a preview is up in the time of a
// build: whatever the build imports must be among them, or the preview fails where the tests passed.
describe('the build’s dependencies', () => {
  it('are all in package.json’s dependencies, not devDependencies', () => {
    const sources = ['astro.config.mjs', ...buildFiles('src')].map((file) => ({ file, source: readFileSync(join(root, file), 'utf8') }));
    // A test kit beside its island (formTestKit.tsx) is a test's helper: it imports vitest.
    const files = sources.filter(({ source }) => !packagesIn(source).includes('vitest'));
    const missing = files.flatMap(({ file, source }) =>
      packagesIn(source)
        .filter((name) => !(name in packageJson.dependencies))
        .map((name) => `${file}: ${name}`),
    );
    expect(files.length).toBeGreaterThan(50);
    expect([...new Set(missing)]).toEqual([]);
  });
});
