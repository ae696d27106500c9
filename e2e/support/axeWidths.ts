/**
 * The widths axe checks every page at (e2e/every-page.once.spec.ts), in order: the narrowest
 * phones (the landing hero drops its art below 290 px), the phone project's 390 px, the tablet
 * layout at the 800 px breakpoint, the phone header at its widest (1160 px) and the desktop
 * project's 1440 px. The accessibility statement names them; its test holds it to this list.
 */
export const axeWidths = [280, 390, 800, 1160, 1440] as const;
