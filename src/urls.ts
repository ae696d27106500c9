/** The URL of a module, suite or case-study page: every page sits at the root under its id. */
export function pagePath(id: string): string {
  return `/${id}`;
}

/** The contact form, where every Request a Demo and Request for Pricing button leads. */
export const formPath = '/form';

/** The site's own form endpoint (src/worker), as the spec names it. */
export const riseformPath = '/riseform';

/** The thanks after the form was sent without JavaScript (the endpoint's answer to a plain post). */
export const formSentPath = '/form/sent';

/** The suite comparison: every suite against every module. */
export const compareSuitesPath = '/compare-suites';

/** The accessibility statement. */
export const accessibilityPath = '/accessibility';

/** A page's canonical path, however a CDN serves it: no `.html`, no trailing slash, except the home page's `/`. */
export function canonicalPath(pathname: string): string {
  const path = pathname
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** A page's canonical URL on `origin`: no trailing slash, except the home page's `/`. */
export function canonicalUrl(origin: string, pathname: string): string {
  return new URL(canonicalPath(pathname), origin).href;
}
