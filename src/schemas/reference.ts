import { z } from 'astro/zod';

/**
 * An entry of another collection, by its id as a content file writes it; the build turns it into
 * `{ collection, id }` (what getEntry takes), and stops with both sides named when the entry is
 * gone (src/lib/content/contentIntegrity.ts). The editor offers the collection's entries.
 */
export const reference = <C extends string>(collection: C) =>
  z
    .string()
    .min(1)
    .transform((id) => ({ collection, id }))
    .meta({ reference: collection });
