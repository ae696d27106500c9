import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const entry = (file: string): string => fileURLToPath(new URL(file, import.meta.url));

/**
 * Registers this folder's directives, all of which replay a click made while the island loads:
 * `client:interaction` (./directive.ts) for islands that only matter once used, and
 * `client:onscreen` (./onscreen.ts) for islands that act as soon as they are seen (carousels), and
 * `client:draft` (./draft.ts), `client:interaction` for the contact form, keeping its draft.
 */
export function clientInteraction(): AstroIntegration {
  return {
    name: 'client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: entry('./directive.ts') });
        addClientDirective({ name: 'onscreen', entrypoint: entry('./onscreen.ts') });
        addClientDirective({ name: 'draft', entrypoint: entry('./draft.ts') });
      },
    },
  };
}
