import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import { judgeContent } from './integration';

/** A logger that keeps what it is told, by level. */
function keeper() {
  const said: Record<'warn' | 'error', string[]> = { warn: [], error: [] };
  const logger = { warn: (line: string) => said.warn.push(line), error: (line: string) => said.error.push(line) };
  return { said, logger: logger as unknown as AstroIntegrationLogger };
}

const stale = {
  page: 'Pages › Home page',
  field: 'Top of the page: Subheadline',
  words: 'food cost',
  why: 'It names the module X, which is retired.',
};
const mistake = { page: 'Suites › Club Suite', field: 'Tagline', message: 'Fill this in: it is empty.' };

describe('judgeContent', () => {
  it('warns of words no longer true in a local build, naming page, field and words, and lets it go on', () => {
    const { said, logger } = keeper();
    expect(judgeContent({ mistakes: [], stale: [stale], redirects: {} }, logger, false)).toBeUndefined();
    expect(said).toEqual({
      warn: ['Pages › Home page › Top of the page: Subheadline says "food cost". It names the module X, which is retired.'],
      error: [],
    });
  });

  it('stops the deploy build on them, and every build on a mistake, each named on its own line', () => {
    const { said, logger } = keeper();
    const stop = judgeContent({ mistakes: [mistake], stale: [stale], redirects: {} }, logger, true);
    expect(stop).toMatch(/^1 mistake in the content and 1 place saying what is no longer true: each is named above\./);
    expect(said.error).toEqual([
      'Pages › Home page › Top of the page: Subheadline says "food cost". It names the module X, which is retired.',
      'Suites › Club Suite › Tagline: Fill this in: it is empty.',
    ]);
    expect(judgeContent({ mistakes: [mistake], stale: [], redirects: {} }, keeper().logger, false)).toMatch(/^1 mistake in the content:/);
  });
});
