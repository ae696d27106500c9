/**
 * The visit, as this tab remembers it in one small sessionStorage key: its first page, when it
 * began, the last page read before the form, the host of an outside site that sent the visitor,
 * and the campaign the visit came with. The first of each seen wins; nothing outlives the tab.
 */
import { formPath } from '../../urls';
import { cleanPath, cleanText, externalHost } from '../../lib/leadSource/clean';
import { CAMPAIGN_PARAMETERS, CLICK_IDS } from '../../lib/leadSource/names';

/** The sessionStorage key: the only thing of the visit the site keeps. */
export const VISIT_KEY = 'lead-source';

export { CAMPAIGN_PARAMETERS, CLICK_IDS } from '../../lib/leadSource/names';

export interface Visit {
  /** The visit's first page (a path). */
  landing: string;
  /** When the first page was seen (ms since 1970). */
  start: number;
  /** The last page read that is not the form. */
  last?: string;
  /** The host of the outside site that sent the visitor. */
  referrer?: string;
  /** The campaign parameters, by name. */
  campaign?: Record<string, string>;
}

/** A page as it is shown: its URL, the referrer it was opened from, and when. */
export interface PageView {
  url: string;
  referrer: string;
  now: number;
}

/** The campaign parameters in a page's query, cleaned; undefined when it has none. */
export function campaignOf(search: URLSearchParams, clickIds: boolean): Record<string, string> | undefined {
  const names = clickIds ? [...CAMPAIGN_PARAMETERS, ...CLICK_IDS] : CAMPAIGN_PARAMETERS;
  const found = names.flatMap((name) => {
    const value = cleanText(search.get(name));
    return value === undefined ? [] : [[name, value] as const];
  });
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

/** The visit after this page was shown: begun here if it had not begun. */
export function noteVisit(visit: Visit | undefined, view: PageView, clickIds: boolean): Visit {
  const url = new URL(view.url);
  const path = cleanPath(url.pathname);
  const begun = visit ?? { landing: path, start: view.now };
  const campaign = begun.campaign ?? campaignOf(url.searchParams, clickIds);
  const referrer = begun.referrer ?? externalHost(view.referrer, url.origin);
  const last = path === formPath ? begun.last : path;
  return { ...begun, ...(campaign && { campaign }), ...(referrer && { referrer }), ...(last && { last }) };
}

const isVisit = (value: unknown): value is Visit =>
  typeof value === 'object' &&
  value !== null &&
  'landing' in value &&
  typeof value.landing === 'string' &&
  'start' in value &&
  typeof value.start === 'number';

/** The visit this tab remembers, if any (storage blocked or its value broken: none). */
export function readVisit(storage: Pick<Storage, 'getItem'> | null): Visit | undefined {
  try {
    const value: unknown = JSON.parse(storage?.getItem(VISIT_KEY) ?? 'null');
    return isVisit(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the visit in this tab (nothing when storage is blocked or full). */
export function writeVisit(storage: Pick<Storage, 'setItem'> | null, visit: Visit): void {
  try {
    storage?.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    // Full or blocked: the lead then says less of where it came from, and nothing else changes.
  }
}

/** Forgets the visit: its lead has been sent, or the visitor asked not to be followed. */
export function forgetVisit(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(VISIT_KEY);
  } catch {
    // Blocked storage holds nothing to forget.
  }
}

/** This tab's sessionStorage, or null where the browser blocks it (reading it throws then). */
export function visitStorage(win: Pick<Window, 'sessionStorage'>): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}
