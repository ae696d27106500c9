import { fixedPages, slugRefusal } from './pageSlug';
import { pagePath } from '../urls';

/** An entry of any content collection, as the build loads it: references are `{ collection, id }`. */
export interface LoadedEntry {
  collection: string;
  id: string;
  data: unknown;
}

/** What an entry of each collection is called in a message, one and many. */
const kinds: Readonly<Record<string, readonly [string, string]>> = {
  modules: ['module', 'modules'],
  suites: ['suite', 'suites'],
  caseStudies: ['case study', 'case studies'],
  stories: ['Real Stories card', 'Real Stories cards'],
  comparePage: ['suite comparison page', 'suite comparison page'],
};
const kindOf = (collection: string, count = 1): string => kinds[collection]?.[count === 1 ? 0 : 1] ?? collection;

/** The collections whose entries each have a page at the root, under their id. */
const pageCollections = new Set(['modules', 'suites', 'caseStudies']);

const isReference = (value: object): value is { collection: string; id: string } =>
  'collection' in value && 'id' in value && typeof value.collection === 'string' && typeof value.id === 'string';

/** Every entry an entry's data names (a suite's modules, a case study's suite), wherever it names it. */
export function referencesIn(data: unknown): { collection: string; id: string }[] {
  if (Array.isArray(data)) return data.flatMap(referencesIn);
  if (typeof data !== 'object' || data === null) return [];
  if (isReference(data)) return [{ collection: data.collection, id: data.id }];
  return Object.values(data).flatMap(referencesIn);
}

/** "a, b and c". */
const listed = (words: readonly string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;

/**
 * Why the build must stop, one sentence a marketer can act on per fault: an entry that others
 * include is gone (deleted, or its file renamed), naming who includes it; or a page's address is
 * taken by one of the site's own pages or by another entry.
 */
export function contentProblems(entries: readonly LoadedEntry[]): string[] {
  const present = new Set(entries.map((entry) => `${entry.collection}/${entry.id}`));
  const includers = new Map<string, { collection: string; id: string; by: LoadedEntry[] }>();
  for (const entry of entries)
    for (const reference of referencesIn(entry.data)) {
      const key = `${reference.collection}/${reference.id}`;
      if (present.has(key)) continue;
      const missing = includers.get(key) ?? { ...reference, by: [] };
      if (!missing.by.includes(entry)) missing.by.push(entry);
      includers.set(key, missing);
    }
  const gone = [...includers.values()].map(({ collection, id, by }) => {
    const groups = [...new Set(by.map((entry) => entry.collection))].map((from) => {
      const ids = by.filter((entry) => entry.collection === from).map((entry) => entry.id);
      return `the ${kindOf(from, ids.length)} ${ids.join(', ')}`;
    });
    const kind = kindOf(collection);
    return `${kind.charAt(0).toUpperCase()}${kind.slice(1)} '${id}' cannot be removed or renamed: ${listed(groups)} include${by.length === 1 ? 's' : ''} it. Take it out first.`;
  });

  const pages = entries.filter((entry) => pageCollections.has(entry.collection));
  const addresses = pages.flatMap((entry, index) => {
    const refusal = slugRefusal(entry.id, [
      ...fixedPages.filter((page) => page.id === entry.id),
      ...pages.slice(0, index).map((other) => ({ kind: kindOf(other.collection), id: other.id })),
    ]);
    return refusal ? [`The ${kindOf(entry.collection)} '${entry.id}' cannot be at ${pagePath(entry.id)}. ${refusal}`] : [];
  });
  return [...gone, ...addresses];
}
