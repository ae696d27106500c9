import { getCollection, getEntries, getEntry, type CollectionEntry, type CollectionKey } from 'astro:content';
import { contentSources } from '../../content/sources';
import type { UiWords } from '../../schemas/ui';
import { companyOf, type Company } from '../../site.config';
import { contentProblems } from '../../lib/content/contentIntegrity';
import { suiteWords, type SiteCounts } from '../../lib/content/filledWords';

type Ordered = { id: string; data: { order?: number | undefined } };
/** By `order`; an entry without one (a new entry whose position nobody set) comes after, by id. */
const byOrder = (a: Ordered, b: Ordered): number =>
  (a.data.order ?? Infinity) - (b.data.order ?? Infinity) || (a.data.order === b.data.order ? a.id.localeCompare(b.id) : 0);

/** An entry with a page today: a retired one (src/schemas/retired.ts) has none, and is in no list. */
const inService = <E extends { data: { retired?: unknown } }>(entries: E[]): E[] =>
  entries.filter((entry) => entry.data.retired === undefined);

let checked: Promise<void> | undefined;

/**
 * Stops the build, in words a marketer can act on, when an entry that others include is gone or
 * retired, a page's address is taken, or two pages share a name (src/lib/content/contentIntegrity.ts). Astro itself only logs a missing
 * reference and goes on to fail later with an error that names neither side. Checked once a build.
 */
export function checkContent(): Promise<void> {
  checked ??= (async () => {
    const names = Object.keys(contentSources) as CollectionKey[];
    const entries = (await Promise.all(names.map((name) => getCollection(name)))).flat();
    const problems = contentProblems(entries.map(({ collection, id, data, filePath }) => ({ collection, id, data, filePath })));
    if (problems.length > 0) throw new Error(`The content cannot be built:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  })();
  return checked;
}

/** Every module in service, in the menus' order. */
export async function getModules(): Promise<CollectionEntry<'modules'>[]> {
  await checkContent();
  return inService(await getCollection('modules')).sort(byOrder);
}

/** Every suite in service, in the Pricing menu's order, its own `{name}` and `{modules}` filled in. */
export async function getSuites(): Promise<CollectionEntry<'suites'>[]> {
  await checkContent();
  return inService(await getCollection('suites'))
    .sort(byOrder)
    .map((suite) => ({ ...suite, data: suiteWords(suite.data) }));
}

/** Every case study in service, in order. */
export async function getCaseStudies(): Promise<CollectionEntry<'caseStudies'>[]> {
  await checkContent();
  return inService(await getCollection('caseStudies')).sort(byOrder);
}

/** How many modules, suites and case studies the site has in service: what `{modules}`, `{suites}` and `{stories}` say. */
export async function getSiteCounts(): Promise<SiteCounts> {
  const [modules, suites, stories] = await Promise.all([getModules(), getSuites(), getCaseStudies()]);
  return { modules: modules.length, suites: suites.length, stories: stories.length };
}

/** The modules a suite or case study lists, in the order it lists them (none retired: checkContent refuses that). */
export async function getModulesOf(entry: {
  data: { modules: { collection: 'modules'; id: string }[] };
}): Promise<CollectionEntry<'modules'>[]> {
  await checkContent();
  return getEntries(entry.data.modules);
}

/** A one-entry collection (landing, form, not-found, comparison and accessibility pages); throws if the entry is missing. */
export async function getSingleton<C extends 'landing' | 'formPage' | 'notFound' | 'comparePage' | 'accessibilityPage' | 'ui' | 'company'>(
  collection: C,
  id: string,
) {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`Missing content: ${String(collection)}/${id}`);
  return entry;
}

/** The interface words every page shares (src/content/ui.yaml): components read them here, islands get theirs as props. */
export async function getUi(): Promise<UiWords> {
  return (await getSingleton('ui', contentSources.ui.entry)).data;
}

/** The company's facts (src/content/company.yaml), with each office's lines and map link and the phone's call link. */
export async function getCompany(): Promise<Company> {
  return companyOf((await getSingleton('company', contentSources.company.entry)).data);
}

/** The shared words and the company's facts together, for what every page says of the site (its structured data). */
export async function getSiteFacts(): Promise<{ ui: UiWords; company: Company }> {
  const [ui, company] = await Promise.all([getUi(), getCompany()]);
  return { ui, company };
}
