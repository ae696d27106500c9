import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

/** What a build reads: the site's sources and its configuration. */
const project = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/**
 * Builds a copy of the project with some files replaced (as a deploy would build the repository
 * after an editor's save) and returns the HTML of the pages asked for, by URL path. The copy is
 * removed afterwards.
 */
export function buildWith(files: Record<string, string>, paths: readonly string[]): Record<string, string> {
  const copy = buildCopy(files);
  try {
    const page = (path: string) => readFileSync(join(copy, 'dist', path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');
    return Object.fromEntries(paths.map((path) => [path, page(path)]));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * Builds a copy of the project with some files replaced or added (text, or a picture's bytes) and
 * returns the copy's folder, its build in `dist/`; the caller removes it. A build that fails throws
 * with the build's output, and leaves nothing behind.
 */
export function buildCopy(files: Record<string, string | Uint8Array>): string {
  const copy = mkdtempSync(join(tmpdir(), 'site-copy-'));
  try {
    for (const entry of project) cpSync(entry, join(copy, entry), { recursive: true });
    symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
    for (const [path, contents] of Object.entries(files)) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      writeFileSync(join(copy, path), contents);
    }
    execFileSync('npx', ['astro', 'build'], {
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
