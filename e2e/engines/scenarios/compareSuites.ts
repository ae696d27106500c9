/**
 * The suite comparison on a phone, in every engine: the table shows one suite beside the modules,
 * the most chosen first, and the list above it picks another. CSS alone follows the list
 * (`:has(option:checked)`), so each engine's own selector support is what is tried here.
 */
import type { Target } from '../browser.ts';
import { expectCount } from '../expect.ts';
import { byPath, comparePage, compareSuitesPath, nth, suites } from '../../../src/test/siteContent.ts';
import { phone, type Scenario } from './scenario.ts';

const table: Target = { role: 'table', name: comparePage.table.caption };
const list: Target = { role: 'combobox', name: comparePage.table.suiteSwitch };
const suiteHeader = (name: string): Target => ({ role: 'columnheader', name, within: table });

export const compareSuitesScenarios: Scenario[] = [
  {
    name: 'the suite comparison on a phone shows the most chosen suite, then the one picked from the list',
    async run(browser) {
      const chosen = byPath(suites, `/${comparePage.mostChosen.suite.id}`);
      const other = nth(
        suites.filter((suite) => suite !== chosen),
        0,
      );
      await browser.open(compareSuitesPath, phone);
      await expectCount(browser, suiteHeader(chosen.name), 1);
      await expectCount(browser, suiteHeader(other.name), 0);
      await browser.select(list, other.name);
      await expectCount(browser, suiteHeader(other.name), 1);
      await expectCount(browser, suiteHeader(chosen.name), 0);
    },
  },
];
