import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** What a build reads: the site's sources and its configuration. */
const project = ['src', 'public', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

/** Where the main build keeps the pictures it has encoded (Astro's cacheDir). */
const mainImageCache = 'node_modules/.astro/assets';

/** A file's new contents (text, or a picture's bytes), or null to delete it. */
export type FileEdits = Record<string, string | Uint8Array | null>;

/** Writes, or deletes (null), files of a copy of the project in `folder`. */
export function editCopy(files: FileEdits, folder: string): void {
  for (const [path, contents] of Object.entries(files)) {
    if (contents === null) {
      rmSync(join(folder, path));
      continue;
    }
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), contents);
  }
}

/**
 * A copy of the project in `folder`, with some files replaced, added or deleted, that Astro runs
 * with its own cache (`astro.copy.config.mjs`). It starts from the main build's encoded pictures,
 * so only pictures it adds are encoded.
 */
export function copyProject(files: FileEdits, folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  for (const entry of project) cpSync(entry, join(folder, entry), { recursive: true });
  symlinkSync(resolve('node_modules'), join(folder, 'node_modules'));
  editCopy(files, folder);
  // Astro keeps its content cache in node_modules/.astro, which the copy reaches through the link:
  // the copy's content must not replace the main build's, so it gets a cache of its own.
  const cacheDir = '.astro-cache';
  if (existsSync(mainImageCache)) cpSync(mainImageCache, join(folder, cacheDir, 'assets'), { recursive: true });
  writeFileSync(
    join(folder, 'astro.copy.config.mjs'),
    `import config from './astro.config.mjs';\nexport default { ...config, cacheDir: './${cacheDir}' };\n`,
  );
}

/**
 * Builds a copy of the project in `folder` with some files replaced, added or deleted, as a deploy
 * would build the repository after an editor's save; its build is in `folder/dist`. Throws with the
 * build's output (colours taken out) when the build fails.
 */
export function buildCopy(files: FileEdits, folder: string): void {
  copyProject(files, folder);
  try {
    execFileSync('npx', ['astro', 'build', '--config', 'astro.copy.config.mjs'], {
      cwd: folder,
      env: { ...process.env, ALLOW_PLACEHOLDERS: '1', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: 'pipe',
    });
  } catch (error) {
    // execFileSync's error carries what the build printed.
    const { stdout = '', stderr = '' } = error as { stdout?: Buffer | string; stderr?: Buffer | string };
    throw new Error(stripVTControlCharacters(`${String(error)}\n${String(stdout)}${String(stderr)}`));
  }
}

/**
 * What the build says when it refuses an edit: the build of a throwaway copy with `files` changed,
 * which stops before any page is written (a refusal costs seconds, not a build), or 'built'.
 */
export function refusalOf(files: FileEdits): string {
  const folder = mkdtempSync(join(tmpdir(), 'site-refused-'));
  try {
    buildCopy(files, folder);
    return 'built';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The HTML of a built page (or file, such as /sitemap-0.xml) of a copy's build, by its URL path. */
export function builtPage(dist: string, path: string): string {
  const file = path === '/' ? 'index.html' : /\.\w+$/.test(path) ? path.slice(1) : `${path.slice(1)}.html`;
  return readFileSync(join(dist, file), 'utf8');
}
