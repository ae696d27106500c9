/**
 * What the end-to-end tests expect, read from the site's content files (the ones the editor at
 * /admin writes), never copied from them: a reworded tagline or a new FAQ question moves the tests
 * with it. Only the routes' shape (each entry at `/<file name>`) and the aliases are the spec's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { parse } from 'yaml';
import { companySchema } from '../schemas/company.ts';
import { uiSchema } from '../schemas/ui.ts';
import { contentSources } from '../content/sources.ts';

const root = new URL('../../', import.meta.url);
const readYaml = (path: string): unknown => parse(readFileSync(new URL(path, root), 'utf8'));
/** A one-entry content file's entry. */
const single = (source: { file: string; entry: string }): unknown => (readYaml(source.file) as Record<string, unknown>)[source.entry];
/** A list file's entries. */
const entries = <T>(source: { file: string }): T[] => readYaml(source.file) as T[];

/**
 * Each YAML file of a folder collection, with its id (the file name, which is its URL slug), in the
 * collection's `order`; an entry without one comes last, by id (src/lib/content/collections.ts).
 */
function folder<T extends { order?: number }>(path: string): (T & { id: string })[] {
  return readdirSync(new URL(`${path}/`, root))
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => ({ ...(readYaml(`${path}/${name}`) as T), id: name.replace(/\.yaml$/, '') }))
    .sort((a, b) => (a.order ?? Infinity) - (b.order ?? Infinity) || (a.order === b.order ? a.id.localeCompare(b.id) : 0));
}

interface ModuleFile {
  order?: number;
  name: string;
  tagline: string;
  hero: { heading: string };
  highlights: { caption: string }[];
  features: unknown[];
  benefits: { proof?: { value: string } }[];
  faq: unknown[];
  closingBanner: string;
}
interface SuiteFile {
  order?: number;
  name: string;
  tagline: string;
  modules: string[];
  whyChoose: { heading: string; items: unknown[] };
  closingBanner: string;
}
interface CaseStudyFile {
  order?: number;
  suite: string;
  modules: string[];
  results: { figure: string; label: string }[];
}

/** The interface words (src/content/ui.yaml). */
export const ui = uiSchema.parse(single(contentSources.ui));
/** The company's facts (src/content/company.yaml). */
export const company = companySchema.parse(single(contentSources.company));

const path = (id: string): string => `/${id}`;

/** The modules in the site's one order (the side menu's, which every list of modules follows), with their counts. */
export const modules = folder<ModuleFile>(contentSources.modules.folder).map((module) => ({
  path: path(module.id),
  name: module.name,
  tagline: module.tagline,
  heading: module.hero.heading,
  highlights: module.highlights.map((highlight) => highlight.caption),
  features: module.features.length,
  benefits: module.benefits.length,
  /** Each benefit's figure, the one its picture shows (undefined where it has none). */
  proofs: module.benefits.map((benefit) => benefit.proof?.value),
  faq: module.faq.length,
  closingBanner: module.closingBanner,
}));

/** Module paths in the site's one order. */
export const moduleOrder: readonly string[] = modules.map((module) => module.path);

const suiteFiles = folder<SuiteFile>(contentSources.suites.folder);

/** The suites in the Pricing menu's order, each with its modules' paths in the order it lists them. */
export const suites = suiteFiles.map((suite) => ({
  path: path(suite.id),
  name: suite.name,
  tagline: suite.tagline,
  modules: suite.modules.map(path),
  whyChoose: suite.whyChoose.heading,
  reasons: suite.whyChoose.items.length,
  closingBanner: suite.closingBanner,
}));

/** The case studies, each with its suite's name and its modules' paths. */
export const caseStudies = folder<CaseStudyFile>(contentSources.caseStudies.folder).map((caseStudy) => ({
  path: path(caseStudy.id),
  suite: suiteFiles.find((suite) => suite.id === caseStudy.suite)?.name ?? caseStudy.suite,
  modules: caseStudy.modules.map(path),
  results: caseStudy.results,
}));

/** The testimonials in the order the carousels show them, each with its portrait's file name (without its extension). */
export const testimonials = entries<{ portrait: string }>(contentSources.testimonials).map(({ portrait }) => ({
  portrait: basename(portrait, extname(portrait)),
}));

/** The Real Stories cards in their order, each with its case study's path. */
export const stories = entries<{ order: number; caseStudy: string }>(contentSources.stories)
  .sort((a, b) => a.order - b.order)
  .map((story) => ({ caseStudy: path(story.caseStudy) }));

/** The clients of the logo strip, by name. */
export const clients = entries<{ name: string }>(contentSources.clients).map((client) => client.name);

/** The certifications, by name. */
export const certifications = entries<{ name: string }>(contentSources.certifications).map((certification) => certification.name);

interface Heading {
  heading: string;
}

/** The landing page's copy (src/content/landing.yaml), as far as the tests read it. */
export const landing = single(contentSources.landing) as {
  video: { title: string };
  clientsSection: Heading;
  testimonialsSection: Heading;
  storiesSection: Heading;
  certificationsSection: Heading;
  closingCta: { imageAlt: string };
};

/** The form page's copy (src/content/form-page.yaml), as far as the tests read it. */
export const formPage = single(contentSources.formPage) as {
  heading: string;
  subheading: string;
  formHeading: string;
  testimonialsHeading: string;
  faqHeading: string;
  faq: { question: string }[];
  contactHeading: string;
  noscript: string;
  footerImageAlt: string;
};

/** The not-found page's copy (src/content/not-found.yaml), as far as the tests read it. */
export const notFound = single(contentSources.notFound) as { homeLabel: string };

/** The suite comparison's copy (src/content/compare-suites.yaml), as far as the tests read it. */
export const comparePage = single(contentSources.comparePage) as {
  heading: string;
  table: {
    caption: string;
    moduleHeading: string;
    included: string;
    notIncluded: string;
    totalHeading: string;
    total: string;
    suiteSwitch: string;
  };
  mostChosen: { suite: string; label: string };
  closingCta: string;
};

/** The accessibility statement's copy (src/content/accessibility.yaml), as far as the tests read it. */
export const accessibilityPage = single(contentSources.accessibilityPage) as {
  heading: string;
  reviewedLabel: string;
  sections: { id: string; heading: string; points: Heading[] }[];
  report: Heading;
};

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

/** Aliases that must land on the real page (DECISIONS.md). */
export const redirects = [
  { from: '/inventary-suite', to: '/inventory-suite' },
  { from: '/userstore-inventory', to: '/userstore-inventry' },
] as const;

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
