import { describe, expect, it } from 'vitest';
import { unicodeRange } from './unicodeRange';

describe('unicodeRange', () => {
  it('joins consecutive code points into ranges and keeps lone ones single', () => {
    expect(unicodeRange([0x22, 0x20, 0x21, 0xe9, 0x2019, 0x2018])).toEqual(['U+20-22', 'U+E9', 'U+2018-2019']);
  });

  it('counts each code point once', () => {
    expect(unicodeRange([0x41, 0x41, 0x42])).toEqual(['U+41-42']);
  });
});
