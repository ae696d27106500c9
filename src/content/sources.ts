/**
 * Where each content collection's files live, relative to the project root: the loaders in
 * src/content.config.ts read them there, and the content editor at /admin writes them there.
 * A folder holds one YAML file per entry (named by its URL slug); a file holds either a list of
 * entries, each with an `id` (`entry: null`), or one entry under its id (`entry`). `group` is where
 * the editor lists it (`contentGroups`).
 */
export const contentSources = {
  landing: { file: 'src/content/landing.yaml', entry: 'home', group: 'pages' },
  formPage: { file: 'src/content/form-page.yaml', entry: 'form', group: 'pages' },
  comparePage: { file: 'src/content/compare-suites.yaml', entry: 'compare-suites', group: 'pages' },
  accessibilityPage: { file: 'src/content/accessibility.yaml', entry: 'accessibility', group: 'pages' },
  notFound: { file: 'src/content/not-found.yaml', entry: 'not-found', group: 'pages' },
  modules: { folder: 'src/content/modules', group: 'products' },
  suites: { folder: 'src/content/suites', group: 'products' },
  caseStudies: { folder: 'src/content/case-studies', group: 'proof' },
  testimonials: { file: 'src/content/testimonials.yaml', entry: null, group: 'proof' },
  stories: { file: 'src/content/stories.yaml', entry: null, group: 'proof' },
  clients: { file: 'src/content/clients.yaml', entry: null, group: 'proof' },
  company: { file: 'src/content/company.yaml', entry: 'company', group: 'company' },
  certifications: { file: 'src/content/certifications.yaml', entry: null, group: 'company' },
  ui: { file: 'src/content/ui.yaml', entry: 'ui', group: 'words' },
} as const;

/**
 * How the editor groups the collections, in the order it lists them, as the marketing team thinks
 * of the site: a group's files are one collection of the editor under the group's name; a folder
 * of pages (modules, suites, case studies) is a collection of its own, listed in its group.
 */
export const contentGroups = {
  pages: 'Pages',
  products: 'Products',
  proof: 'Customer proof',
  company: 'Company',
  words: 'Words used on every page',
} as const;

export type CollectionName = keyof typeof contentSources;

/** Where the pictures a marketer adds are stored, relative to the project root (the build optimises them from there). */
export const mediaFolders = {
  portraits: 'src/assets/portraits',
} as const;
