// @ts-check
import react from '@astrojs/react';
import { defineConfig, envField } from 'astro/config';
import { clientInteraction } from './src/integrations/clientInteraction/integration.ts';
import { contentCheck } from './src/integrations/contentCheck/integration.ts';
import { deployGuard } from './src/integrations/deployGuard.ts';
import { configuredEndpoint, formConnectSources } from './src/integrations/formEndpoint.ts';
import { scopedCss } from './src/integrations/scopedCss/integration.ts';
import { siteAddresses } from './src/integrations/siteAddresses/integration.ts';
import { siteFont } from './src/integrations/siteFont/integration.ts';
import { socialCardCache } from './src/integrations/socialCardCache.ts';
import { site } from './src/site.config.ts';
import { formEndpoint } from './src/lib/contact/endpoint.ts';
import { speculationRulesHashes } from './src/build/speculationRules.ts';

export default defineConfig({
  site: site.url,
  // Pages are emitted as `room-booking.html`, so a CDN serves the canonical `/room-booking`
  // without a trailing-slash redirect; `/room-booking/` still reaches the same file.
  // Stylesheets are small (about 6 KB gzipped a page) and inlined, so no request blocks rendering;
  // the generated CSP hashes them.
  build: { format: 'file', inlineStylesheets: 'always' },
  trailingSlash: 'ignore',
  integrations: [
    // The content judged as a whole: mistakes and words no longer true named as the editor shows
    // them at every build; in the dev server, retirements answer 301 at once and mistakes are explained.
    contentCheck(new URL('./', import.meta.url)),
    // `npm run build` refuses to ship placeholder URLs; the local scripts set ALLOW_PLACEHOLDERS=1.
    deployGuard(() => ({ siteUrl: site.url, formEndpoint: formEndpoint(configuredEndpoint()) })),
    // The CSP lets the form reach its endpoint: this site's /riseform, or FORM_ENDPOINT's origin.
    formConnectSources(),
    react(),
    clientInteraction(),
    // Inter, cut at build time to the site's own characters, with the rest of latin on demand.
    siteFont(new URL('./', import.meta.url)),
    // The site's addresses, from the content: its redirects, _redirects, the forwarding pages, the sitemap, the published list.
    siteAddresses(new URL('./', import.meta.url)),
    // A route's inline CSS holds every component it imports; each page keeps only what it draws.
    scopedCss(),
    // The link preview cards drawn before and used by no page any more leave the cache.
    socialCardCache(),
  ],
  env: {
    schema: {
      FORM_ENDPOINT: envField.string({
        context: 'client',
        access: 'public',
        optional: true,
        url: true,
      }),
    },
  },
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        // data: for the favicon, which every page carries inline (src/layouts/BaseLayout.astro).
        "img-src 'self' data:",
        "font-src 'self'",
        'frame-src https://www.youtube-nocookie.com',
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ],
      // The two Speculation Rules sets (src/build/speculationRules.ts), by hash; Astro adds the
      // hashes of its own scripts. No other inline script runs.
      scriptDirective: { hashes: speculationRulesHashes },
    },
  },
});
