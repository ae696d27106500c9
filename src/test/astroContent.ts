/**
 * `astro:content` for unit tests, which run outside Astro: enough of it to import
 * src/content.config.ts and read its schemas (vitest.config.ts aliases the module here).
 */
import { z } from 'astro/zod';

export const defineCollection = <T>(config: T): T => config;

/** An entry of `collection` by id, as written in a content file (Astro's own also resolves it). */
export const reference = (collection: string) => z.string().meta({ collection });
