import type { AstroConfig, AstroIntegration } from 'astro';
import { siteRedirects } from '../../build/content/siteRedirects.ts';
import { checkPublished } from './checkPublished.ts';
import { writeRedirectPages } from './redirectPages.ts';
import { writeRedirectsFile } from './redirectsFile.ts';
import { addressSitemap } from './sitemap.ts';

/**
 * The site's addresses, from one redirect map (the old addresses and those of retired modules,
 * suites and case studies), read from the content files under `root` once, when the build starts:
 * - Astro's `redirects`, which `astro dev` answers (contentCheck answers a retirement made since);
 * - `_redirects`, the 301s of the hosts that read it (redirectsFile.ts), and a forwarding page at
 *   each old URL for those that do not, in place of Astro's (redirectPages.ts);
 * - the sitemap, which leaves the forwarding pages out (sitemap.ts);
 * - the published addresses, each of which must still answer (checkPublished.ts,
 *   src/publishedAddresses.txt).
 */
export function siteAddresses(root: URL): AstroIntegration {
  let redirects: Readonly<Record<string, string>> = {};
  let site = '';
  let format: AstroConfig['build']['format'] = 'directory';
  return {
    name: 'site-addresses',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        redirects = siteRedirects(root);
        site = config.site ?? '';
        format = config.build.format;
        // The sitemap is added from here, so it filters by the same map. Astro runs it like one
        // listed in astro.config.mjs: its `astro:config:setup` loop walks `integrations` as
        // updateConfig grows it (node_modules/astro/dist/integrations/hooks.js, runHookConfigSetup),
        // and the later hooks walk the config that loop returns. It runs after the integrations listed there.
        updateConfig({ redirects, build: { redirects: false }, integrations: [addressSitemap(redirects)] });
      },
      'astro:build:done': async ({ dir, pages, logger }) => {
        await writeRedirectsFile(dir, redirects);
        await writeRedirectPages(dir, redirects, site, format);
        checkPublished(new URL('src/publishedAddresses.txt', root), redirects, pages, logger);
      },
    },
  };
}
