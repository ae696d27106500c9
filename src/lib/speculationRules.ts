/**
 * Speculation Rules that bring the next page before the click ends: the browser fetches a page's
 * HTML as soon as the visitor comes near its link (eager: a hover of about 10 ms on a desktop; on a
 * phone, the links in view), and prerenders it once they point at it (moderate: a hover of about
 * 200 ms, or the press of a tap), from the fetched HTML. Only a prerender runs the page; the eager
 * fetch costs a visitor one small HTML file (about 20 KB). With the fetch, a hovered link is on
 * screen 351 ms after the click instead of 453 ms, a tapped one 556 ms instead of 639 ms (npm run
 * bench, slow 4G and 4× CPU, medians of 9). The demo form, where every page leads, is prerendered
 * as soon as a page has loaded (prerenderDemoForm.ts). Document rules: every link to a page of this
 * site, and nothing else (other sites, mail and phone links, new-tab and download links are left
 * alone). Pages here have no side effects on load, so any of them may be prerendered. Browsers without the feature ignore
 * the script; the page works the same.
 */
import { createHash } from 'node:crypto';
import { demoFormRulesJson } from './prerenderDemoForm';

const sitePages = {
  and: [{ href_matches: '/*' }, { not: { selector_matches: '[target="_blank"], [download], [rel~="nofollow"]' } }],
} as const;

export const speculationRules = {
  prefetch: [{ source: 'document', where: sitePages, eagerness: 'eager' }],
  prerender: [{ source: 'document', where: sitePages, eagerness: 'moderate' }],
} as const;

/** The rules as the inline `<script type="speculationrules">` carries them. */
export const speculationRulesJson = JSON.stringify(speculationRules);

const sha256 = (text: string): `sha256-${string}` => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The CSP hashes (Astro quotes them) that let exactly these rule sets run, and no other inline
 * script: the one in every page, and the demo form's, added after load (prerenderDemoForm.ts).
 */
export const speculationRulesHashes = [sha256(speculationRulesJson), sha256(demoFormRulesJson)];
