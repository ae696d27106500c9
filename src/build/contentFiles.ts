/**
 * The one reader of the content files outside Astro's content layer. Pages, components and routes
 * read content through the content layer (getEntry and getCollection, in ./content/collections.ts);
 * a few places cannot, and read the files here, each through the same schemas:
 * - the integrations that run before the content layer has loaded an entry (the redirect map, the
 *   deploy guard, the content check and the dev server's answers, which must see a file the moment
 *   it is saved), and
 * - the unit tests, the end-to-end tests and the scripts, which run without Astro (src/test/siteContent.ts).
 * The Worker reads no files: wrangler bundles the two it needs as text (src/worker/content.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { entriesIn } from '../lib/content/fileEntries.ts';
import { contentSources, type CollectionName } from '../content/sources.ts';
import type { RawEntry } from '../lib/cms/shownTexts.ts';
import { readPicture } from './pictures/readPicture.ts';

/** What a schema with pictures is given outside Astro: a picture's path stands in for image(), its file still read and checked. */
export const outsideAstro = { image: () => z.string(), read: readPicture };

/** The project's root, as a path or a file: URL. */
export type ProjectRoot = string | URL;

/** A collection kept as one YAML file per entry (modules, suites, case studies). */
export type FolderCollection = 'modules' | 'suites' | 'caseStudies';

const pathOf = (root: ProjectRoot, path: string): string => join(typeof root === 'string' ? root : fileURLToPath(root), path);

/** A content file's YAML (a file YAML cannot read throws, naming the line). */
export const readContentFile = (root: ProjectRoot, path: string): unknown => parse(readFileSync(pathOf(root, path), 'utf8'));

/** The files of a folder collection, each with its id: its file name, which is its page's address. */
export function folderFiles(root: ProjectRoot, name: FolderCollection): { id: string; path: string }[] {
  const folder = contentSources[name].folder;
  return readdirSync(pathOf(root, folder))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => ({ id: file.replace(/\.yaml$/, ''), path: `${folder}/${file}` }));
}

/** Every content file under `root`, with its collection and, for a folder's file, the id of its entry. */
function everyFile(root: ProjectRoot): { name: CollectionName; path: string; id: string }[] {
  return (Object.entries(contentSources) as [CollectionName, (typeof contentSources)[CollectionName]][]).flatMap(([name, source]) =>
    'folder' in source
      ? folderFiles(root, name as FolderCollection).map(({ id, path }) => ({ name, path, id }))
      : [{ name, path: source.file, id: '' }],
  );
}

/** The entry of a one-entry file (the landing page, the company, the interface words …), unread by its schema. */
export function singleEntry(root: ProjectRoot, name: CollectionName): unknown {
  const source = contentSources[name];
  if (!('entry' in source) || source.entry === null) throw new Error(`${name} is not a one-entry file`);
  return entriesIn(name, readContentFile(root, source.file))[0]?.data;
}

/** The entries of a list file (testimonials, stories, clients, certifications), unread by their schema. */
export function listEntries(root: ProjectRoot, name: CollectionName): unknown[] {
  const source = contentSources[name];
  if (!('entry' in source) || source.entry !== null) throw new Error(`${name} is not a list file`);
  return entriesIn(name, readContentFile(root, source.file)).map(({ data }) => data);
}

/**
 * Every entry of every collection, as its file holds it; a file YAML cannot read is listed apart,
 * with YAML's first line about it, so the content check can name it.
 */
export function everyEntry(root: ProjectRoot): { entries: RawEntry[]; unreadable: { file: string; message: string }[] } {
  const entries: RawEntry[] = [];
  const unreadable: { file: string; message: string }[] = [];
  const read = (file: string): unknown => {
    try {
      return readContentFile(root, file);
    } catch (error) {
      unreadable.push({ file, message: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) });
      return undefined;
    }
  };
  for (const { name, path, id } of everyFile(root)) {
    const data = read(path);
    if (data !== undefined) entries.push(...entriesIn(name, data, id).map((entry) => ({ collection: name, ...entry })));
  }
  return { entries, unreadable };
}

/** When any content file last changed, to read the content again only when it has. */
export function contentStamp(root: ProjectRoot): string {
  return everyFile(root)
    .map(({ path: file }) => {
      try {
        return `${file}@${statSync(pathOf(root, file)).mtimeMs}`;
      } catch {
        return `${file}@gone`;
      }
    })
    .join('|');
}
