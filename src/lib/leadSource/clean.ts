/**
 * Cleaning what a lead's source is made of: every value is printable, at most MAX_LENGTH
 * characters, and a page is a path on this site, never a query or a hash (they can carry a
 * visitor's e-mail, a search or a token).
 */
import { canonicalPath } from '../../urls';

/** The longest value sent, in characters. */
export const MAX_LENGTH = 100;

// Control and format characters (zero-width, bidi overrides), unassigned and private-use code
// points, and the two Unicode line separators: nothing an endpoint's owner could read.
const unprintable = /[\p{C}\u2028\u2029]/gu;

/** The text printable, trimmed and capped; undefined when nothing printable is left. */
export function cleanText(value: string | null | undefined): string | undefined {
  // Cut by code point, so a character outside the BMP is never cut in half.
  const text = [...(value ?? '').replace(unprintable, '').trim()].slice(0, MAX_LENGTH).join('');
  return text === '' ? undefined : text;
}

/** A path or URL on this site as its canonical path, without query or hash, capped. */
export function cleanPath(pathOrUrl: string): string {
  return cleanText(canonicalPath(new URL(pathOrUrl, 'http://x').pathname)) ?? '/';
}

const parsed = (url: string): URL | undefined => {
  try {
    return new URL(url);
  } catch {
    return undefined;
  }
};

/** The path of a referrer on this site (`origin`), else undefined. */
export function sameSitePath(referrer: string, origin: string): string | undefined {
  const url = parsed(referrer);
  return url?.origin === origin ? cleanPath(url.pathname) : undefined;
}

/** The host of a referrer on another site, never its path or query; else undefined. */
export function externalHost(referrer: string, origin: string): string | undefined {
  const url = parsed(referrer);
  return url && url.origin !== origin ? cleanText(url.host.toLowerCase()) : undefined;
}
