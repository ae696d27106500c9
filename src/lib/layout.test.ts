import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakpoints, em, media } from './layout';

// The stylesheets' widths and the TypeScript ones must be the same numbers: read the layouts' map
// and the query its mixins make of a width.
const sass = readFileSync(new URL('../styles/_breakpoints.scss', import.meta.url), 'utf8');
const widthOf = (layout: string): number => Number(new RegExp(`^\\s*${layout}: ([\\d.]+)em`, 'm').exec(sass)?.[1] ?? Number.NaN);
const query = (layout: string): string => `(max-width: ${widthOf(layout)}em)`;
const above = (layout: string): string => `(min-width: ${widthOf(layout) + 0.0625}em)`;

describe('the spec’s widths', () => {
  it('are the same in the stylesheets and in TypeScript', () => {
    expect(query('nav-phone')).toBe(media.navPhone);
    expect(query('hero-phone')).toBe(`(max-width: ${em(breakpoints.heroPhone)})`);
    expect(query('narrow')).toBe(media.narrow);
    expect(above('narrow')).toBe(`(min-width: ${em(breakpoints.narrow + 1)})`);
    expect(sass).toContain('@media (max-width: map.get($layouts, $layout))');
    expect(sass).toContain('@media (min-width: map.get($layouts, $layout) + 0.0625em)');
    expect(query('suite-narrow')).toBe(`(max-width: ${em(breakpoints.suiteNarrow)})`);
    expect(query('tiny')).toBe(`(max-width: ${em(breakpoints.tiny - 0.02)})`);
  });

  it('switch the header exactly where the phone navigation ends', () => {
    expect(media.navWide).toBe('(min-width: 72.5625em)');
    expect(media.navPhone).toBe('(max-width: 72.5em)');
  });
});
