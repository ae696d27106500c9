import { pagePath } from '../../urls.ts';

/** An entry as the build or the tests load it: its id (its page's address) and its data, references as `{ collection, id }`. */
export interface PageEntry {
  id: string;
  data: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** What an entry's `retired` field holds (src/schemas/retired.ts), or undefined for an entry in service. */
export function retirementOf(data: unknown): Record<string, unknown> | undefined {
  if (!isObject(data) || !isObject(data['retired'])) return undefined;
  return data['retired'];
}

/**
 * The path a retired entry's address forwards to, or undefined for an entry in service. Read from
 * the loaded data without its schema, so the build's check (which sees every collection as unknown
 * data) and the redirect map agree: another entry's page, or one of the site's own pages.
 */
export function retiredTarget(data: unknown): string | undefined {
  const target = retirementOf(data)?.['redirectTo'];
  if (!isObject(target)) return undefined;
  for (const value of Object.values(target)) {
    if (typeof value === 'string' && value.startsWith('/')) return value;
    if (isObject(value) && typeof value['id'] === 'string') return pagePath(value['id']);
  }
  return undefined;
}

/** The CDN's permanent redirects for retired entries: each one's old address to the page that takes its visitors. */
export function retiredRedirects(entries: readonly PageEntry[]): Record<string, string> {
  return Object.fromEntries(
    entries.flatMap((entry) => {
      const target = retiredTarget(entry.data);
      return target === undefined ? [] : [[pagePath(entry.id), target]];
    }),
  );
}
