/**
 * The content editor at /admin, driven as a marketer would on their own computer: "Work with
 * Local Repository" on a folder. Chromium's folder picker cannot be driven by a test, so it is
 * stood in for by a folder in the browser's own file system (OPFS), seeded from this working tree:
 * the editor reads and writes it exactly as it would the real one.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { EditorCollection, EditorConfig } from '../../src/lib/cms/editorConfig';

/** The folders the editor works on: the content and the pictures it shows. */
const seeded = ['src/content', 'src/assets/portraits'];

/** Every file below `folder`, by its path from the project root. */
function filesBelow(folder: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      return statSync(path).isDirectory() ? Object.entries(filesBelow(path)) : [[path, readFileSync(path, 'utf8')]];
    }),
  );
}

/** The working tree's content files, as the editor will find them. */
export const repositoryFiles = (): Record<string, string> => Object.assign({}, ...seeded.map(filesBelow));

/** Opens /admin on a copy of the repository's content and signs in to it, as "Work with Local Repository". */
export async function openEditor(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const repository = async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repository', { create: true });
    Object.defineProperty(window, 'showDirectoryPicker', { value: repository });
  });
  await page.goto('/admin');
  await page.evaluate(async (files) => {
    const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('repository', { create: true });
    // What makes a folder a repository's root to the editor.
    await root.getDirectoryHandle('.git', { create: true });
    for (const [path, text] of Object.entries(files)) {
      const parts = path.split('/');
      let folder = root;
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
      const writable = await (await folder.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable();
      await writable.write(text);
      await writable.close();
    }
  }, repositoryFiles());
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByText('Collections', { exact: true })).toBeVisible();
}

/** A file as the editor left it in the repository. */
export function savedFile(page: Page, path: string): Promise<string> {
  return page.evaluate(async (parts) => {
    let folder = await (await navigator.storage.getDirectory()).getDirectoryHandle('repository');
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part);
    return (await (await folder.getFileHandle(parts.at(-1) ?? '')).getFile()).text();
  }, path.split('/'));
}

/** The names of the files in a folder of the repository the editor works on, sorted. */
export function filesIn(page: Page, folder: string): Promise<string[]> {
  return page.evaluate(async (parts) => {
    let handle = await (await navigator.storage.getDirectory()).getDirectoryHandle('repository');
    for (const part of parts) handle = await handle.getDirectoryHandle(part);
    const names: string[] = [];
    for await (const name of handle.keys()) names.push(name);
    return names.sort();
  }, folder.split('/'));
}

/**
 * A file once the editor has written `text` into it. "Entry saved." can show before the write
 * lands, and the editor replaces a file rather than rewriting it, so for a moment it may be absent.
 */
export async function savedFileWith(page: Page, path: string, text: string): Promise<string> {
  let saved = '';
  await expect
    .poll(async () => (saved = await savedFile(page, path).catch(() => '')), { message: `${path} saved with the new words` })
    .toContain(text);
  return saved;
}

/** Where a saved file differs from the original, line by line: each changed line as [before, after]; a line added or removed shows as undefined. */
export function changedLines(before: string, after: string): [string | undefined, string | undefined][] {
  const [old, now] = [before.split('\n'), after.split('\n')];
  return Array.from({ length: Math.max(old.length, now.length) }, (_, index): [string | undefined, string | undefined] => [
    old[index],
    now[index],
  ]).filter(([was, is]) => was !== is);
}

/** Opens a collection from the editor's list of collections, by its label. */
export async function openCollection(page: Page, label: string): Promise<void> {
  await page.getByRole('treeitem').getByText(label, { exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `viewing the “\u2068${label}\u2069” collection` })).toBeAttached();
}

/** Opens an entry (a module, a page's file) of the open collection, by the name it is listed under. */
export async function openEntry(page: Page, label: string): Promise<void> {
  await page.getByRole('grid').getByText(label, { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
}

/** The configuration the editor was started with: the one /admin carries, generated from the schemas. */
export async function editorConfigOf(page: Page): Promise<EditorConfig> {
  return JSON.parse((await page.locator('#content-editor-config').textContent()) ?? '{}') as EditorConfig;
}

/** Every collection of the editor's list (no dividers). */
export const collectionsOf = (config: EditorConfig): EditorCollection[] =>
  config.collections.filter((editor): editor is EditorCollection => !('divider' in editor));

/** Where a content file is edited: the label of its collection, and the label it is listed under there. */
export function placeOf(config: EditorConfig, file: string): { collection: string; entry: string } {
  for (const editor of collectionsOf(config))
    if (!('folder' in editor)) {
      const found = editor.files.find((candidate) => candidate.file === file);
      if (found) return { collection: editor.label, entry: found.label };
    }
  throw new Error(`The editor edits no file ${file}`);
}

/** The label of the folder collection whose files are in `folder`. */
export function folderLabel(config: EditorConfig, folder: string): string {
  const found = collectionsOf(config).find((editor) => 'folder' in editor && editor.folder === folder);
  if (!found) throw new Error(`The editor has no collection of ${folder}`);
  return found.label;
}
