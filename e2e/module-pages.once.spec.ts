/**
 * The module pages, held to their content files. (Desktop only: that every page shows all its content at every width is
 * checked in every-page.once.spec.ts.)
 */
import { expect, test } from './support/shown';
import { section } from './support/page';
import { modules, ui } from '../src/test/siteContent';

const highlights = new RegExp(RegExp.escape(ui.module.highlights), 'i');

test.describe('module pages', () => {
  for (const module of modules) {
    // A page's tests one after another in one worker, which then loads it once (support/shown.ts).
    test.describe(module.path, () => {
      test.describe.configure({ mode: 'default' });
      test(`${module.path} shows its hero, features, benefits, FAQ and closing banner`, async ({ shown }) => {
        const page = await shown(module.path);
        const main = page.getByRole('main');
        // The hero: the h1 with the spec's product tagline beside it.
        await expect(main.getByRole('heading', { level: 1 }).locator('..')).toContainText(module.tagline);

        await expect(main.getByRole('link', { name: ui.requestDemo }).first()).toHaveAttribute('href', '/form');
        await expect(page.getByRole('region', { name: highlights }).getByRole('listitem')).toHaveCount(module.highlights.length);

        const features = section(page, ui.module.features);
        await expect(features.getByRole('listitem')).toHaveCount(module.features);
        await expect(features.getByRole('heading', { level: 3 })).toHaveCount(module.features);

        const benefits = section(page, ui.module.benefits);
        await expect(benefits.getByRole('listitem')).toHaveCount(module.benefits);

        const faq = section(page, ui.module.faq);
        await expect(faq.locator('summary')).toHaveCount(module.faq);

        const headings = await main.getByRole('heading', { level: 2 }).allTextContents();
        const order = [ui.module.features, ui.module.benefits, ui.module.faq].map((name) => headings.indexOf(name));
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(order.every((index) => index >= 0)).toBe(true);
        for (const caption of module.highlights) await expect(page.getByRole('region', { name: highlights })).toContainText(caption);
        // The closing banner comes last, with its own demo button.
        const closing = page.getByRole('region').last();
        await expect(closing.getByRole('heading', { name: module.closingBanner })).toBeVisible();
        await expect(closing.getByRole('link', { name: new RegExp(RegExp.escape(ui.requestDemo)) })).toHaveAttribute('href', '/form');
      });

      // Issue 35: Benefits in rows of three cards, not five tall tiles. Issue 60: each picture is a
      // scene of its own, the figure its benefit names (no longer a crop of the hero's screen).
      // One test per module: ten pages in one test outlast its 30 s on a loaded machine.
      test(`${module.path}: every benefit leads with a picture of its own figure, three a row`, async ({ shown }) => {
        const page = await shown(module.path);
        // The pictures are decorative (hidden from assistive technology): each benefit's hidden part.
        const benefits = await section(page, ui.module.benefits)
          .getByRole('listitem')
          .evaluateAll((items) =>
            items.map((item) => ({
              words: item.querySelector('[aria-hidden="true"]')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
              top: Math.round(item.getBoundingClientRect().top),
            })),
          );
        for (const [index, proof] of module.proofs.entries())
          if (proof) expect(benefits[index]?.words, `${module.path}, benefit ${String(index + 1)}: its figure`).toContain(proof);
        expect(new Set(benefits.map((benefit) => benefit.words)).size, `${module.path}: each benefit shows its own`).toBe(benefits.length);
        expect(new Set(benefits.map((benefit) => benefit.top)).size, `${module.path}: rows of benefits`).toBeLessThanOrEqual(
          Math.ceil(benefits.length / 3),
        );
      });

      if (module.screen === 'purchase-order')
        test(`${module.path}: the purchase order’s steps, nothing drawn over their numbers`, async ({ shown }) => {
          const page = await shown(module.path);
          // The hero's screen (the benefits below draw scenes of their own).
          const numbers = page.locator('main .window').first().locator('ol li > span:first-child');
          expect(await numbers.count()).toBeGreaterThan(1);
          for (const number of await numbers.all()) {
            await number.scrollIntoViewIfNeeded();
            const covered = await number.evaluate((dot) => {
              const box = dot.getBoundingClientRect();
              const seen = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
              return seen !== dot && !dot.contains(seen);
            });
            expect(covered, `step ${String(await number.textContent())}`).toBe(false);
          }
        });
    });
  }

  test('one module draws the purchase order, whose steps are checked above', () => {
    expect(modules.some(({ screen }) => screen === 'purchase-order')).toBe(true);
  });
});
