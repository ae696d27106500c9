/**
 * The suite comparison: the table held to the content, on a phone and a wide screen, without
 * JavaScript, and the ways to it. (Desktop project only: the tests that depend on width set it.)
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydrated } from './support/islands';
import { showing } from './support/shown';
import { showsAMark } from './support/forcedColors';
import { section, visit } from './support/page';
import { byPath, comparePage, compareSuitesPath, moduleOrder, modules, nth, suites, ui } from '../src/test/siteContent';
import { fillTemplate } from '../src/lib/fillTemplate';
import { widths } from './support/widths';

// The suites against the modules, held to the content (each suite's modules): columns in the
// Pricing menu's order, rows in the site's module order.
const words = comparePage.table;
const caption = words.caption;
const rowModules = moduleOrder.map((path) => {
  const module = modules.find((candidate) => candidate.path === path);
  if (!module) throw new Error(`${path} is not a module of the spec`);
  return module;
});

const table = (page: Page): Locator => page.getByRole('table', { name: caption });
/** The suite the content marks as the one most buyers pick. */
const mostChosen = byPath(suites, `/${comparePage.mostChosen.suite.id}`);
/** Each suite's Request for Pricing link, named for its suite. */
const pricingOf = (page: Page, suite: (typeof suites)[number]): Locator =>
  table(page).getByRole('link', { name: `${ui.requestPricing} (${suite.name})`, exact: true });

/** The data cells of a module's row, as a screen reader reads them. */
function cellsOf(page: Page, moduleName: string): Locator {
  return table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: moduleName, exact: true }) })
    .getByRole('cell');
}

/** In the suite's column, the cell of the first module it includes, or of the first it does not. */
function cellOf(page: Page, suite: (typeof suites)[number], included: boolean): Locator {
  const matching = rowModules.filter((module) => suite.modules.includes(module.path) === included);
  return cellsOf(page, nth(matching, 0).name).nth(suites.indexOf(suite));
}

/** Every test of this block reads the one shared load of the page (support/shown.ts). */
const comparison = showing(compareSuitesPath);

comparison.describe('compare the suites', () => {
  comparison.describe.configure({ mode: 'default' });

  comparison('a captioned table with a column per suite: its name, tagline and a Request for Pricing link', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(comparePage.heading);
    await expect(table(page)).toBeVisible();
    await expect(table(page).locator('caption')).toHaveText(caption);

    await expect(table(page).getByRole('columnheader')).toHaveText([words.moduleHeading, ...suites.map((suite) => suite.name)]);
    for (const suite of suites) {
      await expect(table(page).getByRole('columnheader', { name: suite.name }).getByRole('link')).toHaveAttribute('href', suite.path);
      const tagline = suite === mostChosen ? `${comparePage.mostChosen.label} ${suite.tagline}` : suite.tagline;
      await expect(table(page).getByRole('cell', { name: tagline, exact: true })).toBeVisible();
      // Each link names its suite, so a list of the page's links is not seven identical ones.
      const pricing = pricingOf(page, suite);
      await expect(pricing).toHaveAttribute('href', '/form');
      await expect(pricing).toContainText(ui.requestPricing);
    }
  });

  comparison('a row per module in the site’s order, each linking to the module’s page', async ({ page }) => {
    const rowHeaders = table(page).getByRole('rowheader');
    await expect(rowHeaders).toHaveText([...rowModules.map((module) => module.name), words.totalHeading]);
    for (const module of rowModules) {
      await expect(table(page).getByRole('rowheader', { name: module.name, exact: true }).getByRole('link')).toHaveAttribute(
        'href',
        module.path,
      );
    }
  });

  comparison('every cell says Included or Not included, as each suite page lists its modules', async ({ page }) => {
    for (const module of rowModules) {
      const expected = suites.map((suite) => (suite.modules.includes(module.path) ? words.included : words.notIncluded));
      await expect(cellsOf(page, module.name), module.name).toHaveText(expected);
    }
    // A few cells by name, as assistive technology announces them: the mark itself is decoration.
    const [club, inventory] = [byPath(suites, '/club-suite'), byPath(suites, '/inventory-suite')];
    await expect(cellOf(page, club, true)).toHaveAccessibleName(words.included);
    await expect(cellOf(page, club, false)).toHaveAccessibleName(words.notIncluded);
    await expect(cellOf(page, inventory, true)).toHaveAccessibleName(words.included);
    await expect(cellOf(page, inventory, false)).toHaveAccessibleName(words.notIncluded);
    // What a sighted visitor sees instead: a check (an L turned 45°) where included, a dash where not.
    const mark = (cell: Locator) =>
      cell.evaluate((td) => {
        const drawn = getComputedStyle(td.querySelector('span') as Element, '::before');
        return { rotate: drawn.rotate, content: drawn.content, width: drawn.width };
      });
    expect(await mark(cellOf(page, club, true))).toEqual({ rotate: '45deg', content: '""', width: '6px' });
    expect(await mark(cellOf(page, club, false))).toEqual({ rotate: 'none', content: '""', width: '10px' });
  });

  comparison('in forced colours the ticks and dashes still show', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    const club = byPath(suites, '/club-suite');
    // The mark alone (the cell's own borders would show anyway): decoration, so found as the cell's first span.
    const mark = (included: boolean) => cellOf(page, club, included).locator('span').first();
    expect(await showsAMark(mark(true)), words.included).toBe(true);
    expect(await showsAMark(mark(false)), words.notIncluded).toBe(true);
  });

  comparison('each suite’s total of modules', async ({ page }) => {
    await expect(cellsOf(page, words.totalHeading)).toHaveText(
      suites.map((suite) => fillTemplate(words.total, { n: suite.modules.length, total: modules.length })),
    );
  });

  comparison('ends with a Request for Pricing call to action', async ({ page }) => {
    await expect(section(page, comparePage.closingCta).getByRole('link', { name: ui.requestPricing })).toHaveAttribute('href', '/form');
  });

  comparison('is described to search engines as Home, then the comparison', async ({ page }) => {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((block) => JSON.parse(block) as { '@type': string; itemListElement?: { name: string; item: string }[] });
    expect(data.map((thing) => thing['@type'])).toEqual(['BreadcrumbList']);
    const trail = data[0]?.itemListElement ?? [];
    expect(trail.map((item) => [item.name, new URL(item.item).pathname])).toEqual([
      [ui.nav.home, '/'],
      [comparePage.heading, compareSuitesPath],
    ]);
  });
});

test.describe('compare the suites on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one suite at a time beside the modules, the most chosen first, any other picked from the list', async ({ page }) => {
    await visit(page, compareSuitesPath);
    const region = page.getByRole('region', { name: caption });
    const list = page.getByRole('combobox', { name: words.suiteSwitch });
    await expect(list).toHaveValue(comparePage.mostChosen.suite.id);
    for (const suite of [mostChosen, ...suites.filter((other) => other !== mostChosen)]) {
      await list.selectOption({ label: suite.name });
      const shown = table(page).getByRole('columnheader').filter({ visible: true });
      await expect(shown, suite.name).toHaveText([words.moduleHeading, suite.name]);
      await expect(pricingOf(page, suite)).toBeInViewport({ ratio: 1 });
      // Its marks, as the suite's file lists its modules, and nothing to scroll sideways.
      const marks = table(page)
        .getByRole('cell')
        .filter({ visible: true })
        .filter({ hasText: new RegExp(`^(${RegExp.escape(words.included)}|${RegExp.escape(words.notIncluded)})$`) });
      await expect(marks).toHaveText(
        rowModules.map((module) => (suite.modules.includes(module.path) ? words.included : words.notIncluded)),
      );
      expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    }
  });
});

test.describe('compare the suites on a tablet', () => {
  test.use({ viewport: { width: 800, height: 1024 } });

  test('the table scrolls sideways in its own labelled region, from the keyboard too; the page does not', async ({ page }) => {
    await visit(page, compareSuitesPath);
    await expect(page.getByRole('combobox', { name: words.suiteSwitch })).toBeHidden();
    const region = page.getByRole('region', { name: caption });
    const firstRow = table(page).getByRole('rowheader', { name: nth(rowModules, 0).name });
    const lastSuite = table(page).getByRole('columnheader', { name: nth(suites, suites.length - 1).name });
    await expect(lastSuite).not.toBeInViewport();
    const left = (await firstRow.boundingBox())?.x;

    // Reached by Tab (it holds no link before the first suite's), scrolled with the arrow keys.
    for (let press = 0; press < 8 && !(await region.evaluate((element) => element === document.activeElement)); press += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(region).toBeFocused();
    await region.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    for (let press = 0; press < 30; press += 1) await page.keyboard.press('ArrowRight');

    await expect(lastSuite).toBeInViewport();
    expect(await region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    // The module names stay where they were, and the page itself never scrolls sideways.
    expect((await firstRow.boundingBox())?.x).toBe(left);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});

test.describe('compare the suites on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the table fits, and its header row stays in view under the site header while the rows scroll', async ({ page }) => {
    await visit(page, compareSuitesPath);
    const region = page.getByRole('region', { name: caption });
    expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

    await table(page).getByRole('rowheader', { name: words.totalHeading }).scrollIntoViewIfNeeded();
    // The site header is sticky at the top; the suites' names sit right under it (its 1 px border overlaps them).
    const headerBottom = ((await page.getByRole('banner').boundingBox())?.height ?? 0) - 1;
    for (const suite of suites) {
      const heading = table(page).getByRole('columnheader', { name: suite.name });
      await expect(heading).toBeInViewport();
      expect(Math.round((await heading.boundingBox())?.y ?? -1), suite.name).toBe(Math.round(headerBottom));
    }
  });

  test('helps choose: the most chosen suite marked, its button filled; each button one line, clear of the next', async ({ page }) => {
    for (const width of [widths.navPhone, widths.desktop]) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, compareSuitesPath);
      await expect(table(page).getByText(comparePage.mostChosen.label, { exact: true })).toHaveCount(1);
      // The mark sits in the most chosen suite's column: right under its name.
      const [mark, name] = [
        table(page).getByText(comparePage.mostChosen.label, { exact: true }),
        table(page).getByRole('columnheader', { name: mostChosen.name }),
      ];
      const [markBox, nameBox] = [await mark.boundingBox(), await name.boundingBox()];
      expect(markBox && nameBox && markBox.x >= nameBox.x && markBox.x + markBox.width <= nameBox.x + nameBox.width, `${width} px`).toBe(
        true,
      );
      for (const suite of suites) {
        const button = await pricingOf(page, suite).evaluate((link) => {
          const words = document.createRange();
          words.selectNodeContents(link.firstChild as Node);
          const [box, text] = [link.getBoundingClientRect(), words.getBoundingClientRect()];
          return {
            lines: words.getClientRects().length,
            inside: text.left >= box.left && text.right <= box.right,
            fill: getComputedStyle(link).backgroundColor,
          };
        });
        expect(button.lines, `${suite.name} at ${width} px`).toBe(1);
        expect(button.inside, `${suite.name} at ${width} px`).toBe(true);
        expect(button.fill === 'rgba(0, 0, 0, 0)', `${suite.name}'s button filled at ${width} px`).toBe(suite !== mostChosen);
      }
      // Seven outlines a few pixels apart read as one bar: each button stands clear of the next.
      const boxes = await Promise.all(suites.map(async (suite) => (await pricingOf(page, suite).boundingBox()) ?? { x: 0, width: 0 }));
      for (const [index, box] of boxes.slice(1).entries()) {
        const before = boxes[index] ?? box;
        expect(
          box.x - (before.x + before.width),
          `the gap before ${nth(suites, index + 1).name}'s button at ${width} px`,
        ).toBeGreaterThanOrEqual(8);
      }
    }
  });
});

test.describe('compare the suites without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the whole table is there', async ({ page }) => {
    await visit(page, compareSuitesPath);
    await expect(table(page).getByRole('cell', { name: words.included, exact: true })).toHaveCount(
      suites.reduce((sum, suite) => sum + suite.modules.length, 0),
    );
    await expect(table(page).getByRole('cell', { name: words.notIncluded, exact: true })).toHaveCount(
      suites.length * modules.length - suites.reduce((sum, suite) => sum + suite.modules.length, 0),
    );
  });
});

test.describe('the way to the comparison', () => {
  test('the Pricing menu offers it: the dropdown on a desktop, the side menu’s Pricing panel on a phone', async ({ page }) => {
    await visit(page, '/room-booking');
    await hydrated(page, 'NavDropdowns');
    await page.getByRole('navigation', { name: ui.nav.label }).getByRole('button', { name: ui.nav.pricing }).click();
    await page.locator('#nav-pricing').getByRole('link', { name: ui.compareSuites }).click();
    await expect(page).toHaveURL(new RegExp(`${compareSuitesPath}$`));
    await expect(table(page)).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/room-booking');
    await page.getByRole('button', { name: ui.nav.openMenu }).click();
    const menu = page.getByRole('dialog', { name: ui.nav.menuTitle });
    await menu.getByRole('button', { name: new RegExp(RegExp.escape(ui.nav.pricing)) }).click();
    await menu.getByRole('link', { name: ui.compareSuites }).click();
    await expect(page).toHaveURL(new RegExp(`${compareSuitesPath}$`));
    await expect(table(page)).toBeVisible();
  });

  test('every suite page offers it beside Request for Pricing', async ({ page }) => {
    for (const suite of suites) {
      await visit(page, suite.path);
      await expect(section(page, ui.suite.modules).getByRole('link', { name: ui.compareSuites }), suite.path).toHaveAttribute(
        'href',
        compareSuitesPath,
      );
    }
  });

  test('the footer lists it with the suites', async ({ page }) => {
    await visit(page, '/');
    const index = page.getByRole('contentinfo').getByRole('navigation', { name: ui.footer.siteIndex });
    await expect(index.getByRole('link', { name: ui.compareSuites })).toHaveAttribute('href', compareSuitesPath);
  });
});
