/**
 * Speculation Rules that let the browser prerender the next page while the visitor points at its
 * link (moderate eagerness: a hover of about 200 ms, or the press of a tap), so the page is on
 * screen as the click ends. Document rules: every link to a page of this site, and nothing else
 * (other sites, mail and phone links, new-tab and download links are left alone). Pages here have
 * no side effects on load, so any of them may be prerendered. Browsers without the feature ignore
 * the script; the page works the same.
 */
import { createHash } from 'node:crypto';

export const speculationRules = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [{ href_matches: '/*' }, { not: { selector_matches: '[target="_blank"], [download], [rel~="nofollow"]' } }],
      },
      eagerness: 'moderate',
    },
  ],
} as const;

/** The rules as the inline `<script type="speculationrules">` carries them. */
export const speculationRulesJson = JSON.stringify(speculationRules);

/** The CSP hash (Astro quotes it) that lets exactly this inline rule set run, and no other inline script. */
export const speculationRulesHash: `sha256-${string}` = `sha256-${createHash('sha256').update(speculationRulesJson).digest('base64')}`;
