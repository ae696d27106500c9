import type { z } from 'astro/zod';
import { everyEntry, outsideAstro } from '../../build/contentFiles';
import { contentGroups, contentSources, type CollectionName } from '../../content/sources';
import { editorConfig, type EditorConfig } from '../../lib/cms/editorConfig';
import type { RawEntry } from '../../lib/cms/shownTexts';
import { contentReport, type ContentReport, type ParsedEntry } from '../../lib/content/contentReport';
import { contentSchemas } from '../../schemas/collections';
import { iconNames } from '../../schemas/icon';
import { site } from '../../site.config';

// Read before or beside Astro's content layer (a build step, the dev server's answers), so from the
// files themselves (src/build/contentFiles.ts), through the same schemas the content layer uses.

/** One entry through its collection's schema, as the content layer reads it (a list file's `id`, which no schema lists, is left out). */
export function parseEntry(entry: RawEntry): ParsedEntry {
  const collection = contentSchemas[entry.collection as CollectionName];
  const schema: z.ZodType = typeof collection === 'function' ? collection(outsideAstro) : collection;
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
  const { entries, unreadable } = everyEntry(root);
  const report = contentReport(entries, parseEntry, editor());
  const broken = unreadable.map(({ file, message }) => ({
    page: file,
    field: undefined,
    message: `The file cannot be read (${message}). Undo the last hand edit to it, or open it in the editor and save it again.`,
  }));
  return { ...report, mistakes: [...broken, ...report.mistakes] };
}
