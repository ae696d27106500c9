import { contentSources, type CollectionName } from '../../content/sources.ts';
import { isRecord } from '../isRecord.ts';

/**
 * The entries one file of collection `name` holds, as YAML read it, before any schema has: a
 * folder's file is one entry (`fileId`, its file name), a one-entry file its entry under its id, a
 * list file each item under the `id` it carries. How a file holds its entries is said here alone:
 * the build steps' reader (src/build/contentFiles.ts) and the Worker (src/worker/content.ts) read through it.
 */
export function entriesIn(name: CollectionName, data: unknown, fileId = ''): { id: string; data: unknown }[] {
  const source = contentSources[name];
  if ('folder' in source) return [{ id: fileId, data }];
  if (source.entry !== null) return isRecord(data) ? [{ id: source.entry, data: data[source.entry] }] : [];
  return Array.isArray(data) ? data.map((item: unknown) => ({ id: isRecord(item) ? String(item['id']) : '', data: item })) : [];
}
