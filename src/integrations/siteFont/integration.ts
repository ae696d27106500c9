import type { AstroIntegration } from 'astro';
import { fontProviders } from 'astro/config';
import { siteFontVariants } from './siteFont.ts';

/**
 * Inter, the site's one font (`--font-sans`), as two local faces cut to the site's own characters
 * under `root`'s src/ when the build starts (siteFont.ts; cached under node_modules/.cache).
 * Set through updateConfig in `astro:config:setup`, before Astro reads `fonts` (its fonts plugin and
 * the `astro:assets` types), so the build is the same as with `fonts` in astro.config.mjs. One
 * difference: Astro parses the config file with its whole schema, but what an integration adds only
 * with the checks across fields (validateConfigRefined: the `cssVariable`s), so this family's shape
 * is checked by its type, AstroConfig's, in `astro check`.
 */
export function siteFont(root: URL): AstroIntegration {
  return {
    name: 'site-font',
    hooks: {
      'astro:config:setup': async ({ updateConfig }) => {
        const variants = await siteFontVariants(new URL('src/', root), new URL('node_modules/.cache/site-font/', root));
        updateConfig({
          fonts: [
            {
              provider: fontProviders.local(),
              name: 'Inter',
              cssVariable: '--font-sans',
              // Each local font sized to Inter's metrics, so nothing moves when Inter arrives: Astro writes
              // Arial's (from sans-serif), src/styles/_fontFallback.scss Linux's and Android's.
              fallbacks: ['Inter fallback: Arial metrics', 'Inter fallback: Roboto', 'sans-serif'],
              // Subset at build time to the site's own characters, with the rest of latin on demand.
              options: { variants },
            },
          ],
        });
      },
    },
  };
}
