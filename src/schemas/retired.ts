import { z } from 'astro/zod';
import { accessibilityPath, compareSuitesPath, formPath } from '../urls.ts';
import { reference } from './reference.ts';

/** The site's own pages a retired entry may send its visitors to. */
export const retiredPageTargets = ['/', formPath, compareSuitesPath, accessibilityPath] as const;

/**
 * Where a retired page's visitors go: another module, suite or case study, or one of the site's own
 * pages. A union told apart by `kind`, so the editor asks for the kind and then offers that kind's
 * entries (src/lib/cms/editorField.ts).
 */
const redirectTarget = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('module'), module: reference('modules').describe('The module whose page takes its visitors.') }),
  z.object({ kind: z.literal('suite'), suite: reference('suites').describe('The suite whose page takes its visitors.') }),
  z.object({
    kind: z.literal('case-study'),
    caseStudy: reference('caseStudies').describe('The case study whose page takes its visitors.'),
  }),
  z.object({
    kind: z.literal('page'),
    page: z
      .enum(retiredPageTargets)
      .describe(
        'One of the site’s own pages: the home page (/), the contact form (/form), the suite comparison (/compare-suites) or the accessibility statement (/accessibility).',
      ),
  }),
]);

/**
 * A published page taken out of service: it keeps its file (so links and search engines are sent on,
 * DECISIONS "Published pages are retired, not deleted"), loses its page and its place in every list,
 * and its address answers with a permanent redirect to `redirectTo`.
 */
export const retirement = z
  .object({
    redirectTo: redirectTarget
      .meta({ label: 'Send its visitors to' })
      .describe('The page that takes this one’s visitors, and its place in search engines.'),
  })
  .meta({ label: 'Retired' })
  .describe(
    'To take the page off the site, fill this in (the editor’s Delete is off for pages, whose addresses have links and a place in search engines): it leaves every menu, list and the site map, and its address forwards to the page chosen here. Entries that include it must drop it first: the preview and the build name each one. Empty it to bring the page back.',
  );

export type Retirement = z.output<typeof retirement>;
