import type { AstroIntegration } from 'astro';
import { pruneCards } from '../build/socialCards/cache.ts';

/** After a build, the card cache keeps only the cards that build used (cache.ts, pruneCards). */
export function socialCardCache(): AstroIntegration {
  let start = Date.now();
  return {
    name: 'social-card-cache',
    hooks: {
      'astro:build:start': () => {
        start = Date.now();
      },
      'astro:build:done': ({ logger }) => {
        const removed = pruneCards(start);
        if (removed > 0) logger.info(`${removed} cards no page uses any more taken out of the cache`);
      },
    },
  };
}
