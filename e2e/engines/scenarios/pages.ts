/**
 * A page of each layout (every route in the nightly run, `ENGINES_EVERY_PAGE=1`), at both widths:
 * it answers with its one <h1>, scrolls only up and down, and neither the page nor any file it
 * loads reports an error in this engine. The same CSS lays out every page of a kind, and Chromium
 * checks every page at six widths (e2e/every-page.once.spec.ts). Each page is loaded once and
 * turned to the other width (a window resized, a tablet turned); the widths take turns at the
 * load, so half the pages arrive at each and each resize is the next page's width.
 */
import assert from 'node:assert/strict';
import { contentPaths, layoutPaths } from '../../../src/test/siteContent.ts';
import { probeErrors } from '../probe.ts';
import { desktop, phone, type Scenario } from './scenario.ts';
import { waitFor, type EngineBrowser } from '../browser.ts';

const everyPage = process.env['ENGINES_EVERY_PAGE'] === '1';
const paths = [...(everyPage ? contentPaths : layoutPaths), '/no-such-page'];

/** Runs in the page: what the scenario checks of a loaded page. */
function pageFacts() {
  return {
    headings: [...document.querySelectorAll('h1')].map((h1) => h1.textContent?.trim() ?? ''),
    title: document.title,
    sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
  };
}

/** Runs in the page: the islands that wake without a visitor (client:idle) have done so. */
function idleIslandsAwake(): boolean {
  return document.readyState === 'complete' && document.querySelectorAll('astro-island[client="idle"][ssr]').length === 0;
}

/** The page at `width`, its idle islands awake: one heading, a title, no sideways scroll. */
async function expectFits(browser: EngineBrowser, path: string, width: number): Promise<void> {
  await waitFor(`${path} is ${width} px wide`, () => browser.evaluate((wanted: number) => window.innerWidth === wanted, width));
  await waitFor(`the idle islands on ${path} have woken`, () => browser.evaluate(idleIslandsAwake));
  const facts = await browser.evaluate(pageFacts);
  assert.equal(facts.headings.length, 1, `${path}: one <h1>, found ${JSON.stringify(facts.headings)}`);
  assert.ok(facts.headings[0] && facts.title, `${path}: a heading and a title`);
  assert.ok(facts.sideways <= 0, `${path}: scrolls ${facts.sideways} px sideways at ${width} px`);
}

export const pageScenarios: Scenario[] = [
  {
    name: `${everyPage ? 'every page' : 'a page of each layout'} loads with one heading, no error and no sideways scroll at ${phone} and ${desktop} px`,
    async run(browser, site) {
      for (const [index, path] of paths.entries()) {
        const [arrival, turned] = index % 2 === 0 ? [phone, desktop] : [desktop, phone];
        await browser.open(path, arrival);
        await expectFits(browser, path, arrival);
        await browser.resize(turned);
        await expectFits(browser, path, turned);
        assert.deepEqual(await browser.evaluate(probeErrors), [], `${path}: errors in the page`);
        assert.deepEqual(site.takeFailures(browser.engine), [], `${path}: failed requests`);
      }
    },
  },
];
