/**
 * One type scale (issue 35): the home page's headline is the largest title of the site, at a
 * phone's width and a desktop's. Titles are set by their layout, so one page of each layout
 * stands for its kind. (Every page's weights and its title's step above its sections are
 * checked on its one visit: e2e/every-page.once.spec.ts.)
 */
import { expect, test } from './support/shown';
import { layoutPaths } from '../src/test/siteContent';
import { typeScale } from './support/typeScale';

for (const width of [390, 1440]) {
  test(`at ${width} px the home page's headline is larger than the title of every other kind of page`, async ({ shown }) => {
    const titleOf = async (path: string) => {
      const page = await shown(path);
      await page.setViewportSize({ width, height: 900 });
      return (await typeScale(page)).title;
    };
    const home = await titleOf('/');
    for (const path of layoutPaths.filter((candidate) => candidate !== '/')) {
      expect(home, `home's headline is larger than ${path}'s title`).toBeGreaterThan(await titleOf(path));
    }
  });
}
