/**
 * Speculation Rules that bring the next page before the click ends. Every link to a page of this
 * site is prerendered once the visitor points at it (moderate: a hover of about 200 ms, or the
 * press of a tap); only a prerender runs the page, and pages here have no side effects on load, so
 * any of them may be prerendered. Ahead of any gesture, a link marked `data-ahead` is prefetched at
 * once: after the page has settled, fetchAhead.ts marks the first screen's links, on a budget, and
 * asks for the demo form to be prerendered (demoForm.ts). Other sites, mail and phone links, new
 * tabs and downloads are left alone. Browsers without the feature ignore the script; the page
 * works the same.
 */
import { createHash } from 'node:crypto';
import { demoFormRulesJson } from './ahead/demoForm';
import { aheadAttribute } from './ahead/fetchAhead';
import { notFetchedAhead } from './ahead/firstScreen';

const sitePages = { and: [{ href_matches: '/*' }, { not: { selector_matches: notFetchedAhead } }] } as const;

export const speculationRules = {
  prefetch: [
    { source: 'document', where: { and: [...sitePages.and, { selector_matches: `[${aheadAttribute}]` }] }, eagerness: 'immediate' },
  ],
  prerender: [{ source: 'document', where: sitePages, eagerness: 'moderate' }],
} as const;

/** The rules as the inline `<script type="speculationrules">` carries them. */
export const speculationRulesJson = JSON.stringify(speculationRules);

const sha256 = (text: string): `sha256-${string}` => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The CSP hashes (Astro quotes them) that let exactly these rule sets run, and no other inline
 * script: the one in every page, and the demo form's, added after load (ahead/demoForm.ts).
 */
export const speculationRulesHashes = [sha256(speculationRulesJson), sha256(demoFormRulesJson)];
