/**
 * The spec's widths and delays (SPEC sections 4 and 9), for the TypeScript side: islands and the
 * Astro directives that need a media query or a timer. The stylesheets have the same widths as
 * mixins in src/styles/_breakpoints.scss; layout.test.ts holds the two to each other.
 */

/** The widths at or below which each narrower layout applies, in CSS pixels at the default 16 px text (the queries are in em). */
export const breakpoints = {
  /** The header shows the phone menu at 1160 px or less. */
  navPhone: 1160,
  /** Module pages' phone hero, at 980 px or less. */
  heroPhone: 980,
  /** Landing sections, form page, case studies and carousels: one column at 800 px or less. */
  narrow: 800,
  /** Suite pages' narrow layout, at 440 px or less. */
  suiteNarrow: 440,
  /** The landing hero drops its image and demo button below 290 px. */
  tiny: 290,
} as const;

/**
 * A width in the em of media queries: the reader's default font size, 16 px unless they changed
 * it. Queries in em move the layout to its narrower form when the reader's text is larger.
 */
export const em = (px: number): string => `${px / 16}em`;

/** Media queries built from the widths above. */
export const media = {
  /** Wider than the phone navigation: where the header's dropdowns exist. */
  navWide: `(min-width: ${em(breakpoints.navPhone + 1)})`,
  /** The phone navigation: where the side menu exists. */
  navPhone: `(max-width: ${em(breakpoints.navPhone)})`,
  /** The narrow layout, where the testimonials and stories become carousels. */
  narrow: `(max-width: ${em(breakpoints.narrow)})`,
} as const;

/** How long each carousel shows an item before moving on, in milliseconds. */
export const rotation = {
  /** The client logo strip: a new page of six every 3 s. */
  logos: 3000,
  /** Testimonials and stories on narrow screens: every 5 s. */
  cards: 5000,
} as const;
