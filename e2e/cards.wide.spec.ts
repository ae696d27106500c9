import { expect, test } from '@playwright/test';
import { visit } from './support/page';
import { carousel, hydrated } from './support/islands';

test('above 800 px testimonials and stories sit side by side and still', async ({ page }) => {
  await page.clock.install();
  await visit(page, '/');
  for (const [name, island] of [
    ['Client testimonials', 'TestimonialCarousel'],
    ['Client stories', 'StoryCarousel'],
  ] as const) {
    await hydrated(page, island);
    const region = carousel(page, name);
    await expect(region.getByRole('group')).toHaveCount(3);
    await expect(region.getByRole('button', { name: 'Pause rotation' })).toBeHidden();
    const tops = await region
      .getByRole('group')
      .evaluateAll((groups) => groups.map((group) => Math.round(group.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await page.clock.runFor(10000);
    await expect(region.getByRole('group')).toHaveCount(3);
  }
});
