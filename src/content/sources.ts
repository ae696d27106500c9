/**
 * Where each content collection's files live, relative to the project root: the loaders in
 * src/content.config.ts read them there, and the content editor at /admin writes them there.
 * A folder holds one YAML file per entry (named by its URL slug); a file holds either a list of
 * entries, each with an `id` (`entry: null`), or one entry under its id (`entry`).
 */
export const contentSources = {
  modules: { folder: 'src/content/modules' },
  suites: { folder: 'src/content/suites' },
  caseStudies: { folder: 'src/content/case-studies' },
  testimonials: { file: 'src/content/testimonials.yaml', entry: null },
  stories: { file: 'src/content/stories.yaml', entry: null },
  clients: { file: 'src/content/clients.yaml', entry: null },
  certifications: { file: 'src/content/certifications.yaml', entry: null },
  landing: { file: 'src/content/landing.yaml', entry: 'home' },
  formPage: { file: 'src/content/form-page.yaml', entry: 'form' },
  notFound: { file: 'src/content/not-found.yaml', entry: 'not-found' },
  comparePage: { file: 'src/content/compare-suites.yaml', entry: 'compare-suites' },
  accessibilityPage: { file: 'src/content/accessibility.yaml', entry: 'accessibility' },
  ui: { file: 'src/content/ui.yaml', entry: 'ui' },
  company: { file: 'src/content/company.yaml', entry: 'company' },
} as const;

export type CollectionName = keyof typeof contentSources;

/** Where the pictures a marketer adds are stored, relative to the project root (the build optimises them from there). */
export const mediaFolders = {
  portraits: 'src/assets/portraits',
} as const;
