/**
 * Where a lead came from (issue 46): the endpoint receives the spec's ten fields unchanged, and
 * beside them, in its query, the page the form was opened from, the visit's first page, its
 * campaign, the outside site that sent it (its host) and the seconds since; under Global Privacy
 * Control only the form's page. No cookie, nothing kept once sent, no other site asked.
 */
import type { Page } from '@playwright/test';
import { expect, expectedBody, fillForm, received, submissionIdPattern, test, uniqueEmail, validEntry } from './support/contact';
import { hydrated } from './support/islands';
import { byPath, modules, ui } from '../src/test/siteContent';
import { VISIT_KEY } from '../src/browser/leadSource/visit';

const messages = ui.contactMessages.outcome;
const labels = ui.contactForm;
const landing = '/room-booking';
const campaign = { utm_source: 'google', utm_campaign: 'pms-india' };
const search = 'https://www.google.com/search?q=hotel+pms+india';
/** The two pages read after landing, each reached by a link in the footer. */
const read = [byPath(modules, '/payroll'), byPath(modules, '/food-cost')];

/** Lands from a search with the campaign, reads two more pages by their links, and opens the form from the last. */
async function journey(page: Page): Promise<void> {
  const response = await page.goto(`${landing}?${new URLSearchParams(campaign).toString()}`, { referer: search });
  expect(response?.status()).toBe(200);
  for (const next of read) {
    await page.getByRole('contentinfo').getByRole('link', { name: next.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${RegExp.escape(next.path)}$`));
  }
  await page.getByRole('banner').getByRole('link', { name: ui.requestDemo }).click();
  await expect(page).toHaveURL(/\/form$/);
  await page.getByLabel(labels.name, { exact: true }).focus();
  await hydrated(page, 'ContactForm');
}

/** Sends a valid entry and returns what the endpoint received: its query and body. */
async function send(page: Page): Promise<{ query: [string, string][]; body: unknown }> {
  const entry = validEntry(uniqueEmail());
  await fillForm(page, entry);
  await page.getByRole('button', { name: labels.submit }).click();
  await expect(page.getByRole('status')).toHaveText(messages.success);
  const requests = await received(page, entry.email);
  expect(requests).toHaveLength(1);
  const [request] = requests;
  expect(JSON.parse(request?.body ?? '{}')).toEqual(expectedBody(entry));
  return { query: [...new URLSearchParams(request?.search)], body: request?.body };
}

/** No cookie, in the browser's jar or in the page. */
async function expectNoCookie(page: Page): Promise<void> {
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => document.cookie)).toBe('');
}

test.describe('where a lead came from', () => {
  test('a visit from a search with a campaign: the ten fields unchanged, and its source in the query', async ({ page }) => {
    const origins = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:') origins.add(url.origin);
    });
    await journey(page);
    const { query } = await send(page);
    const seconds = query.find(([name]) => name === 'visit_seconds')?.[1];
    expect(seconds).toMatch(/^\d+$/);
    const id = query.find(([name]) => name === 'submission_id')?.[1];
    expect(id).toMatch(submissionIdPattern);
    expect(query).toEqual([
      ['submission_id', id],
      ['form_page', '/form'],
      ['from_page', read[1]?.path],
      ['landing_page', landing],
      ['referrer_host', new URL(search).host],
      ['utm_source', campaign.utm_source],
      ['utm_campaign', campaign.utm_campaign],
      ['visit_seconds', seconds],
    ]);
    await expectNoCookie(page);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), VISIT_KEY), 'forgotten once sent').toBeNull();
    expect([...origins], 'no other site is asked: the lead goes to the site itself').toEqual([new URL(page.url()).origin]);
  });

  test('under Global Privacy Control nothing of the visit is kept, and the lead names only the form page', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }));
    await journey(page);
    // The pages read before the form were noted as they went, had anything been kept.
    expect(await page.evaluate((key) => sessionStorage.getItem(key), VISIT_KEY)).toBeNull();
    const { query } = await send(page);
    // The entry's id is random and says nothing of the visit.
    const id = query.find(([name]) => name === 'submission_id')?.[1];
    expect(id).toMatch(submissionIdPattern);
    expect(query).toEqual([
      ['submission_id', id],
      ['form_page', '/form'],
    ]);
    await expectNoCookie(page);
  });
});
