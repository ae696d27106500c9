import { describe, expect, it } from 'vitest';
import { svgDataUri } from './svgDataUri';

describe('svgDataUri', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <rect width="4" height="4" fill="#1b55c2"/>\n</svg>\n';

  it('is an SVG data URL that decodes to the same drawing, without the whitespace between tags', () => {
    const uri = svgDataUri(svg);
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="#1b55c2"/></svg>',
    );
  });

  it('escapes what would end or break the URL: quotes, # and spaces', () => {
    expect(svgDataUri(svg)).not.toMatch(/["# <>]/);
  });
});
