/**
 * A visitor's very first tap lands while the island's script is still loading: it must still do
 * what it says, once (the directives in src/integrations/clientInteraction replay it).
 */
import { expect, test } from '@playwright/test';
import { carousel, currentDot, holdIslandScript } from './support/islands';

test('the menu button, tapped before the menu has loaded, opens the menu', async ({ page }) => {
  const release = await holdIslandScript(page, 'SideMenu');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

for (const name of ['Client testimonials', 'Client stories']) {
  test(`a dot of ${name}, tapped before the carousel has loaded, shows that item`, async ({ page }) => {
    const release = await holdIslandScript(page, name === 'Client stories' ? 'StoryCarousel' : 'TestimonialCarousel');
    await page.goto('/');
    const region = carousel(page, name);
    await region.getByRole('button', { name: 'Show item 3' }).click();
    release();
    await expect.poll(() => currentDot(region)).toBe(3);
    await expect(region.getByRole('group', { name: '3 of 3' })).toBeVisible();
  });
}
