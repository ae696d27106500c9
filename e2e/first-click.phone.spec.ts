/**
 * A visitor's very first tap lands while the island's script is still loading: it must still do
 * what it says, once (the directives in src/integrations/clientInteraction replay it).
 */
import { expect, test } from '@playwright/test';
import { carousel, currentDot, holdIslandScript } from './support/islands';
import { stories, testimonials, ui } from '../src/test/siteContent';
import { fillTemplate } from '../src/lib/fillTemplate';

test('the menu button, tapped before the menu has loaded, opens the menu', async ({ page }) => {
  const release = await holdIslandScript(page, 'SideMenu');
  await page.goto('/');
  await page.getByRole('button', { name: ui.nav.openMenu }).click();
  release();
  await expect(page.getByRole('dialog', { name: ui.nav.menuTitle })).toBeVisible();
});

for (const { name, island, items } of [
  { name: ui.carousel.testimonials, island: 'TestimonialCarousel', items: testimonials.length },
  { name: ui.carousel.stories, island: 'StoryCarousel', items: stories.length },
]) {
  test(`a dot of ${name}, tapped before the carousel has loaded, shows that item`, async ({ page }) => {
    const release = await holdIslandScript(page, island);
    await page.goto('/');
    const region = carousel(page, name);
    // The last item's dot.
    await region.getByRole('button', { name: fillTemplate(ui.carousel.goTo, { n: items }), exact: true }).click();
    release();
    await expect.poll(() => currentDot(region)).toBe(items);
    await expect(
      region.getByRole('group', { name: fillTemplate(ui.carousel.slide, { n: items, total: items }), exact: true }),
    ).toBeVisible();
  });
}
