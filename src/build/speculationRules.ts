/**
 * Speculation Rules that bring the next page before the click ends. Every link to a page of this
 * site is prerendered once the visitor points at it (moderate: a hover of about 200 ms, or the
 * press of a tap); only a prerender runs the page, and pages here have no side effects on load, so
 * any of them may be prerendered. Ahead of any gesture, once the page has settled, src/browser/ahead/
 * adds two more rule sets: the demo form prerendered, and the links in view prefetched, on a
 * budget. Other sites, mail and phone links, new tabs and downloads are left alone. Browsers without the feature ignore the script; the page
 * works the same.
 */
import { createHash } from 'node:crypto';
import { aheadRulesJson, demoFormRulesJson, notFetchedAhead } from '../lib/aheadRules';

/** Every link to a page of this site, but new tabs, downloads and nofollow links. */
const sitePages = { and: [{ href_matches: '/*' }, { not: { selector_matches: notFetchedAhead } }] } as const;

export const speculationRules = {
  prerender: [{ source: 'document', where: sitePages, eagerness: 'moderate' }],
} as const;

/** The rules as the inline `<script type="speculationrules">` carries them. */
export const speculationRulesJson = JSON.stringify(speculationRules);

const sha256 = (text: string): `sha256-${string}` => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/**
 * The CSP hashes (Astro quotes them) that let exactly these rule sets run, and no other inline
 * script: the one in every page, and the two added once it has settled (src/browser/ahead/).
 */
export const speculationRulesHashes = [sha256(speculationRulesJson), sha256(demoFormRulesJson), sha256(aheadRulesJson)];
