import { site } from '../../site.config.ts';
import { riseformPath } from '../../urls.ts';

/** The URL the contact form posts to: FORM_ENDPOINT when set at build time, else `${formHost}/riseform`. */
export function formEndpoint(configured: string | undefined): string {
  return configured && configured.length > 0 ? configured : `${site.formHost}${riseformPath}`;
}

/** The origin the Content-Security-Policy must allow in `connect-src` for the form to send. */
export function formEndpointOrigin(configured: string | undefined): string {
  return new URL(formEndpoint(configured)).origin;
}

/**
 * The Content-Security-Policy's `connect-src`: the form endpoint's origin, plus the site itself.
 * Nothing on the pages fetches from the site, but auditors do, from inside the page: Lighthouse
 * downloads /robots.txt under the page's policy, and without 'self' reports it missing (SEO 92).
 * Same-origin requests to a static host reach nothing a script could abuse.
 */
export function connectSources(configured: string | undefined): string {
  return `'self' ${formEndpointOrigin(configured)}`;
}
