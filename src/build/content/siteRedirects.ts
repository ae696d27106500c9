import { z } from 'astro/zod';
import { retirement } from '../../schemas/retired';
import { redirects } from '../../lib/routes';
import { retiredRedirects, type PageEntry } from '../../lib/content/retired';
import { folderFiles, readContentFile } from '../contentFiles';

/** Only the `retired` field of a page's file; the content layer checks the rest of the file. */
const retiredField = z.object({ retired: retirement.optional() });

/** The module, suite and case-study files under `root`, each as its id and its `retired` field. */
function pageEntries(root: URL): PageEntry[] {
  return (['modules', 'suites', 'caseStudies'] as const).flatMap((collection) =>
    folderFiles(root, collection).flatMap(({ id, path }) => {
      // A file that breaks the schema is left to the content layer, which names the field.
      const read = retiredField.safeParse(readContentFile(root, path));
      return read.success ? [{ id, data: read.data }] : [];
    }),
  );
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
