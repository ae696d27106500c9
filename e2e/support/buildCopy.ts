import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** What a build reads: the site's sources and its configuration. */
const project = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/**
 * Builds a copy of the project with some files replaced (as a deploy would build the repository
 * after an editor's save) and returns a reader of its pages' HTML by URL path.
 */
export function buildWith(files: Record<string, string>): (path: string) => string {
  const copy = mkdtempSync(join(tmpdir(), 'site-copy-'));
  for (const entry of project) cpSync(entry, join(copy, entry), { recursive: true });
  symlinkSync(resolve('node_modules'), join(copy, 'node_modules'));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(copy, path), text);
  execFileSync('npx', ['astro', 'build'], {
    cwd: copy,
    env: { ...process.env, ALLOW_PLACEHOLDERS: '1', ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: 'pipe',
  });
  return (path) => readFileSync(join(copy, 'dist', path === '/' ? 'index.html' : `${path.slice(1)}.html`), 'utf8');
}
