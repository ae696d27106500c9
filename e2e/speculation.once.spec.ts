import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { contentPaths } from './support/siteContent';
import { settleMs } from '../src/lib/prerenderDemoForm';

/**
 * The Speculation Rules let Chromium fetch the page a link leads to as soon as the visitor comes
 * near it, and prerender it when they point at it. Every link to a page of this site must be
 * covered by both, and nothing else: another site, a mail or phone link, a new tab.
 * The rules are read from the page and matched in it as the browser matches them (URLPattern for
 * href_matches, CSS for selector_matches, with and/not).
 */
test.describe('speculation rules', () => {
  for (const path of contentPaths) {
    test(`${path}: every link to this site is fetched early and prerendered on intent, no other link is`, async ({ page }) => {
      await visit(page, path);
      const links = await page.evaluate(() => {
        type Where = { and?: Where[]; not?: Where; href_matches?: string; selector_matches?: string };
        const script = document.querySelector('script[type="speculationrules"]');
        type Rule = { source: string; where: Where; eagerness: string };
        const rules = JSON.parse(script?.textContent ?? '{}') as { prefetch?: Rule[]; prerender?: Rule[] };
        const matches = (where: Where, link: HTMLAnchorElement): boolean => {
          if (where.and) return where.and.every((part) => matches(part, link));
          if (where.not) return !matches(where.not, link);
          if (where.href_matches) return new URLPattern(where.href_matches, document.baseURI).test(link.href);
          if (where.selector_matches) return link.matches(where.selector_matches);
          return false;
        };
        return [...document.querySelectorAll('a[href]')].map((element) => {
          const link = element as HTMLAnchorElement;
          const url = new URL(link.href);
          return {
            href: link.getAttribute('href') ?? '',
            samePage: url.origin === location.origin && url.pathname === location.pathname && url.hash !== '',
            sameSite: url.origin === location.origin && link.target !== '_blank',
            covered:
              (rules.prefetch ?? []).some(
                (rule) => rule.eagerness === 'eager' && rule.source === 'document' && matches(rule.where, link),
              ) &&
              (rules.prerender ?? []).some(
                (rule) => rule.eagerness === 'moderate' && rule.source === 'document' && matches(rule.where, link),
              ),
          };
        });
      });
      const pages = links.filter((link) => link.sameSite && !link.samePage);
      expect(pages.length, 'links to other pages of this site').toBeGreaterThan(20);
      expect(pages.filter((link) => !link.covered).map((link) => link.href)).toEqual([]);
      expect(links.filter((link) => !link.sameSite && link.covered).map((link) => link.href)).toEqual([]);
    });
  }

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
