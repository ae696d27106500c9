/**
 * Moving between pages with a mouse or trackpad, the header stays put and the content cross-fades
 * (a cross-document view transition); on a touch screen the next page shows at once, and under
 * reduced motion there is never a transition. The test finds the page's `@view-transition` rule
 * and asks the browser whether the conditions around it hold, as it does before a navigation.
 */
import { expect, test, type Page } from '@playwright/test';

/** Whether the page opts in to cross-document view transitions under the current media. */
function crossFades(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const optsIn = (rules: CSSRuleList): boolean =>
      [...rules].some((rule) => {
        if (rule instanceof CSSMediaRule) return matchMedia(rule.conditionText).matches && optsIn(rule.cssRules);
        return rule.constructor.name === 'CSSViewTransitionRule' && (rule as CSSRule & { navigation?: string }).navigation === 'auto';
      });
    return [...document.styleSheets].some((sheet) => optsIn(sheet.cssRules));
  });
}

test('the content cross-fades between pages with a pointer, not on a touch screen, never under reduced motion', async ({
  page,
  isMobile,
}) => {
  await page.goto('/room-booking');
  expect(await crossFades(page)).toBe(!isMobile);
  await expect(page.getByRole('banner')).toHaveCSS('view-transition-name', 'site-header');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await crossFades(page)).toBe(false);
});
