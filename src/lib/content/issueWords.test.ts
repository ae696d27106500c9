import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { fixOf } from './issueWords';

const schema = z.object({
  tagline: z.string().min(2).max(10),
  name: z.string(),
  modules: z.array(z.string()).min(1),
  kind: z.enum(['module', 'suite']),
  code: z.string().regex(/^a/, { error: 'Start it with an a.' }),
});
/** What a marketer reads for each field `data` gets wrong, by field. */
const fixes = (data: Record<string, unknown>) =>
  Object.fromEntries((schema.safeParse(data).error?.issues ?? []).map((issue) => [String(issue.path[0]), fixOf(issue, data)]));

describe('fixOf', () => {
  it('says what to do about a length, with the length found', () => {
    expect(fixes({ tagline: 'x'.repeat(219), name: 'n', modules: ['a'], kind: 'module', code: 'a' })).toEqual({
      tagline: 'Shorten it to at most 10 characters; this has 219.',
    });
    expect(fixes({ tagline: 'x', name: 'n', modules: ['a'], kind: 'module', code: 'a' })['tagline']).toBe(
      'Write at least 2 characters; this has 1.',
    );
  });

  it('asks for what is missing or empty, offers the choices, and keeps a rule’s own words', () => {
    expect(fixes({ tagline: '', modules: [], kind: 'page', code: 'b' })).toEqual({
      tagline: 'Fill this in: it is empty.',
      name: 'Fill this in: it is missing.',
      modules: 'Add at least 1 item.',
      kind: 'Choose one of: module, suite.',
      code: 'Start it with an a.',
    });
  });
});
