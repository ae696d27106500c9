import { expect, test, type Page } from '@playwright/test';
import { visit } from './support/page';
import { contentPaths, ui } from './support/siteContent';

interface Seen {
  headings: string[];
  links: string[];
  words: number;
}

/** The headings, link targets and word count of the page's main content, hidden slides included. */
async function mainContent(page: Page): Promise<Seen> {
  return page.getByRole('main').evaluate((live) => {
    // What only shows without JavaScript (<noscript>: the form page's e-mail/phone notice) is extra.
    const main = live.cloneNode(true) as Element;
    for (const extra of main.querySelectorAll('noscript')) extra.remove();
    const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      headings: [...main.querySelectorAll('h1, h2, h3, h4')].map(text),
      links: [...main.querySelectorAll('a[href]')].map((link) => (link as HTMLAnchorElement).href).sort(),
      words: text(main).split(' ').length,
    };
  });
}

/**
 * Scrolls through the page so every island near the content hydrates, and waits until they have
 * (those that wake only when used, client:interaction and the form's client:draft, stay as served).
 */
async function hydrateAll(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) await page.mouse.wheel(0, 500);
  await expect(page.getByRole('main').locator('astro-island[ssr]:not([client="interaction"], [client="draft"])')).toHaveCount(0);
}

// Without JavaScript a page must say and link everything it does with it: nothing may exist only
// once React has run. The video's new-tab note is the one difference, and it is true.
test.describe('without JavaScript, the same content as with it', () => {
  for (const path of contentPaths) {
    test(`${path}`, async ({ page, browser, baseURL }) => {
      await visit(page, path);
      await hydrateAll(page);
      const live = await mainContent(page);

      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: page.viewportSize(),
        ...(baseURL === undefined ? {} : { baseURL }),
      });
      const plain = await context.newPage();
      await visit(plain, path);
      const noScript = await mainContent(plain);
      await context.close();

      expect(noScript.headings).toEqual(live.headings);
      expect(noScript.links).toEqual(live.links);
      const videoNote = path === '/' ? ui.footer.newTab.split(/\s+/).length : 0;
      expect(noScript.words).toBe(live.words + videoNote);
    });
  }
});
