/**
 * Where a lead came from, as the query parameters sent beside the spec's body (DECISIONS.md,
 * 2026-11-27): the body stays the spec's ten fields. docs/configuration.md shows the endpoint's
 * owner what arrives.
 */
import { cleanPath, externalHost, sameSitePath } from '../../lib/leadSource/clean';
import { SOURCE_PARAMETERS } from '../../lib/leadSource/names';
import { campaignOf, type Visit } from './visit';

export { SOURCE_PARAMETERS } from '../../lib/leadSource/names';

export type SourceParameter = readonly [name: string, value: string];

export interface SourceInput {
  /** The URL of the page the form is on. */
  formUrl: string;
  /** The referrer of that page. */
  referrer: string;
  /** The visit, where the site remembers it (see site.config.ts); it includes the form's page. */
  visit: Visit | undefined;
  /** The visitor asked not to be followed (Global Privacy Control, Do Not Track). */
  notFollowed: boolean;
  /** Whether the ad platforms' click ids are sent (site.config.ts). */
  clickIds: boolean;
  /** The time of the request (ms since 1970). */
  now: number;
}

/** The lead's source as query parameters, in the order the docs list them. */
export function sourceParameters({ formUrl, referrer, visit, notFollowed, clickIds, now }: SourceInput): SourceParameter[] {
  const url = new URL(formUrl);
  const formPage = cleanPath(url.pathname);
  const { formPage: formName, fromPage, landingPage, referrerHost, visitSeconds } = SOURCE_PARAMETERS;
  if (notFollowed) return [[formName, formPage]];
  // The referrer says where the form was opened from; a reload of the form, or a browser that
  // sends no referrer, leaves the last page of the visit to say it.
  const openedFrom = sameSitePath(referrer, url.origin);
  const from = openedFrom === formPage ? visit?.last : (openedFrom ?? visit?.last);
  const campaign = visit ? visit.campaign : campaignOf(url.searchParams, clickIds);
  const host = visit ? visit.referrer : externalHost(referrer, url.origin);
  const optional: [string, string | undefined][] = [
    [fromPage, from],
    [landingPage, visit?.landing],
    [referrerHost, host],
    ...Object.entries(campaign ?? {}),
    [visitSeconds, visit && String(Math.max(0, Math.round((now - visit.start) / 1000)))],
  ];
  return [[formName, formPage], ...optional.filter((entry): entry is [string, string] => entry[1] !== undefined)];
}
