/**
 * The generated Content-Security-Policy refuses inline scripts and styles it has not hashed. A
 * refusal breaks a part of the page silently, so every page is loaded with every island woken (the
 * desktop dropdowns, then the phone side menu, the carousels, the FAQ, the form) and must raise no
 * `securitypolicyviolation` at all. On the same visit, nothing is asked of another origin: every
 * font, picture and script is the site's own.
 */
import { expect, test, type Page } from '@playwright/test';
import { contentPaths, ui } from './support/siteContent';

/** Wakes every island on the page the way a visitor would. */
async function useEveryIsland(page: Page): Promise<void> {
  const products = page.getByRole('button', { name: ui.nav.products, exact: true });
  await products.hover();
  await products.click();
  await page.keyboard.press('Escape');
  // Scroll through so client:visible islands (carousels, FAQ, video) hydrate.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 500) {
    await page.mouse.wheel(0, 500);
  }
  const name = page.getByRole('textbox', { name: ui.contactForm.name, exact: true });
  if ((await name.count()) > 0) await name.fill('Asha Rao');
  const faq = page.locator('details summary').first();
  if ((await faq.count()) > 0) await faq.click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: ui.nav.openMenu }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

test.describe('Content-Security-Policy', () => {
  for (const path of [...contentPaths, '/no-such-page']) {
    test(`${path} raises no policy violation and asks no other origin for anything with every island in use`, async ({ page, baseURL }) => {
      const violations: string[] = [];
      const external: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL ?? '-') && !request.url().startsWith('data:')) external.push(request.url());
      });
      await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation));
      await page.addInitScript(() => {
        const report = (window as Window & { reportCspViolation?: (violation: string) => void }).reportCspViolation;
        document.addEventListener('securitypolicyviolation', (event) =>
          report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${String(event.lineNumber)})`),
        );
      });
      await page.goto(path);
      await useEveryIsland(page);
      await page.waitForLoadState('networkidle');
      expect(violations).toEqual([]);
      expect(external).toEqual([]);
    });
  }
});
