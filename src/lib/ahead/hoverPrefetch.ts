/**
 * Where the main pointer is a mouse or a trackpad, a link is fetched the moment the pointer rests
 * on it (hoverRulesJson), so the prerender that follows a longer rest (speculationRules.ts) starts
 * from a page already on its way: an intent, not a guess, so it is not counted in the budget of
 * what is fetched ahead (fetchAhead.ts). Added at once, since a reader may point before the load;
 * never on a touch screen, nor when the browser asks to save data or the connection is slower
 * than 4G.
 */
import { mayFetchAhead } from './connection';
import { addRuleSet, hoverRulesJson } from './rules';

export function prefetchOnHover(win: Window & typeof globalThis): void {
  if (!win.HTMLScriptElement.supports?.('speculationrules')) return;
  if (!win.matchMedia('(hover: hover) and (pointer: fine)').matches || !mayFetchAhead(win.navigator)) return;
  addRuleSet(win.document, hoverRulesJson);
}
