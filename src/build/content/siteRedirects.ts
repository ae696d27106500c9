import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { parse } from 'yaml';
import { contentSources } from '../../content/sources';
import { retirement } from '../../schemas/retired';
import { redirects } from '../../lib/routes';
import { retiredRedirects, type PageEntry } from '../../lib/content/retired';

/** Only the `retired` field of a page's file; the content layer checks the rest of the file. */
const retiredField = z.object({ retired: retirement.optional() });

/** The module, suite and case-study files under `root`, each as its id and its `retired` field. */
function pageEntries(root: URL): PageEntry[] {
  return (['modules', 'suites', 'caseStudies'] as const).flatMap((collection) => {
    const folder = new URL(`${contentSources[collection].folder}/`, root);
    return readdirSync(folder)
      .filter((file) => file.endsWith('.yaml'))
      .flatMap((file) => {
        // A file that breaks the schema is left to the content layer, which names the field.
        const read = retiredField.safeParse(parse(readFileSync(new URL(file, folder), 'utf8')));
        return read.success ? [{ id: file.replace(/\.yaml$/, ''), data: read.data }] : [];
      });
  });
}

/**
 * Every redirect of the site: the old and misspelt addresses (src/lib/routes.ts) and the addresses
 * of retired entries. Read from the content files when the build starts, because the siteAddresses
 * integration (which hands it to Astro, the _redirects file, the forwarding pages and the sitemap)
 * runs before the content layer loads any entry.
 */
export function siteRedirects(root: URL): Record<string, string> {
  return { ...redirects, ...retiredRedirects(pageEntries(root)) };
}
