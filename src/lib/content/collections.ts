import { getCollection, getEntries, getEntry, type CollectionEntry } from 'astro:content';

type Ordered = { data: { order: number } };
const byOrder = (a: Ordered, b: Ordered): number => a.data.order - b.data.order;

/** The ten modules in the menus' order. */
export async function getModules(): Promise<CollectionEntry<'modules'>[]> {
  return (await getCollection('modules')).sort(byOrder);
}

/** The seven suites in the Pricing menu's order. */
export async function getSuites(): Promise<CollectionEntry<'suites'>[]> {
  return (await getCollection('suites')).sort(byOrder);
}

/** The three case studies in order. */
export async function getCaseStudies(): Promise<CollectionEntry<'caseStudies'>[]> {
  return (await getCollection('caseStudies')).sort(byOrder);
}

/** The modules a suite or case study lists, in the order it lists them. */
export async function getModulesOf(entry: {
  data: { modules: { collection: 'modules'; id: string }[] };
}): Promise<CollectionEntry<'modules'>[]> {
  return getEntries(entry.data.modules);
}

/** A one-entry collection (landing, form, not-found, comparison and accessibility pages); throws if the entry is missing. */
export async function getSingleton<C extends 'landing' | 'formPage' | 'notFound' | 'comparePage' | 'accessibilityPage'>(
  collection: C,
  id: string,
) {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`Missing content: ${String(collection)}/${id}`);
  return entry;
}
