/**
 * Where a lead came from (issue 46), in every engine: a visitor sent by another site with a
 * campaign reads two more pages by their links and requests a demo; the endpoint receives the
 * spec's ten fields unchanged and, in its query, the page the form was opened from, the first
 * page, the campaign and the other site's host; no cookie is set at any point. In Chromium the
 * pages are prerendered as for a visitor: a page prerendered and never shown is no page of the
 * visit, and the form itself is shown prerendered. Under Global Privacy Control (Firefox, a
 * preference; Chromium and WebKitGTK have none a test can set, and Playwright covers Chromium by
 * a stand-in) the lead names only the form's page.
 *
 * The names in the query are the endpoint's contract (docs/configuration.md), so they are
 * written out here, as its owner reads them.
 */
import assert from 'node:assert/strict';
import { waitFor, type EngineBrowser, type EngineName, type Target } from '../browser.ts';
import { fill, received, submit, type ReceivedRequest } from '../contactFormSteps.ts';
import { expectState } from '../expect.ts';
import type { Site } from '../site.ts';
import { expectedBody, uniqueEmail, validEntry } from '../../support/contactEntry.ts';
import { byPath, modules, ui } from '../../support/siteContent.ts';
import { desktop, type Scenario } from './scenario.ts';

const landing = byPath(modules, '/room-booking');
const campaign = { utm_source: 'google', utm_campaign: 'pms-india' };
/** The two pages read after landing, each reached by its link in the footer. */
const read = [byPath(modules, '/payroll'), byPath(modules, '/food-cost')] as const;
/** Pointed at on the first page long enough to be prerendered, and never opened. */
const pointedAt = byPath(modules, '/banquet-billing');
/** The link on the other site (a search result): the scenario's own words. */
const searchResult = 'Hotel PMS for India: room booking';
const formPath = '/form';

const footerLink = (name: string): Target => ({ role: 'link', name, within: { role: 'contentinfo' } });
/** The page's closing banner's Request a Demo, at the end of what the visitor read. */
const requestDemo = (page: { closingBanner: string }): Target => ({
  role: 'link',
  name: ui.requestDemo,
  within: { role: 'region', name: page.closingBanner },
});

/** Waits for the page at `path`, and checks that no cookie is readable there. */
async function arrive(browser: EngineBrowser, path: string): Promise<void> {
  await browser.waitForPath(path);
  assert.equal(await browser.evaluate(() => document.cookie), '', `no cookie on ${path}`);
}

/**
 * Waits until this engine prerenders the page at `path`: asked for by the page at `from`, or,
 * without `from`, fetched or running unseen (a page fetched by an earlier prefetch is not fetched
 * again, but its own requests say it is being rendered).
 */
async function prerendered(site: Site, engine: EngineName, path: string, from?: string): Promise<void> {
  const requests = () => site.prerenderRequests(engine);
  const seen = () =>
    requests().some((request) =>
      from === undefined ? request.path === path || request.referrer === path : request.path === path && request.referrer === from,
    );
  await waitFor(`${path} is prerendered${from === undefined ? '' : ` from ${from}`}`, async () => seen());
}

/** Runs in the page: whether it was prerendered before it was shown. */
function shownFromPrerender(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as (PerformanceEntry & { activationStart?: number })[];
  return (navigation?.activationStart ?? 0) > 0;
}

/**
 * Arrives from the other site's link with the campaign, reads `pages` by their footer links, and
 * opens the form from the last; `beforeLeaving` runs on each page before its link is clicked.
 * Returns the other site's host.
 */
async function visit(
  browser: EngineBrowser,
  site: Site,
  pages: readonly { path: string; name: string; closingBanner: string }[],
  beforeLeaving: (path: string) => Promise<void> = async () => undefined,
): Promise<string> {
  const elsewhere = site.linkedFromElsewhere(`${landing.path}?${new URLSearchParams(campaign).toString()}`, searchResult);
  await browser.open(elsewhere, desktop);
  await browser.click({ role: 'link', name: searchResult });
  await arrive(browser, landing.path);
  let current: { path: string; closingBanner: string } = landing;
  for (const page of pages) {
    await beforeLeaving(current.path);
    await browser.click(footerLink(page.name));
    await arrive(browser, page.path);
    current = page;
  }
  await beforeLeaving(current.path);
  await browser.click(requestDemo(current));
  await arrive(browser, formPath);
  return new URL(elsewhere).host;
}

/** Sends a valid entry; returns its one request, its body checked to be the spec's ten fields. */
async function send(browser: EngineBrowser, prefix: string): Promise<ReceivedRequest> {
  const entry = validEntry(uniqueEmail(prefix));
  await fill(browser, entry);
  await browser.click(submit);
  await expectState(browser, { role: 'status' }, 'thanks the visitor', (state) => state.text.includes(ui.contactMessages.outcome.success));
  const requests = await received(entry.email);
  assert.equal(requests.length, 1, 'one request');
  const [request] = requests;
  assert.ok(request);
  assert.deepEqual(JSON.parse(request.body), expectedBody(entry), 'the spec’s ten fields, unchanged');
  return request;
}

export const leadSourceScenarios: Scenario[] = [
  {
    name: 'a visit sent by another site with a campaign reads two pages and requests a demo: the lead says where it came from, and no cookie is set',
    prerendering: true,
    async run(browser, site) {
      const { engine } = browser;
      const referrerHost = await visit(browser, site, read, async (path) => {
        if (engine !== 'chromium') return;
        if (path === landing.path) {
          // A page pointed at is prerendered, then the visitor goes elsewhere: it was never shown.
          await browser.hover(footerLink(pointedAt.name));
          await prerendered(site, engine, pointedAt.path);
        } else if (path === read[1].path) {
          // The form is prerendered here, to be shown when the visitor asks for it.
          await prerendered(site, engine, formPath, path);
        }
      });
      if (engine === 'chromium') assert.equal(await browser.evaluate(shownFromPrerender), true, 'the form was shown prerendered');

      const request = await send(browser, 'lead-source-engines');
      const query = [...new URLSearchParams(request.search)];
      const seconds = query.find(([name]) => name === 'visit_seconds')?.[1] ?? '';
      assert.match(seconds, /^\d+$/, 'the visit’s seconds');
      assert.deepEqual(query, [
        ['form_page', formPath],
        ['from_page', read[1].path],
        ['landing_page', landing.path],
        ['referrer_host', referrerHost],
        ['utm_source', campaign.utm_source],
        ['utm_campaign', campaign.utm_campaign],
        ['visit_seconds', seconds],
      ]);
      assert.equal(await browser.evaluate(() => document.cookie), '', 'no cookie once sent');
      assert.deepEqual(site.cookiesSet, [], 'the site never answered with Set-Cookie');
    },
  },
  {
    name: 'under Global Privacy Control a lead from the same visit names only the form page',
    settings: { globalPrivacyControl: true },
    async run(browser, site) {
      await visit(browser, site, read.slice(0, 1));
      assert.equal(await browser.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl), true);
      const request = await send(browser, 'lead-source-gpc-engines');
      assert.deepEqual([...new URLSearchParams(request.search)], [['form_page', formPath]]);
      assert.equal(await browser.evaluate(() => document.cookie), '', 'no cookie once sent');
      assert.deepEqual(site.cookiesSet, [], 'the site never answered with Set-Cookie');
    },
  },
];
