/**
 * The names of the query parameters that say where a lead came from (docs/configuration.md,
 * "Where a lead came from"), in one module that imports nothing: the page sends them, the
 * endpoint (src/worker) keeps them, and the leads export (scripts/leads.ts, run by Node as it is)
 * lists them as columns.
 */

/** The names of the source parameters (the campaign's keep their own: utm_source, gclid, …). */
export const SOURCE_PARAMETERS = {
  /** The page the form is on: the only one sent when the visitor asks not to be followed. */
  formPage: 'form_page',
  /** The page of this site the visitor opened the form from. */
  fromPage: 'from_page',
  /** The visit's first page. */
  landingPage: 'landing_page',
  /** The host of the outside site that sent the visitor (never its address). */
  referrerHost: 'referrer_host',
  /** Whole seconds from the visit's first page to the request. */
  visitSeconds: 'visit_seconds',
} as const;

/** The campaign parameters a visit keeps, as the ad platforms name them. */
export const CAMPAIGN_PARAMETERS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
/** The ad platforms' click ids, kept only where the site's settings allow (site.config.ts). */
export const CLICK_IDS = ['gclid', 'msclkid'] as const;
