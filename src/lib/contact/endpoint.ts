import { riseformPath } from '../../urls';

/**
 * The URL the contact form posts to: FORM_ENDPOINT when set at build time (a deployer's own form
 * service), else the site's own /riseform, served on the same origin by the Worker (src/worker/):
 * no preflight, and no answer hidden by CORS.
 */
export function formEndpoint(configured: string | undefined): string {
  return configured && configured.length > 0 ? configured : riseformPath;
}

/**
 * The Content-Security-Policy's `connect-src`: the site itself (its own /riseform; auditors such as
 * Lighthouse also fetch /robots.txt from inside the page), plus FORM_ENDPOINT's origin when the
 * form posts elsewhere.
 */
export function connectSources(configured: string | undefined): string {
  return configured && configured.length > 0 ? `'self' ${new URL(configured).origin}` : "'self'";
}
