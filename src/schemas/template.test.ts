import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { template } from './template.ts';

describe('template', () => {
  const counter = template(['n', 'total']);

  it('accepts any wording that keeps every placeholder, in any order', () => {
    expect(counter.safeParse('{n} of {total}').success).toBe(true);
    expect(counter.safeParse('{total} items, this is {n}').success).toBe(true);
  });

  it('refuses an entry that drops a placeholder, saying which to keep', () => {
    const result = counter.safeParse('{n} of many');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Keep {n}, {total}: the site fills them in.');
  });

  it('gives the editor the same rule as a pattern', () => {
    const json = z.toJSONSchema(counter) as { pattern?: string; patternMessage?: string };
    expect(new RegExp(json.pattern ?? '').test('{total}/{n}')).toBe(true);
    expect(new RegExp(json.pattern ?? '').test('{n}')).toBe(false);
    expect(json.patternMessage).toBe('Keep {n}, {total}: the site fills them in.');
  });
});
