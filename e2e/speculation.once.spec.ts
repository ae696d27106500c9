import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { settleMs } from '../src/lib/prerenderDemoForm';

/**
 * The Speculation Rules let Chromium fetch the page a link leads to as soon as the visitor comes
 * near it, and prerender it when they point at it. That every page's links are covered is checked
 * on its one visit (every-page.once.spec.ts); here, that Chromium itself accepts the rules.
 */
test.describe('speculation rules', () => {
  test('Chromium accepts the rules and takes every page linked, and nothing else, as one to prefetch and to prerender', async ({
    page,
  }) => {
    // Chromium reports its rule sets and what it would prerender over the DevTools protocol. (It
    // does not prerender while DevTools, here Playwright, is attached, so the prerender itself is
    // measured by npm run bench, not here.)
    const client = await page.context().newCDPSession(page);
    const errors: string[] = [];
    let candidates: Record<string, string[]> = {};
    client.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
      if (ruleSet.errorType) errors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage ?? ''}`);
    });
    client.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
      candidates = {};
      for (const { key } of preloadingAttemptSources) (candidates[key.action] ??= []).push(new URL(key.url).pathname);
    });
    await client.send('Preload.enable');
    await visit(page, '/room-booking');
    const linked = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
        .filter((link) => link.origin === location.origin && link.hash === '' && link.target !== '_blank')
        .map((link) => link.pathname),
    );
    const sorted = (paths: string[]) => [...new Set(paths)].sort();
    await expect.poll(() => sorted(candidates['Prefetch'] ?? [])).toEqual(sorted(linked));
    await expect.poll(() => sorted(candidates['Prerender'] ?? [])).toEqual(sorted(linked));
    expect(errors).toEqual([]);
  });

  test('once a page has loaded, Chromium is asked to prerender the demo form at once; on the form itself it is not', async ({ page }) => {
    const client = await page.context().newCDPSession(page);
    const ruleSets: string[] = [];
    const errors: string[] = [];
    client.on('Preload.ruleSetUpdated', ({ ruleSet }) => {
      ruleSets.push(ruleSet.sourceText);
      if (ruleSet.errorType) errors.push(`${ruleSet.errorType}: ${ruleSet.errorMessage ?? ''}`);
    });
    await client.send('Preload.enable');
    const immediate = (sourceText: string) =>
      JSON.stringify(JSON.parse(sourceText)) === JSON.stringify({ prerender: [{ urls: ['/form'], eagerness: 'immediate' }] });

    await page.goto('/room-booking', { waitUntil: 'load' });
    await expect.poll(() => ruleSets.filter(immediate)).toHaveLength(1);
    expect(ruleSets).toHaveLength(2);

    // The rule would be added a second after the load, on a frame and an idle period: wait as long.
    await page.goto('/form', { waitUntil: 'load' });
    await page.evaluate(
      (ms) => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 5000 })), ms)),
      settleMs + 200,
    );
    const sourceTexts = await page.locator('script[type="speculationrules"]').allTextContents();
    expect(sourceTexts).toHaveLength(1);
    expect(sourceTexts.filter(immediate)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
