/**
 * The links in view fetched ahead, on a budget (DECISIONS 2026-11-28). Once the page has settled
 * (settled.ts), at most `aheadBudget` documents are fetched ahead of any click: the demo form,
 * prerendered, and the other pages the first screen links to, prefetched; then, while
 * budget is left, the pages linked from each screen where the reader stops scrolling
 * (readerStops.ts). The links are marked `data-ahead`, and a rule set that prefetches marked links
 * at once is added (rules.ts). Nothing before the page's load, nothing when the browser asks to
 * save data or rates the connection slower than 4G (connection.ts), nothing where the browser has
 * no Speculation Rules. Hover and touch prerender any link as before, whatever this did.
 */
import { canonicalPath, formPath } from '../../urls';
import { mayFetchAhead } from './connection';
import { pagesOnScreen } from './onScreen';
import { whenReaderStops } from './readerStops';
import { aheadAttribute, aheadRulesJson, demoFormRulesJson } from '../../lib/aheadRules';
import { addRuleSet } from './rules';
import { whenSettled } from './settled';

/** At most this many documents are fetched ahead of a click, per page. */
export const aheadBudget = 6;

export function fetchAheadAfterLoad(win: Window & typeof globalThis): void {
  if (!win.HTMLScriptElement.supports?.('speculationrules')) return;
  whenSettled(win, () => {
    if (!mayFetchAhead(win.navigator)) return;
    const onForm = canonicalPath(win.location.pathname) === formPath;
    if (!onForm) addRuleSet(win.document, demoFormRulesJson);
    const budget = onForm ? aheadBudget : aheadBudget - 1;
    const fetched = new Set<string>();
    const fetchScreen = (): void => {
      const pages = pagesOnScreen(win, budget - fetched.size, [formPath, ...fetched]);
      const first = fetched.size === 0;
      for (const [page, links] of pages) {
        fetched.add(page);
        for (const link of links) link.setAttribute(aheadAttribute, '');
      }
      if (first && pages.size > 0) addRuleSet(win.document, aheadRulesJson);
      if (fetched.size >= budget) stop();
    };
    const stop = whenReaderStops(win, fetchScreen);
    fetchScreen();
  });
}
