import { site } from '../../site.config.ts';

/** The URL the contact form posts to: FORM_ENDPOINT when set at build time, else `${formHost}/riseform`. */
export function formEndpoint(configured: string | undefined): string {
  return configured && configured.length > 0 ? configured : `${site.formHost}/riseform`;
}

/** The origin the Content-Security-Policy must allow in `connect-src` for the form to send. */
export function formEndpointOrigin(configured: string | undefined): string {
  return new URL(formEndpoint(configured)).origin;
}
