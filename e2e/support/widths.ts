import { breakpoints } from '../../src/lib/layout';

/**
 * The window widths the tests try: the devices (the narrowest phone the site supports, a phone, a
 * desktop) and the spec's switches, read from src/lib/layout.ts, on either side where it matters.
 */
export const widths = {
  narrowest: 280,
  phone: 390,
  desktop: 1440,
  /** The widest one-column layout (landing sections, the form page, case studies, carousels). */
  narrow: breakpoints.narrow,
  /** The widest phone header, and the narrowest wide one. */
  navPhone: breakpoints.navPhone,
  navWide: breakpoints.navPhone + 1,
} as const;
