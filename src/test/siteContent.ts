/**
 * What the end-to-end tests expect, read from the site's content files (the ones the editor at
 * /admin writes), never copied from them: a reworded tagline or a new FAQ question moves the tests
 * with it. Only the routes' shape (each entry at `/<file name>`) and the aliases are the spec's.
 */
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'astro/zod';
import { folderFiles, listEntries, outsideAstro, readContentFile, singleEntry, type FolderCollection } from '../build/contentFiles.ts';
import { contentSchemas } from '../schemas/collections.ts';
import { companyOf } from '../site.config.ts';
import { retiredRedirects } from '../lib/content/retired.ts';
import { homeWords, suiteWords } from '../lib/content/filledWords.ts';

/** Each collection's schema, as the tests read the content files through it (src/build/contentFiles.ts). */
const schemas = {
  ...contentSchemas,
  modules: contentSchemas.modules(outsideAstro),
  caseStudies: contentSchemas.caseStudies(outsideAstro),
  testimonials: contentSchemas.testimonials(outsideAstro),
  clients: contentSchemas.clients(outsideAstro),
};
type Schemas = typeof schemas;
/** One entry of a collection, as its schema reads it from its file. */
type Entry<C extends keyof Schemas> = z.output<Schemas[C]>;

// A path, not a URL: the islands' tests run where URL is jsdom's, which Node's fs does not take.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** A one-entry content file's entry, through its schema. */
const single = <C extends keyof Schemas>(name: C): Entry<C> => schemas[name].parse(singleEntry(root, name)) as Entry<C>;
/** A list file's entries, through their schema. */
const entries = <C extends keyof Schemas>(name: C): Entry<C>[] =>
  listEntries(root, name).map((entry) => schemas[name].parse(entry) as Entry<C>);

/** Each YAML file of a folder collection, through its schema, with its id (the file name, which is its URL slug): retired ones too. */
function everyFile<C extends FolderCollection>(name: C): { id: string; entry: Entry<C> }[] {
  return folderFiles(root, name).map(({ id, path }) => ({ id, entry: schemas[name].parse(readContentFile(root, path)) as Entry<C> }));
}

/**
 * The entries of a folder collection that have a page (a retired one has none), in the
 * collection's `order`; an entry without one comes last, by id (src/build/content/collections.ts).
 */
function folder<C extends FolderCollection>(name: C): { id: string; entry: Entry<C> }[] {
  return everyFile(name)
    .filter(({ entry }) => entry.retired === undefined)
    .sort(
      (a, b) =>
        (a.entry.order ?? Infinity) - (b.entry.order ?? Infinity) || (a.entry.order === b.entry.order ? a.id.localeCompare(b.id) : 0),
    );
}

/** The interface words (src/content/ui.yaml). */
export const ui = single('ui');
/** The company's facts (src/content/company.yaml), with what follows from them, as the pages have them. */
export const company = companyOf(single('company'));

const path = (id: string): string => `/${id}`;

/** The modules in the site's one order (the side menu's, which every list of modules follows), with their counts. */
export const modules = folder('modules').map(({ id, entry: module }) => ({
  path: path(id),
  name: module.name,
  tagline: module.tagline,
  heading: module.hero.heading,
  highlights: module.highlights.map((highlight) => highlight.caption),
  features: module.features.length,
  benefits: module.benefits.length,
  /** Each benefit's figure, the one its picture shows (undefined where it has none). */
  proofs: module.benefits.map((benefit) => benefit.proof?.value),
  /** Each benefit's figure before the module, beside the one above (undefined where it has none). */
  proofsWas: module.benefits.map((benefit) => benefit.proof?.was),
  /** What each benefit's figure counts (undefined where it has none). */
  proofLabels: module.benefits.map((benefit) => benefit.proof?.label),
  faq: module.faq.length,
  closingBanner: module.closingBanner,
  /** The kind of screen its hero draws (undefined where an uploaded screenshot stands in). */
  screen: module.screen?.kind,
}));

/** Module paths in the site's one order. */
export const moduleOrder: readonly string[] = modules.map((module) => module.path);

const suiteFiles = folder('suites');

/** The suites in the Pricing menu's order, each with its modules' paths in the order it lists them, its words as its page shows them. */
export const suites = suiteFiles
  .map(({ id, entry }) => ({ id, entry: suiteWords(entry) }))
  .map(({ id, entry: suite }) => ({
    path: path(id),
    name: suite.name,
    tagline: suite.tagline,
    modules: suite.modules.map((module) => path(module.id)),
    whyChoose: suite.whyChoose.heading,
    reasons: suite.whyChoose.items.length,
    closingBanner: suite.closingBanner,
  }));

/** The case studies, each with its suite's name and its modules' paths. */
export const caseStudies = folder('caseStudies').map(({ id, entry: caseStudy }) => ({
  path: path(id),
  title: caseStudy.title,
  suite: suiteFiles.find((suite) => suite.id === caseStudy.suite.id)?.entry.name ?? caseStudy.suite.id,
  suitePath: path(caseStudy.suite.id),
  modules: caseStudy.modules.map((module) => path(module.id)),
  results: caseStudy.results,
}));

/** The testimonials in the order the carousels show them, each with its portrait's file name (without its extension). */
export const testimonials = entries('testimonials').map(({ portrait }) => ({
  portrait: basename(portrait, extname(portrait)),
}));

/** The Real Stories cards in their order, each with its case study's path. */
export const stories = entries('stories')
  .sort((a, b) => a.order - b.order)
  .map((story) => ({ caseStudy: path(story.caseStudy.id) }));

/** The clients of the logo strip, by name. */
export const clients = entries('clients').map((client) => client.name);

/** The certifications, by name. */
export const certifications = entries('certifications').map((certification) => certification.name);

/** The landing page's copy (src/content/landing.yaml), with the site's counts filled in as the page shows them. */
export const landing = homeWords(single('landing'), {
  modules: modules.length,
  suites: suites.length,
  stories: caseStudies.length,
});

/** The form page's copy (src/content/form-page.yaml). */
export const formPage = single('formPage');

/** The not-found page's copy (src/content/not-found.yaml). */
export const notFound = single('notFound');

/** The suite comparison's copy (src/content/compare-suites.yaml). */
export const comparePage = single('comparePage');

/** The accessibility statement's copy (src/content/accessibility.yaml). */
export const accessibilityPage = single('accessibilityPage');

/** Pages the team added to the spec (DECISIONS.md, 2026-11-23): the suites compared, and the accessibility statement. */
export const compareSuitesPath = '/compare-suites';
export const accessibilityPath = '/accessibility';

/** Every page of the site: home, the modules, the suites, the case studies, the form, the suite comparison and the accessibility statement. */
export const contentPaths: readonly string[] = [
  '/',
  ...moduleOrder,
  ...suites.map((suite) => suite.path),
  ...caseStudies.map((caseStudy) => caseStudy.path),
  '/form',
  compareSuitesPath,
  accessibilityPath,
];

/** One page of each layout (the home page, a module, a suite, a case study, the form, the comparison, the statement). */
export const layoutPaths: readonly string[] = [
  '/',
  nth(modules, 0).path,
  nth(suites, 0).path,
  nth(caseStudies, 0).path,
  '/form',
  compareSuitesPath,
  accessibilityPath,
];

/** Aliases that must land on the real page (DECISIONS.md), and each retired page's address, sent where its file says. */
export const redirects: readonly { from: string; to: string }[] = [
  { from: '/inventary-suite', to: '/inventory-suite' },
  { from: '/userstore-inventory', to: '/userstore-inventry' },
  ...Object.entries(
    retiredRedirects(
      [...everyFile('modules'), ...everyFile('suites'), ...everyFile('caseStudies')].map(({ id, entry }) => ({ id, data: entry })),
    ),
  ).map(([from, to]) => ({ from, to })),
];

/** Sort paths the way a set compares them. */
export const sorted = (paths: readonly string[]): string[] => [...paths].sort();

/** The entry of the page at `route` (a module, a suite): the test needs that page in the content. */
export function byPath<T extends { path: string }>(list: readonly T[], route: string): T {
  const item = list.find((candidate) => candidate.path === route);
  if (item === undefined) throw new Error(`The content has no page at ${route}: the test needs it.`);
  return item;
}

/** The item at `index` of a list the content must fill that far. */
export function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`The content has no item ${index + 1} here: the test needs it.`);
  return item;
}
