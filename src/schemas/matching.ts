import { z } from 'astro/zod';

/**
 * Text that must match `pattern`, with one sentence for when it does not: the editor shows it as
 * you type (the JSON Schema's pattern and patternMessage) and the build names the field with it.
 */
export const matching = (pattern: RegExp, rule: string) => z.string().regex(pattern, { error: rule }).meta({ patternMessage: rule });
