import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { ui } from '../src/test/siteContent';

test('an island that fails says so in the layout’s error box, and the rest of the page stays', async ({ page }) => {
  // Break the FAQ island's data on its way to the browser, as a bad deploy or a bug would.
  await page.route('**/room-booking', async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const broken = html.replace(/(component-url="\/_astro\/FaqAccordion[^"]*"[^>]*? props=")[^"]*"/, '$1{&quot;items&quot;:[0,null]}"');
    expect(broken, 'the FAQ island’s props were replaced').not.toBe(html);
    await route.fulfill({ response, body: broken });
  });
  await visit(page, '/room-booking');
  await page.getByRole('heading', { name: ui.module.faq }).scrollIntoViewIfNeeded();

  const box = page.locator('#error-box');
  const alert = box.getByRole('alert');
  await expect(alert).toContainText('Unexpected Application Error!');
  await expect(alert).toContainText(/Cannot read properties of null/);
  // Back at the top, the message sits below the header, in view and covered by nothing.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(alert).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  const message = await alert.boundingBox();
  expect(message?.y ?? 0, 'the message starts below the header').toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? Infinity));
  const uncovered = await alert.evaluate((element) => {
    const { left, top, width, height } = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(left + width / 2, top + height / 2));
  });
  expect(uncovered, 'nothing covers the message').toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: ui.module.benefits })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});
