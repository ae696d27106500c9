import type { Page } from '@playwright/test';

/**
 * A page appears the moment it is ready: no cross-fade between pages (DECISIONS 2026-11-28; it
 * held a click on arrival back by 200-290 ms). This reads every style sheet of the page, as the
 * browser does before a navigation, for a `@view-transition` rule that would opt in under any of
 * the media a visitor may have: a pointer, a touch screen, reduced motion or not.
 */
export function optsInToCrossFade(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const optsIn = (rules: CSSRuleList): boolean =>
      [...rules].some((rule) => {
        if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) return optsIn(rule.cssRules);
        return rule.constructor.name === 'CSSViewTransitionRule' && (rule as CSSRule & { navigation?: string }).navigation === 'auto';
      });
    return [...document.styleSheets].some((sheet) => optsIn(sheet.cssRules));
  });
}
