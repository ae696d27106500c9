import type { AstroIntegration } from 'astro';
import { loadEnv } from 'vite';
import { connectSources } from '../lib/contact/endpoint.ts';

/** FORM_ENDPOINT from the environment or a .env file, as astro:env sees it (unset: the site's own /riseform). */
export const configuredEndpoint = (): string | undefined =>
  loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), '')['FORM_ENDPOINT'];

/** The CSP's connect-src: the page's own origin, and the form's endpoint where one is set elsewhere (src/lib/contact/endpoint.ts). */
export function formConnectSources(): AstroIntegration {
  return {
    name: 'form-connect-sources',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        // Added to the config's own directives; SHA-256 is Astro's default, restated because the type asks for it.
        const directive = `connect-src ${connectSources(configuredEndpoint())}` as const;
        updateConfig({ security: { csp: { algorithm: 'SHA-256', directives: [directive] } } });
      },
    },
  };
}
