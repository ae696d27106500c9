import { describe, expect, it } from 'vitest';
import { countOf, countPlaceholders, inWords } from './countWords';

describe('counts in words', () => {
  it('spells one to twenty out and writes larger counts in figures', () => {
    expect([1, 7, 10, 20, 21].map(inWords)).toEqual(['one', 'seven', 'ten', 'twenty', '21']);
  });

  it('reads a count back from a word in any case or from figures, and nothing else', () => {
    expect([countOf('Ten'), countOf('nine'), countOf('12'), countOf('modules')]).toEqual([10, 9, 12, undefined]);
  });

  it('gives each thing counted a placeholder in words and one with a capital', () => {
    expect(countPlaceholders({ modules: 9, suites: 7 })).toEqual({ modules: 'nine', Modules: 'Nine', suites: 'seven', Suites: 'Seven' });
  });
});
