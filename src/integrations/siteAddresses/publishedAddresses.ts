/**
 * The addresses the site has published, and those of them no page answers any more: pure, so the
 * build's check (checkPublished.ts), the sitemap (sitemap.ts) and their tests share it. Once in a
 * search engine's index or a bookmark, an address must answer for ever: with its page, or with a
 * 301 to the page that took its place (a retirement, docs/editing-content.md).
 */
import { canonicalPath } from '../../urls.ts';

/** An address and the day a build first saw it (YYYY-MM-DD). */
export type Published = ReadonlyMap<string, string>;

/** Pages that are not content: the not-found page, the thanks after a form sent without JavaScript, the editor. */
const notContent = /^\/(?:404|admin|form\/sent)$/;

/** Whether a built page is one of the site's addresses (in the sitemap): content, and not a forwarding page. */
export function isPublishedPage(pathname: string, redirects: Readonly<Record<string, string>>): boolean {
  const path = canonicalPath(pathname);
  return !(path in redirects) && !notContent.test(path);
}

/** The committed list: one `YYYY-MM-DD /address` a line; blank lines and `#` comments aside. */
export function readPublished(text: string): Published {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [date = '', path = ''] = line.split(/\s+/);
      return [path, date] as const;
    });
  return new Map(entries);
}

const header = [
  '# Every address the site has published, with the day a build first saw it (written by the build:',
  '# src/integrations/siteAddresses). The build refuses when one of them no longer answers; commit',
  '# this file with the change that adds a page.',
];

/** The list as committed: sorted by address, so a new page adds one line. */
export function writePublished(published: Published): string {
  const lines = [...published].sort(([a], [b]) => a.localeCompare(b)).map(([path, date]) => `${date} ${path}`);
  return `${[...header, ...lines].join('\n')}\n`;
}

/** The list with the addresses this build publishes for the first time, seen `today`. */
export function withNewAddresses(published: Published, built: readonly string[], today: string): Published {
  const next = new Map(published);
  for (const path of built) if (!next.has(path)) next.set(path, today);
  return next;
}

/** The published addresses that neither render a page nor redirect, with the day each was first seen. */
export function deadAddresses(published: Published, answering: ReadonlySet<string>): [path: string, since: string][] {
  return [...published].filter(([path]) => !answering.has(path));
}

/** Why the build stops: each dead address, and how to take a page off the site instead. */
export function deadAddressesRefusal(dead: readonly (readonly [string, string])[]): string {
  const named = dead.map(([path, since]) => `${path} (published since ${since})`).join(', ');
  return (
    `${dead.length === 1 ? 'This address was' : 'These addresses were'} published and no page answers ${dead.length === 1 ? 'it' : 'them'} any more: ${named}. ` +
    'Search engines and bookmarks still send visitors there. Bring the page’s file back and retire it instead ' +
    '(in the editor: open it, Retired, Send its visitors to …; docs/editing-content.md), so its address answers ' +
    'a permanent redirect to the page that took its place.'
  );
}
