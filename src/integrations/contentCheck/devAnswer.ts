import type { ContentReport } from '../../lib/content/contentReport';
import { contentCheckPath } from './paths';

/** What the preview does with a request for a page: forward it, explain instead, or let the site answer. */
export type DevAnswer = { kind: 'redirect'; to: string } | { kind: 'explain'; path: string } | { kind: 'site' };

/** Requests that are no page of the site: the dev server's own files, the editor, the check itself, files. */
const notAPage = new RegExp(`^/(?:@|_astro/|src/|node_modules/|admin(?:/|$)|${contentCheckPath.slice(1)}|__|social/)|\\.(?!html$)\\w+$`);

/**
 * How the local preview answers `path` (src/integrations/contentCheck/integration.ts), from the
 * content as it is now rather than as it was when the server started: a retired page's address
 * answers 301 at once, and while the content has a mistake every page is the page that explains it
 * (never a blank error, never Astro's overlay).
 */
export function devAnswer(path: string, report: Pick<ContentReport, 'mistakes' | 'redirects'>): DevAnswer {
  if (notAPage.test(path)) return { kind: 'site' };
  const page = path.length > 1 ? path.replace(/\/$/, '').replace(/\.html$/, '') : path;
  const to = report.redirects[page];
  if (to !== undefined) return { kind: 'redirect', to };
  if (report.mistakes.length > 0) return { kind: 'explain', path: `${contentCheckPath}?page=${encodeURIComponent(page)}` };
  return { kind: 'site' };
}
