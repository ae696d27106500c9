/**
 * Whether the browser lets the site fetch pages ahead of a click (DECISIONS 2026-11-28): not when
 * the visitor asks to save data, nor on a connection the browser rates slower than 4G. A browser
 * that says nothing (Firefox, Safari) is not held back: it takes no Speculation Rules anyway.
 */

/** The Network Information API, which TypeScript's DOM types do not carry yet (Chromium only). */
interface NetworkInformation {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

const slowerThan4g = ['slow-2g', '2g', '3g'];

export function mayFetchAhead(navigator: Navigator): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection === undefined) return true;
  return connection.saveData !== true && !slowerThan4g.includes(connection.effectiveType ?? '4g');
}
