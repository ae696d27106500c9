import { readdirSync, readFileSync, statSync } from 'node:fs';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { contentGroups, contentSources, type CollectionName } from '../../content/sources';
import { editorConfig, type EditorConfig } from '../../lib/cms/editorConfig';
import type { RawEntry } from '../../lib/cms/shownTexts';
import { contentReport, type ContentReport, type ParsedEntry } from '../../lib/content/contentReport';
import { readPicture } from '../../build/pictures/readPicture';
import { contentSchemas } from '../../schemas/collections';
import { iconNames } from '../../schemas/icon';
import { site } from '../../site.config';

// Read before or beside Astro's content layer (a build step, the dev server's answers), so from the
// files themselves, through the same schemas the content layer uses.

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every entry of every collection, as its file holds it; a file YAML cannot read is reported as an entry's mistake. */
export function readEntries(root: URL): { entries: RawEntry[]; unreadable: { file: string; message: string }[] } {
  const entries: RawEntry[] = [];
  const unreadable: { file: string; message: string }[] = [];
  const read = (file: string): unknown => {
    try {
      return parse(readFileSync(new URL(file, root), 'utf8'));
    } catch (error) {
      unreadable.push({ file, message: error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error) });
      return undefined;
    }
  };
  for (const [name, source] of Object.entries(contentSources) as [CollectionName, (typeof contentSources)[CollectionName]][]) {
    if ('folder' in source) {
      for (const file of readdirSync(new URL(`${source.folder}/`, root)).filter((found) => found.endsWith('.yaml'))) {
        const data = read(`${source.folder}/${file}`);
        if (data !== undefined) entries.push({ collection: name, id: file.replace(/\.yaml$/, ''), data });
      }
      continue;
    }
    const data = read(source.file);
    if (source.entry !== null) {
      if (isRecord(data)) entries.push({ collection: name, id: source.entry, data: data[source.entry] });
    } else if (Array.isArray(data))
      for (const item of data as unknown[]) entries.push({ collection: name, id: isRecord(item) ? String(item['id']) : '', data: item });
  }
  return { entries, unreadable };
}

/** Outside Astro a picture's path stands in for image(); its file is still read and checked. */
const tools = { image: () => z.string(), read: readPicture };

/** One entry through its collection's schema, as the content layer reads it (a list file's `id`, which no schema lists, is left out). */
export function parseEntry(entry: RawEntry): ParsedEntry {
  const collection = contentSchemas[entry.collection as CollectionName];
  const schema: z.ZodType = typeof collection === 'function' ? collection(tools) : collection;
  const result = schema.safeParse(entry.data);
  return result.success ? { ok: true, data: result.data } : { ok: false, issues: result.error.issues };
}

let config: EditorConfig | undefined;
/** The editor's configuration, for its names of entries and fields (made once: the schemas do not change while the server runs). */
export const editor = (): EditorConfig =>
  (config ??= editorConfig({
    collections: Object.fromEntries(Object.entries(contentSchemas).map(([name, schema]) => [name, { schema }])),
    sources: contentSources,
    groups: contentGroups,
    repository: site.contentRepository,
    siteUrl: site.url,
    iconNames,
  }));

/** The content under `root` judged as the build judges it, in the editor's words (src/lib/content/contentReport.ts). */
export function readContentReport(root: URL): ContentReport {
  const { entries, unreadable } = readEntries(root);
  const report = contentReport(entries, parseEntry, editor());
  const broken = unreadable.map(({ file, message }) => ({
    page: file,
    field: undefined,
    message: `The file cannot be read (${message}). Undo the last hand edit to it, or open it in the editor and save it again.`,
  }));
  return { ...report, mistakes: [...broken, ...report.mistakes] };
}

/** When any content file last changed, to read the content again only when it has. */
export function contentStamp(root: URL): string {
  return Object.values(contentSources)
    .flatMap((source) =>
      'folder' in source ? readdirSync(new URL(`${source.folder}/`, root)).map((file) => `${source.folder}/${file}`) : [source.file],
    )
    .map((file) => {
      try {
        return `${file}@${statSync(new URL(file, root)).mtimeMs}`;
      } catch {
        return `${file}@gone`;
      }
    })
    .join('|');
}
