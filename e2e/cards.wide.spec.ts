import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { carousel, hydrated } from './support/islands';
import { stories, testimonials, ui } from '../src/test/siteContent';

test('above 800 px testimonials and stories sit side by side and still', async ({ page }) => {
  await page.clock.install();
  await visit(page, '/');
  for (const { name, island, items } of [
    { name: ui.carousel.testimonials, island: 'TestimonialCarousel', items: testimonials.length },
    { name: ui.carousel.stories, island: 'StoryCarousel', items: stories.length },
  ]) {
    await hydrated(page, island);
    const region = carousel(page, name);
    await expect(region.getByRole('group')).toHaveCount(items);
    await expect(region.getByRole('button', { name: ui.carousel.pause })).toBeHidden();
    const tops = await region
      .getByRole('group')
      .evaluateAll((groups) => groups.map((group) => Math.round(group.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await page.clock.runFor(10000);
    await expect(region.getByRole('group')).toHaveCount(items);
  }
});
