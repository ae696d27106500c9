import { widths } from './widths';

/**
 * The widths axe checks every page at (e2e/every-page.once.spec.ts), one in each layout: a phone,
 * the tablet layout at the narrow breakpoint, the phone header at its widest and the
 * desktop. Narrower phones (280 px) get the phone layout with less in it (the landing hero drops
 * its art below 290 px), and are checked to fit. The accessibility statement names these widths;
 * its test holds it to this list.
 */
export const axeWidths: readonly number[] = [widths.phone, widths.narrow, widths.navPhone, widths.desktop];

/**
 * The widths axe checks on this run: every width above in the nightly run (`AXE_EVERY_WIDTH=1`,
 * .github/workflows/nightly.yml), the phone and the desktop in `npm test` (DECISIONS 2026-12-01).
 */
export const axeWidthsThisRun: readonly number[] = process.env['AXE_EVERY_WIDTH'] === '1' ? axeWidths : [widths.phone, widths.desktop];
