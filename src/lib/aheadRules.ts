/**
 * The Speculation Rules a page adds to itself once it has settled, and what they share with the
 * rules in its HTML (speculationRules.ts, which allows each set in the CSP by its hash, so their
 * text is fixed here). Added from a script, never in the HTML, so nothing they ask for can start
 * before the page's own load.
 */
import { formPath } from '../urls';

/** Links the Speculation Rules leave alone: new tabs, downloads, nofollow. */
export const notFetchedAhead = '[target="_blank"], [download], [rel~="nofollow"]';

/** The attribute that puts a link in the prefetch-ahead rule (fetchAhead.ts marks those in view). */
export const aheadAttribute = 'data-ahead';

/**
 * Prefetches, at once, every link marked `data-ahead`: only links to this site's pages are marked
 * (onScreen.ts leaves out other sites and the links above), so the rule need not say it again.
 */
export const aheadRulesJson = JSON.stringify({
  prefetch: [{ source: 'document', where: { selector_matches: `[${aheadAttribute}]` }, eagerness: 'immediate' }],
});

/**
 * Prerenders the demo form at once. It is the page the site exists to bring visitors to, and
 * every page links to it, so it is asked for before any pointer comes near a link to it: a click
 * on Request a Demo then shows a page already drawn. It counts in fetchAhead.ts's budget.
 */
export const demoFormRulesJson = JSON.stringify({ prerender: [{ urls: [formPath], eagerness: 'immediate' }] });
