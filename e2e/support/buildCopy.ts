import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** What a build reads: the site's sources and its configuration. */
const project = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/**
 * Builds a copy of the project with some files replaced, added or (given as null) deleted, as a
 * deploy would build the repository after an editor's save, and returns the HTML of the pages asked
 * for, by URL path (a path with an extension, such as /sitemap-0.xml, is that file). The copy is
 * removed afterwards.
 */
export function buildWith(files: Record<string, string | null>, paths: readonly string[]): Record<string, string> {
  const copy = buildCopy(files);
  try {
    const file = (path: string) => (path === '/' ? 'index.html' : /\.\w+$/.test(path) ? path.slice(1) : `${path.slice(1)}.html`);
    const page = (path: string) => readFileSync(join(copy, 'dist', file(path)), 'utf8');
    return Object.fromEntries(paths.map((path) => [path, page(path)]));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Builds a copy of the project with some files replaced or added (text, or a picture's bytes) or
 * (given as null) deleted, and returns the copy's folder, its build in `dist/`; the caller removes
 * it. A build that fails throws with the build's output, and leaves nothing behind.
 */
export function buildCopy(files: Record<string, string | Uint8Array | null>): string {
  const copy = mkdtempSync(join(tmpdir(), 'site-copy-'));
  try {
    for (const entry of project) cpSync(entry, join(copy, entry), { recursive: true });
    symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
    for (const [path, contents] of Object.entries(files)) {
      if (contents === null) {
        rmSync(join(copy, path));
        continue;
      }
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      writeFileSync(join(copy, path), contents);
    }
    // Astro keeps its content cache in node_modules/.astro, which the copies share through the link:
    // two copies built at once (two workers) read each other's content. Each gets its own.
    writeFileSync(
      join(copy, 'astro.copy.config.mjs'),
      "import config from './astro.config.mjs';\nexport default { ...config, cacheDir: './.astro-cache' };\n",
    );
    execFileSync('npx', ['astro', 'build', '--config', 'astro.copy.config.mjs'], {
      cwd: copy,
      env: { ...process.env, ALLOW_PLACEHOLDERS: '1', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: 'pipe',
    });
    return copy;
  } catch (error) {
    rmSync(copy, { recursive: true, force: true });
    throw error;
  }
}
