/**
 * The header in every engine: the wide dropdowns by pointer and by keyboard, and the phone side
 * menu as a modal dialog with its three panels.
 */
import { pattern, waitFor, type EngineBrowser, type Target } from '../browser.ts';
import { expectCount, expectHydrated, expectState, expectValue } from '../expect.ts';
import { byPath, modules, nth, suites, ui } from '../../../src/test/siteContent.ts';
import { probeErrors } from '../probe.ts';
import { desktop, phone, tablet, type Scenario } from './scenario.ts';

const words = ui.nav;
const mainNav: Target = { role: 'navigation', name: words.label };
/** The dropdowns' buttons. */
const products: Target = { role: 'button', name: words.products, within: mainNav };
const pricing: Target = { role: 'button', name: words.pricing, within: mainNav };
/** A name that starts with these words, or that contains them. */
const startingWith = (text: string) => pattern(new RegExp(`^${RegExp.escape(text)}`));
const containing = (text: string) => pattern(new RegExp(RegExp.escape(text)));
/** The first tile of the Products panel, and the club suite's of the Pricing panel. */
const firstModule = startingWith(nth(modules, 0).name);
const clubSuite = startingWith(byPath(suites, '/club-suite').name);
const payroll = byPath(modules, '/payroll');
const expanded = (value: 'true' | 'false') => (state: { attributes: Readonly<Record<string, string>> }) =>
  state.attributes['aria-expanded'] === value;

/** Runs in the page: whether the panel a trigger controls is shown. */
function panelShown(id: string): boolean {
  return document.getElementById(id)?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ?? false;
}

/** Runs in the page: what would leave it inert or unscrollable behind a menu. */
function blockedBehind(): { openDialogs: number; scrollLocked: boolean } {
  return {
    openDialogs: [...document.querySelectorAll('dialog')].filter((dialog) => dialog.open).length,
    scrollLocked: document.documentElement.hasAttribute('data-scroll-lock'),
  };
}

async function openDesktopPage(browser: EngineBrowser): Promise<void> {
  await browser.open('/room-booking', desktop);
  await expectHydrated(browser, 'NavDropdowns');
  await browser.evaluate(() => window.scrollTo(0, 0));
}

const menu: Target = { role: 'dialog', name: words.menuTitle };
const toggle: Target = { role: 'button', name: words.openMenu };

export const navigationScenarios: Scenario[] = [
  {
    // Firefox has no Speculation Rules: the same click
    // must still bring the next page, whole and without errors.
    name: 'a link pointed at and clicked brings the next page, with or without prerendering',
    prerendering: true,
    async run(browser) {
      await browser.open('/room-booking', desktop);
      const link: Target = { role: 'link', name: payroll.name, within: { role: 'contentinfo' } };
      await browser.hover(link);
      await browser.click(link);
      await browser.waitForPath('/payroll');
      await expectState(browser, { role: 'heading', level: 1 }, 'names the payroll page', (state) => state.text.includes(payroll.heading));
      await expectValue('the page reports no error', () => browser.evaluate(probeErrors), []);
    },
  },
  {
    name: 'the Products dropdown opens on hover and closes when the pointer leaves',
    async run(browser) {
      await openDesktopPage(browser);
      await browser.hover(products);
      const open = await expectState(browser, products, 'is expanded', expanded('true'));
      const panel = open.attributes['aria-controls'] ?? '';
      await expectValue('the Products panel shows', () => browser.evaluate(panelShown, panel), true);
      await expectCount(browser, { role: 'link', name: firstModule, within: mainNav }, 1);
      await browser.moveMouse(5, 700);
      await expectState(browser, products, 'is collapsed', expanded('false'));
      await expectValue('the Products panel is gone', () => browser.evaluate(panelShown, panel), false);
    },
  },
  {
    name: 'the Pricing dropdown opens on click and closes on a click outside',
    async run(browser) {
      await openDesktopPage(browser);
      await browser.click(pricing);
      await expectState(browser, pricing, 'is expanded', expanded('true'));
      await expectCount(browser, { role: 'link', name: clubSuite, within: mainNav }, 1);
      // Bottom left: below the panel, on no link.
      await browser.clickAt(20, 860);
      await expectState(browser, pricing, 'is collapsed', expanded('false'));
    },
  },
  {
    name: 'the dropdowns work from the keyboard: Enter opens, Tab enters, Escape closes and returns focus',
    async run(browser) {
      await openDesktopPage(browser);
      await browser.focus(products);
      await browser.press('Enter');
      await expectState(browser, products, 'is expanded', expanded('true'));
      await browser.press('Tab');
      const firstTile: Target = { role: 'link', name: firstModule, within: mainNav };
      await expectState(browser, firstTile, 'has focus', (state) => state.focused);
      await browser.press('Escape');
      await expectState(browser, products, 'is collapsed with focus back', (state) => expanded('false')(state) && state.focused);
    },
  },
  {
    name: 'the side menu opens as a modal dialog, moves between its panels, and Escape closes it',
    async run(browser) {
      await browser.open('/payroll', phone);
      await browser.click(toggle);
      await expectState(browser, menu, 'shows as a modal dialog', (state) => state.visible && state.modal);
      await browser.click({ role: 'button', name: containing(words.products), within: menu });
      await expectCount(browser, { role: 'link', within: { role: 'list', name: words.products, within: menu } }, modules.length);
      await browser.click({ role: 'button', name: words.home, within: { role: 'navigation', name: words.breadcrumb, within: menu } });
      await browser.click({ role: 'button', name: containing(words.pricing), within: menu });
      await expectCount(browser, { role: 'link', name: clubSuite, within: menu }, 1);
      await browser.press('Escape');
      await expectCount(browser, menu, 0);
      await expectState(browser, toggle, 'has focus again', (state) => state.focused);
    },
  },
  {
    name: 'a tablet turned past the header switch with the side menu open: the menu closes and the page is usable',
    async run(browser) {
      await browser.open('/payroll', tablet);
      await browser.click(toggle);
      await expectState(browser, menu, 'shows as a modal dialog', (state) => state.visible && state.modal);
      await browser.resize(desktop);
      await expectCount(browser, menu, 0);
      await expectValue(
        'the page is not scroll-locked',
        () => browser.evaluate(() => document.documentElement.hasAttribute('data-scroll-lock')),
        false,
      );
      // Nothing is inert behind a dialog nobody can see: the wide header answers a click.
      await expectHydrated(browser, 'NavDropdowns');
      await browser.click(products);
      await expectState(browser, products, 'is expanded', expanded('true'));
    },
  },
  {
    // The tap is replayed once the script arrives (client:interaction); by then the toggle is gone.
    name: 'the menu tapped at tablet width while it loads, then the window widened before it arrives: nothing opens and the page is usable',
    async run(browser, site) {
      const script = site.holdIslandScript(browser.engine, 'SideMenu');
      try {
        await browser.open('/payroll', tablet);
        await browser.click(toggle);
        await waitFor('the tap asks for the menu’s script', async () => script.asked());
        await browser.resize(desktop);
        await expectCount(browser, toggle, 0);
      } finally {
        script.release();
      }
      await expectHydrated(browser, 'SideMenu');
      await expectValue('no dialog is open and the page is not scroll-locked', () => browser.evaluate(blockedBehind), {
        openDialogs: 0,
        scrollLocked: false,
      });
      // Nothing is inert behind a dialog nobody can see: the wide header answers a click.
      await expectHydrated(browser, 'NavDropdowns');
      await browser.click(products);
      await expectState(browser, products, 'is expanded', expanded('true'));
    },
  },
];
