import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakpoints, em, media } from './layout';

// The stylesheets' mixins and the TypeScript widths must be the same numbers: read the mixins.
const sass = readFileSync(new URL('../styles/_breakpoints.scss', import.meta.url), 'utf8');
const query = (mixin: string): string => new RegExp(`@mixin ${mixin} \\{\\s*@media ([^{]+?) \\{`).exec(sass)?.[1] ?? `no mixin ${mixin}`;

describe('the spec’s widths', () => {
  it('are the same in the stylesheets and in TypeScript', () => {
    expect(query('nav-phone')).toBe(media.navPhone);
    expect(query('hero-phone')).toBe(`(max-width: ${em(breakpoints.heroPhone)})`);
    expect(query('narrow')).toBe(media.narrow);
    expect(query('not-narrow')).toBe(`(min-width: ${em(breakpoints.narrow + 1)})`);
    expect(query('suite-narrow')).toBe(`(max-width: ${em(breakpoints.suiteNarrow)})`);
    expect(query('tiny')).toBe(`(max-width: ${em(breakpoints.tiny - 0.02)})`);
  });

  it('switch the header exactly where the phone navigation ends', () => {
    expect(media.navWide).toBe('(min-width: 72.5625em)');
    expect(media.navPhone).toBe('(max-width: 72.5em)');
  });
});
