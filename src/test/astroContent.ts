/**
 * `astro:content` for unit tests, which run outside Astro: enough of it to import
 * src/content.config.ts and read its schemas (vitest.config.ts aliases the module here).
 */
export const defineCollection = <T>(config: T): T => config;
