/**
 * Where a lead came from (issue 46), in every engine: a visitor sent by another site with a
 * campaign reads two more pages by their links and requests a demo; the endpoint receives the
 * spec's ten fields unchanged and, in its query, the page the form was opened from, the first
 * page, the campaign and the other site's host; no cookie is set at any point. In Chromium every
 * page after the first is one Speculation Rules prerendered before it was shown (the pointer rests
 * on each link until it has been fetched ahead), so the visit is told by pages that ran before they
 * were seen. Under Global Privacy Control (a preference in Firefox, a flag in Chromium; WebKitGTK
 * has none a test can set) the lead names only the form's page.
 *
 * The names in the query are the endpoint's contract (docs/configuration.md), so they are
 * written out here, as its owner reads them.
 */
import assert from 'node:assert/strict';
import { waitFor, type EngineBrowser, type Target } from '../browser.ts';
import { fill, received, submit, type ReceivedRequest } from '../contactFormSteps.ts';
import { expectState } from '../expect.ts';
import type { Site } from '../site.ts';
import { expectedBody, submissionIdOf, submissionIdPattern, uniqueEmail, validEntry } from '../../support/contactEntry.ts';
import { byPath, modules, ui } from '../../../src/test/siteContent.ts';
import { desktop, type Scenario } from './scenario.ts';

const landing = byPath(modules, '/room-booking');
const campaign = { utm_source: 'google', utm_campaign: 'pms-india' };
/** The two pages read after landing, each reached by its link in the footer. */
const read = [byPath(modules, '/payroll'), byPath(modules, '/food-cost')] as const;
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

/** How long the pointer rests on a link once its page has been fetched ahead: a reader's pause, and time to prerender it. */
const restMs = 500;

/** Runs in the page: whether it was prerendered before it was shown. */
const shownPrerendered = (): boolean => {
  const [entry] = performance.getEntriesByType('navigation');
  return entry !== undefined && 'activationStart' in entry && Number(entry.activationStart) > 0;
};

/** Waits for the page at `path`, and checks that no cookie is readable there. */
async function arrive(browser: EngineBrowser, path: string): Promise<void> {
  await browser.waitForPath(path);
  assert.equal(await browser.evaluate(() => document.cookie), '', `no cookie on ${path}`);
}

/**
 * Follows a link of this site to `path`. Chromium fetches and prerenders a page the pointer rests
 * on, so there the pointer rests on the link until the page has been fetched ahead in this visit
 * (after the `began`th page the browser fetched ahead; a page fetched once is not fetched again
 * for a while) and a moment more, and the page shown must be the prerendered one.
 */
async function follow(browser: EngineBrowser, site: Site, link: Target, path: string, began: number): Promise<void> {
  if (browser.engine === 'chromium') {
    await browser.hover(link);
    await waitFor(`Chromium has fetched ${path} ahead`, async () => site.fetchedAhead('chromium').slice(began).includes(path));
    await new Promise((resolve) => setTimeout(resolve, restMs));
  }
  await browser.click(link);
  await arrive(browser, path);
  if (browser.engine === 'chromium') assert.ok(await browser.evaluate(shownPrerendered), `${path} was shown prerendered`);
}

/**
 * Arrives from the other site's link with the campaign, reads `pages` by their footer links, and
 * opens the form from the last. Returns the other site's host.
 */
async function visit(
  browser: EngineBrowser,
  site: Site,
  pages: readonly { path: string; name: string; closingBanner: string }[],
): Promise<string> {
  const elsewhere = site.linkedFromElsewhere(`${landing.path}?${new URLSearchParams(campaign).toString()}`, searchResult);
  const began = site.fetchedAhead(browser.engine).length;
  await browser.open(elsewhere, desktop);
  await browser.click({ role: 'link', name: searchResult });
  await arrive(browser, landing.path);
  let current: { path: string; closingBanner: string } = landing;
  for (const page of pages) {
    await follow(browser, site, footerLink(page.name), page.path, began);
    current = page;
  }
  await follow(browser, site, requestDemo(current), formPath, began);
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
      const referrerHost = await visit(browser, site, read);
      const request = await send(browser, 'lead-source-engines');
      const query = [...new URLSearchParams(request.search)];
      const seconds = query.find(([name]) => name === 'visit_seconds')?.[1] ?? '';
      assert.match(seconds, /^\d+$/, 'the visit’s seconds');
      const id = submissionIdOf(request.search);
      assert.match(id, submissionIdPattern, 'the entry’s id');
      assert.deepEqual(query, [
        ['submission_id', id],
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
    prerendering: true,
    async run(browser, site) {
      await visit(browser, site, read.slice(0, 1));
      assert.equal(await browser.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl), true);
      const request = await send(browser, 'lead-source-gpc-engines');
      const id = submissionIdOf(request.search);
      assert.match(id, submissionIdPattern, 'the entry’s id, which says nothing of the visit');
      assert.deepEqual(
        [...new URLSearchParams(request.search)],
        [
          ['submission_id', id],
          ['form_page', formPath],
        ],
      );
      assert.equal(await browser.evaluate(() => document.cookie), '', 'no cookie once sent');
      assert.deepEqual(site.cookiesSet, [], 'the site never answered with Set-Cookie');
    },
  },
];
