/**
 * The header in every engine: the wide dropdowns by pointer and by keyboard, and the phone side
 * menu as a modal dialog with its three panels.
 */
import { pattern, type EngineBrowser, type Target } from '../browser.ts';
import { expectCount, expectHydrated, expectState, expectValue } from '../expect.ts';
import { modules } from '../../support/spec.ts';
import { probeErrors } from '../probe.ts';
import { desktop, phone, tablet, type Scenario } from './scenario.ts';

const mainNav: Target = { role: 'navigation', name: 'Main' };
const trigger = (name: 'Products' | 'Pricing'): Target => ({ role: 'button', name, within: mainNav });
const expanded = (value: 'true' | 'false') => (state: { attributes: Readonly<Record<string, string>> }) =>
  state.attributes['aria-expanded'] === value;

/** Runs in the page: whether the panel a trigger controls is shown. */
function panelShown(id: string): boolean {
  return document.getElementById(id)?.checkVisibility({ visibilityProperty: true, opacityProperty: true }) ?? false;
}

async function openDesktopPage(browser: EngineBrowser): Promise<void> {
  await browser.open('/room-booking', desktop);
  await expectHydrated(browser, 'NavDropdowns');
  await browser.evaluate(() => window.scrollTo(0, 0));
}

const menu: Target = { role: 'dialog', name: 'Menu' };
const toggle: Target = { role: 'button', name: 'Open menu' };

export const navigationScenarios: Scenario[] = [
  {
    // Firefox has neither Speculation Rules nor cross-document view transitions: the same click
    // must still bring the next page, whole and without errors.
    name: 'a link pointed at and clicked brings the next page, with or without prerendering and view transitions',
    async run(browser) {
      await browser.open('/room-booking', desktop);
      const payroll: Target = { role: 'link', name: 'PayRoll', within: { role: 'contentinfo' } };
      await browser.hover(payroll);
      await browser.click(payroll);
      await browser.waitForPath('/payroll');
      await expectState(browser, { role: 'heading', level: 1 }, 'names the payroll page', (state) => /Payroll/.test(state.text));
      await expectValue('the page reports no error', () => browser.evaluate(probeErrors), []);
    },
  },
  {
    name: 'the Products dropdown opens on hover and closes when the pointer leaves',
    async run(browser) {
      await openDesktopPage(browser);
      await browser.hover(trigger('Products'));
      const open = await expectState(browser, trigger('Products'), 'is expanded', expanded('true'));
      const panel = open.attributes['aria-controls'] ?? '';
      await expectValue('the Products panel shows', () => browser.evaluate(panelShown, panel), true);
      await expectCount(browser, { role: 'link', name: pattern(/^Room Booking/), within: mainNav }, 1);
      await browser.moveMouse(5, 700);
      await expectState(browser, trigger('Products'), 'is collapsed', expanded('false'));
      await expectValue('the Products panel is gone', () => browser.evaluate(panelShown, panel), false);
    },
  },
  {
    name: 'the Pricing dropdown opens on click and closes on a click outside',
    async run(browser) {
      await openDesktopPage(browser);
      await browser.click(trigger('Pricing'));
      await expectState(browser, trigger('Pricing'), 'is expanded', expanded('true'));
      await expectCount(browser, { role: 'link', name: pattern(/^Club Suite/), within: mainNav }, 1);
      // Bottom left: below the panel, on no link.
      await browser.clickAt(20, 860);
      await expectState(browser, trigger('Pricing'), 'is collapsed', expanded('false'));
    },
  },
  {
    name: 'the dropdowns work from the keyboard: Enter opens, Tab enters, Escape closes and returns focus',
    async run(browser) {
      await openDesktopPage(browser);
      await browser.focus(trigger('Products'));
      await browser.press('Enter');
      await expectState(browser, trigger('Products'), 'is expanded', expanded('true'));
      await browser.press('Tab');
      const firstTile: Target = { role: 'link', name: pattern(/^Room Booking/), within: mainNav };
      await expectState(browser, firstTile, 'has focus', (state) => state.focused);
      await browser.press('Escape');
      await expectState(browser, trigger('Products'), 'is collapsed with focus back', (state) => expanded('false')(state) && state.focused);
    },
  },
  {
    name: 'the side menu opens as a modal dialog, moves between its panels, and Escape closes it',
    async run(browser) {
      await browser.open('/payroll', phone);
      await browser.click(toggle);
      await expectState(browser, menu, 'shows as a modal dialog', (state) => state.visible && state.modal);
      await browser.click({ role: 'button', name: pattern(/Products/), within: menu });
      await expectCount(browser, { role: 'link', within: { role: 'list', name: 'Products', within: menu } }, modules.length);
      await browser.click({ role: 'button', name: 'Home', within: { role: 'navigation', name: 'Breadcrumb', within: menu } });
      await browser.click({ role: 'button', name: pattern(/Pricing/), within: menu });
      await expectCount(browser, { role: 'link', name: pattern(/^Club Suite/), within: menu }, 1);
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
      await browser.click(trigger('Products'));
      await expectState(browser, trigger('Products'), 'is expanded', expanded('true'));
    },
  },
];
