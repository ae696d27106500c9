import { accessibilityPath, compareSuitesPath, formPath } from '../urls';

/** Old or misspelt URLs that search engines and links still use, sent to the real pages. */
export const redirects: Readonly<Record<string, string>> = {
  '/inventary-suite': '/inventory-suite',
  '/userstore-inventory': '/userstore-inventry',
};

/**
 * The paths the site's own pages and files take at the root, besides the module, suite and
 * case-study pages: a new entry's URL must be none of them (src/lib/routes.test.ts checks the list
 * against src/pages and the redirects).
 */
export const fixedPaths: readonly string[] = [
  '/',
  '/index',
  formPath,
  compareSuitesPath,
  accessibilityPath,
  '/404',
  '/admin',
  '/robots',
  // Each page's social card, /social/<page>.png (src/pages/social/).
  '/social',
  ...Object.keys(redirects),
];
