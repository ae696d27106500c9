/**
 * The widths axe runs at besides the phone and desktop projects' own (390 and 1440 px, in
 * playwright.config.ts): the narrowest phones (the landing hero drops its art below 290 px), the
 * tablet layout at the 800 px breakpoint and the phone header at its widest, 1160 px. The
 * accessibility statement names them; its test holds it to this list.
 */
export const axeWidths = [280, 800, 1160] as const;
