import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { takes } from './placeholders.ts';

describe('takes', () => {
  const heading = takes(['modules', 'Modules']);

  it('accepts words with or without the placeholders the field takes', () => {
    expect(heading.safeParse('{Modules} Modules, One Platform').success).toBe(true);
    expect(heading.safeParse('Every module, one platform').success).toBe(true);
  });

  it('refuses a brace left on its own, which the site would show as typed', () => {
    expect(heading.safeParse('All {modules modules').success).toBe(false);
    expect(heading.safeParse('All modules}').success).toBe(false);
  });

  it('refuses a placeholder the field does not take, saying which it does', () => {
    const result = heading.safeParse('All {suites} suites');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'Braces hold only {modules} and {Modules} here, which the site fills in: write any other word without braces.',
    );
  });

  it('gives the editor the same rule as a pattern it can read in any mode', () => {
    const json = z.toJSONSchema(heading) as { pattern?: string };
    for (const flags of ['', 'u', 'v']) {
      const pattern = new RegExp(json.pattern ?? '', flags);
      expect(pattern.test('All {modules} modules')).toBe(true);
      expect(pattern.test('All {name} modules')).toBe(false);
    }
  });
});
