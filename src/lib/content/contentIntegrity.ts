import { fixedPages, slugRefusal } from './pageSlug';
import { retirementOf } from './retired';
import { pagePath } from '../../urls';

/** An entry of any content collection, as the build loads it: references are `{ collection, id }`. */
export interface LoadedEntry {
  collection: string;
  id: string;
  data: unknown;
  /** Its file, from the project root, where the build knows it (a folder collection's entries). */
  filePath?: string | undefined;
}

type Reference = { collection: string; id: string };

/** What an entry of each collection is called in a message, one and many. */
const kinds: Readonly<Record<string, readonly [string, string]>> = {
  modules: ['module', 'modules'],
  suites: ['suite', 'suites'],
  caseStudies: ['case study', 'case studies'],
  stories: ['Real Stories card', 'Real Stories cards'],
  comparePage: ['suite comparison page', 'suite comparison page'],
};
const kindOf = (collection: string, count = 1): string => kinds[collection]?.[count === 1 ? 0 : 1] ?? collection;
const capitalised = (words: string): string => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** The collections whose entries each have a page at the root, under their id, with the field that names each to a person. */
const pageCollections: ReadonlyMap<string, string> = new Map([
  ['modules', 'name'],
  ['suites', 'name'],
  ['caseStudies', 'title'],
]);

const isReference = (value: object): value is Reference =>
  'collection' in value && 'id' in value && typeof value.collection === 'string' && typeof value.id === 'string';

/** Every entry an entry's data names (a suite's modules, a case study's suite), wherever it names it. */
export function referencesIn(data: unknown): Reference[] {
  if (Array.isArray(data)) return data.flatMap(referencesIn);
  if (typeof data !== 'object' || data === null) return [];
  if (isReference(data)) return [{ collection: data.collection, id: data.id }];
  return Object.values(data).flatMap(referencesIn);
}

/** "a, b and c". */
const listed = (words: readonly string[]): string =>
  words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;

/** The field that names an entry of each collection to a person in the editor, where it has one. */
const namingFields: ReadonlyMap<string, string> = new Map([...pageCollections, ['stories', 'heading']]);

/** The words that name an entry in the editor (its name, title or heading, in quotes), else its address. */
function titleOf(entry: { collection: string; id: string; data?: unknown }): string {
  const field = namingFields.get(entry.collection);
  const value: unknown =
    field !== undefined && typeof entry.data === 'object' && entry.data !== null ? Reflect.get(entry.data, field) : undefined;
  return typeof value === 'string' ? `"${value}"` : `'${entry.id}'`;
}

/** "the suites "A" and "B" and the case study "C"": entries grouped by their kind, each by the words the editor lists it under. */
function named(entries: readonly LoadedEntry[]): string {
  const groups = [...new Set(entries.map((entry) => entry.collection))].map((from) => {
    const same = entries.filter((entry) => entry.collection === from);
    // A one-entry page (the suite comparison) is named by its kind alone.
    if (!namingFields.has(from) && same.length === 1) return `the ${kindOf(from)}`;
    return `the ${kindOf(from, same.length)} ${listed(same.map(titleOf))}`;
  });
  return listed(groups);
}

/** The entries `wanted` picks among the references each entry makes, each with the entries that make it. */
function includersOf(
  entries: readonly LoadedEntry[],
  referencesOf: (entry: LoadedEntry) => readonly Reference[],
  wanted: (key: string) => boolean,
): (Reference & { by: LoadedEntry[] })[] {
  const found = new Map<string, Reference & { by: LoadedEntry[] }>();
  for (const entry of entries)
    for (const reference of referencesOf(entry)) {
      const key = `${reference.collection}/${reference.id}`;
      if (!wanted(key)) continue;
      const included = found.get(key) ?? { ...reference, by: [] };
      if (!included.by.includes(entry)) included.by.push(entry);
      found.set(key, included);
    }
  return [...found.values()];
}

/** An entry that others include is gone (deleted, or its file renamed): names who includes it. */
function goneProblems(entries: readonly LoadedEntry[]): string[] {
  const present = new Set(entries.map((entry) => `${entry.collection}/${entry.id}`));
  return includersOf(
    entries,
    (entry) => referencesIn(entry.data),
    (key) => !present.has(key),
  ).map(
    ({ collection, id, by }) =>
      `${capitalised(kindOf(collection))} '${id}' cannot be removed or renamed: ${named(by)} include${by.length === 1 ? 's' : ''} it. Open ${by.length === 1 ? 'it' : 'each'} in the editor and take it out first.`,
  );
}

/**
 * A retired entry that an entry in service still includes (a suite listing a retired module, a
 * Real Stories card leading to a retired case study), or that another retired entry sends its
 * visitors to: the page would link, or forward, to a page that is gone. A retired entry's own
 * lists show nowhere any more, so only where it sends its visitors counts; one that sends them to
 * itself would forward its address in a circle.
 */
function retiredProblems(entries: readonly LoadedEntry[]): string[] {
  const retired = entries.filter((entry) => retirementOf(entry.data));
  const keys = new Set(retired.map((entry) => `${entry.collection}/${entry.id}`));
  const targetOf = (entry: LoadedEntry) => referencesIn(retirementOf(entry.data)?.['redirectTo']);
  const toItself = retired
    .filter((entry) => targetOf(entry).some((target) => target.collection === entry.collection && target.id === entry.id))
    .map(
      (entry) =>
        `The ${kindOf(entry.collection)} ${titleOf(entry)} is retired and sends its visitors to itself, so its address would lead nowhere. Open it in the editor and, under Retired, choose another page for them.`,
    );
  const inUse = (entry: LoadedEntry) =>
    retirementOf(entry.data)
      ? targetOf(entry).filter((target) => target.collection !== entry.collection || target.id !== entry.id)
      : referencesIn(entry.data);
  const included = includersOf(entries, inUse, (key) => keys.has(key)).map(({ collection, id, by }) => {
    const entry = retired.find((candidate) => candidate.collection === collection && candidate.id === id) ?? { collection, id };
    const them = by.length === 1 ? 'it' : 'each';
    return `The ${kindOf(collection)} ${titleOf(entry)} is retired, but ${named(by)} still include${by.length === 1 ? 's' : ''} it. Open ${them} in the editor and take it out (or, for a retired page, send its visitors to a page in service).`;
  });
  return [...toItself, ...included];
}

/** A page's address is taken by one of the site's own pages or by an entry before it. */
function addressProblems(pages: readonly LoadedEntry[]): string[] {
  return pages.flatMap((entry, index) => {
    const refusal = slugRefusal(entry.id, [
      ...fixedPages.filter((page) => page.id === entry.id),
      ...pages.slice(0, index).map((other) => ({ kind: kindOf(other.collection), id: other.id })),
    ]);
    return refusal ? [`The ${kindOf(entry.collection)} ${titleOf(entry)} cannot be at ${pagePath(entry.id)}. ${refusal}`] : [];
  });
}

/** The name (or title) that names an entry of a page collection to a person, if it has one. */
function nameOf(entry: LoadedEntry): string | undefined {
  const field = pageCollections.get(entry.collection);
  if (field === undefined || typeof entry.data !== 'object' || entry.data === null || !(field in entry.data)) return undefined;
  const value: unknown = (entry.data as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * Two entries of a collection under one name (or title), case and spacing aside: two pages a
 * visitor cannot tell apart, as the editor's Duplicate makes them. Names their addresses, which
 * tell them apart in the editor (its Slug panel), and the field to change.
 */
function sameNameProblems(pages: readonly LoadedEntry[]): string[] {
  const byName = new Map<string, LoadedEntry[]>();
  for (const entry of pages) {
    const name = nameOf(entry);
    if (name === undefined) continue;
    const key = `${entry.collection}/${name.trim().replace(/\s+/g, ' ').toLowerCase()}`;
    byName.set(key, [...(byName.get(key) ?? []), entry]);
  }
  return [...byName.values()].flatMap((same) => {
    const [first] = same;
    if (!first || same.length < 2) return [];
    const field = pageCollections.get(first.collection) ?? 'name';
    const addresses = same.map((entry) => pagePath(entry.id));
    return [
      `The ${kindOf(first.collection, same.length)} at ${listed(addresses)} have the same ${field}, "${nameOf(first) ?? ''}", so a visitor cannot tell their pages apart. In the editor, open the one whose address (its Slug panel) you do not want and change its ${field}, or discard it if it is a copy.`,
    ];
  });
}

/**
 * Why the build must stop, one sentence a marketer can act on per fault: an entry that others
 * include is gone or retired, naming who includes it; a page's address is taken by one of the
 * site's own pages or by another entry; two pages of a kind share a name.
 */
export function contentProblems(entries: readonly LoadedEntry[]): string[] {
  const pages = entries.filter((entry) => pageCollections.has(entry.collection));
  return [...goneProblems(entries), ...retiredProblems(entries), ...addressProblems(pages), ...sameNameProblems(pages)];
}
