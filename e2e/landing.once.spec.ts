/**
 * The home page, held to its content files. (Desktop only: that every page shows all its content at every width is
 * checked in every-page.once.spec.ts.)
 */
import { expect } from '@playwright/test';
import { showing } from './support/shown';
import { internalLinkPaths, section } from './support/page';
import { certifications, clients, landing, modules, nth, sorted, stories, testimonials, ui } from '../src/test/siteContent';
import { fillTemplate } from '../src/lib/fillTemplate';

/** A pattern for a name that contains these words, in any case. */
const naming = (words: string): RegExp => new RegExp(RegExp.escape(words), 'i');

/** Every test of this block reads the one shared load of the page (support/shown.ts). */
const home = showing('/');

home.describe('landing page', () => {
  home.describe.configure({ mode: 'default' });

  home('the hero offers a demo', async ({ page }) => {
    const hero = page.getByRole('main').locator('> *').first();
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(hero.getByRole('link', { name: ui.requestDemo })).toHaveAttribute('href', '/form');
    await expect(hero.getByRole('img')).toBeVisible();
  });

  home('the module grid links every module', async ({ page }) => {
    const grid = page.getByRole('main').getByRole('region').first();
    expect(sorted(await internalLinkPaths(grid))).toEqual(sorted(modules.map((module) => module.path)));
  });

  home('sections come in the spec’s order', async ({ page }) => {
    const main = page.getByRole('main');
    const regions = main.getByRole('region');
    // Spec section 2: module grid, video, logo strip, testimonials, Real Stories; then the
    // certifications and the closing call to action. Each is found by what it holds.
    const play = naming(fillTemplate(ui.video.play, { title: landing.video.title }));
    const names = await regions.evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby') ?? ''));
    const index = async (locator: typeof regions): Promise<number> => {
      const id = await locator.first().getAttribute('aria-labelledby');
      return names.indexOf(id ?? '');
    };
    const order = [
      await index(regions.filter({ has: page.getByRole('link', { name: new RegExp(RegExp.escape(nth(modules, 0).name)) }) })),
      // The video's play control is a link until the island wakes, then a button.
      await index(regions.filter({ has: page.getByRole('link', { name: play }).or(page.getByRole('button', { name: play })) })),
      await index(regions.filter({ has: page.getByRole('heading', { name: naming(landing.clientsSection.heading) }) })),
      await index(regions.filter({ has: page.getByRole('heading', { name: naming(landing.testimonialsSection.heading) }) })),
      await index(regions.filter({ has: page.getByRole('heading', { name: landing.storiesSection.heading }) })),
      await index(regions.filter({ has: page.getByRole('heading', { name: landing.certificationsSection.heading }) })),
      await index(regions.last()),
    ];
    expect(order.every((position) => position >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(order).size).toBe(order.length);
  });

  home('the logo strip names every client', async ({ page }) => {
    const strip = section(page, naming(landing.clientsSection.heading));
    await expect(strip.getByRole('img', { includeHidden: true, name: /\w/ })).toHaveCount(clients.length);
  });

  home('the testimonials with their authors', async ({ page }) => {
    const quotes = section(page, naming(landing.testimonialsSection.heading));
    await expect(quotes.getByRole('figure')).toHaveCount(testimonials.length);
    await expect(quotes.locator('blockquote')).toHaveCount(testimonials.length);
  });

  home('the real stories, each with View More to its case study', async ({ page }) => {
    const cards = section(page, landing.storiesSection.heading);
    const more = cards.getByRole('link', { name: new RegExp(`^${RegExp.escape(ui.viewMore)}`) });
    await expect(more).toHaveCount(stories.length);
    expect(sorted(await internalLinkPaths(cards))).toEqual(sorted(stories.map((story) => story.caseStudy)));
  });

  home('certifications and the closing call to action', async ({ page }) => {
    const badges = section(page, landing.certificationsSection.heading).getByRole('listitem');
    await expect(badges).toHaveCount(certifications.length);
    for (const badge of await badges.all()) {
      await expect(badge.getByRole('heading', { level: 3 })).toHaveText(/\w/);
    }
    const closing = page.getByRole('main').getByRole('region').last();
    await expect(closing.getByRole('link', { name: ui.requestDemo })).toHaveAttribute('href', '/form');
    // Its picture, described by the content's words (an empty alt would hide it from screen readers).
    await expect(closing.getByRole('img', { name: landing.closingCta.imageAlt, exact: true })).toBeVisible();
  });
});
