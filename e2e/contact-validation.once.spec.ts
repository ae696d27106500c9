/**
 * The contact form's validation, consent rule, drafts and policy. (Desktop only: nothing here
 * depends on width; every rule, row by row, runs in the island's unit tests.)
 */
import { expect, test, type Page } from '@playwright/test';
import { formPage, ui } from '../src/test/siteContent';
import { site } from '../src/site.config.ts';
import { fillTemplate } from '../src/lib/fillTemplate';
import { expectNoAxeViolations } from './support/axe';
import { control, endpoint, fillForm, openForm, received, uniqueEmail, validEntry } from './support/contact';
import { fitReport } from './support/fit';
import { holdIslandScript } from './support/islands';
import { doubleTheDefaultText } from './support/textSize';

const messages = ui.contactMessages;
const labels = ui.contactForm;
const messageField = new RegExp(`^${RegExp.escape(labels.message)}`);
const [subscribeBox, policyBox] = [new RegExp(RegExp.escape(labels.subscribe)), new RegExp(RegExp.escape(labels.policyLink))];

/** Counts the POSTs this page sends to the form endpoint. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().startsWith(endpoint) && request.method() === 'POST') posts += 1;
  });
  return () => posts;
}

test.describe('contact form validation', () => {
  test('an empty submit sends nothing, focuses the summary and marks every required field', async ({ page }) => {
    const posts = countPosts(page);
    await openForm(page);
    await page.getByRole('button', { name: labels.submit }).click();
    const summary = page.getByRole('group', { name: labels.summaryTitle });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveCount(9);
    const expectations: [string | RegExp, string][] = [
      [new RegExp(`^${RegExp.escape(labels.name)}`), messages.field.name],
      [labels.companyName, messages.field.companyName],
      [labels.email, messages.field.emailMissing],
      [labels.phoneCodeName, messages.field.phoneCodeMissing],
      [labels.phoneNumberName, messages.field.phoneMissing],
      [labels.country, `${labels.countryHint} ${messages.field.country}`],
      [labels.address, messages.field.address],
      [labels.requirement, messages.field.requirement],
    ];
    for (const [label, message] of expectations) {
      const field = control(page, label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel(new RegExp(RegExp.escape(labels.role)))).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(policyBox)).toHaveAccessibleDescription(
      `${messages.outcome.consent} ${fillTemplate(messages.field.consentMissing, { boxes: `${messages.field.subscribeBox} and ${messages.field.policyAgreeBox}` })}`,
    );
    expect(posts()).toBe(0);
  });

  // WCAG 1.4.10 with 1.4.4 where only a Submit shows it (every-page.once sees the form before any):
  // a reader with the default text doubled, on a phone.
  test('at twice the default text size on a 390 px phone, the summary keeps its links inside its border', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openForm(page);
    await doubleTheDefaultText(page);
    await page.getByRole('button', { name: labels.submit }).click();
    const summary = page.getByRole('group', { name: labels.summaryTitle });
    await expect(summary).toBeFocused();
    const outside = await summary.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const [left, right] = [box.left + parseFloat(style.borderLeftWidth), box.right - parseFloat(style.borderRightWidth)];
      return [...element.querySelectorAll('a')].flatMap((link) =>
        [...link.getClientRects()]
          .filter((line) => line.left < left - 0.5 || line.right > right + 0.5)
          .map((line) => `${link.textContent ?? ''}: ${String(Math.round(Math.max(left - line.left, line.right - right)))} px past`),
      );
    });
    expect(outside).toEqual([]);
    const report = await fitReport(page);
    expect(report.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    expect(report.overflowing, 'text runs out of its box').toEqual([]);
  });

  test('a summary link takes the visitor to the field', async ({ page }) => {
    await openForm(page);
    await page.getByRole('button', { name: labels.submit }).click();
    await page.getByRole('link', { name: messages.field.address }).click();
    await expect(page.getByLabel(labels.address)).toBeFocused();
  });

  test('the consent rule: both boxes must be ticked, else nothing is sent, and the message says which box', async ({ page }) => {
    const posts = countPosts(page);
    await openForm(page);
    await fillForm(page, validEntry(uniqueEmail()), { consent: false });
    await page.getByLabel(policyBox).check();
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page.getByRole('group', { name: labels.summaryTitle }).getByRole('link')).toHaveText([
      `${messages.outcome.consent} ${fillTemplate(messages.field.consentMissing, { boxes: messages.field.subscribeBox })}`,
    ]);
    await expect(page.getByLabel(subscribeBox)).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toBe(0);
  });

  test('each consent box says whether it is required, as the setting decides', async ({ page }) => {
    await openForm(page);
    const boxes: [RegExp, boolean][] = [
      [subscribeBox, site.requireMarketingConsent],
      [policyBox, true],
    ];
    for (const [name, required] of boxes) {
      const box = page.getByRole('checkbox', { name });
      const note = required ? ui.contactForm.required : ui.contactForm.optional;
      expect(await box.evaluate((element: HTMLInputElement) => element.required)).toBe(required);
      await expect(page.locator('label').filter({ has: box })).toHaveText(new RegExp(`${note.replace(/[()]/g, '\\$&')}$`));
    }
  });

  test('a draft survives a reload', async ({ page }) => {
    await openForm(page);
    await page.getByLabel(labels.name, { exact: true }).fill('Michael Donovan');
    await page.getByLabel(messageField).fill('Two clubhouses, one pro shop.');
    await page.reload();
    await expect(page.getByRole('button', { name: labels.submit })).toBeEnabled();
    await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue('Michael Donovan');
    await expect(page.getByLabel(messageField)).toHaveValue('Two clubhouses, one pro shop.');
  });

  test('a draft typed while the form is still loading survives a reload', async ({ page }) => {
    // The form's React never arrives before the reload, as on a slow phone.
    await holdIslandScript(page, 'ContactForm');
    await page.goto('/form');
    await page.getByLabel(labels.name, { exact: true }).fill('Michael Donovan');
    await page.getByLabel(messageField).fill('Two clubhouses, one pro shop.');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.reload();
    await expect(page.getByLabel(labels.name, { exact: true })).toHaveValue('Michael Donovan');
    await expect(page.getByLabel(messageField)).toHaveValue('Two clubhouses, one pro shop.');
  });

  test('markup typed into Message arrives verbatim and is never rendered', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const email = uniqueEmail('status-400');
    const markup = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    await openForm(page);
    await fillForm(page, { ...validEntry(email), message: markup });
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.outcome.failed);
    const [request] = await received(page, email);
    expect(JSON.parse(request?.body ?? '{}').message).toBe(markup);
    await expect(page.getByLabel(messageField)).toHaveValue(markup);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('axe finds nothing with every error showing', async ({ page }) => {
    await openForm(page);
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page.getByRole('group', { name: labels.summaryTitle })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the page may connect to the endpoint’s origin, and the browser refuses any other', async ({ page }) => {
    await openForm(page);
    const email = uniqueEmail('connect-src');
    // The same recording endpoint under a second origin (localhost instead of 127.0.0.1): only the
    // Content-Security-Policy can tell the two apart.
    const elsewhere = endpoint.replace('127.0.0.1', 'localhost');
    const refused = await page.evaluate(
      async ({ targets, body }) => {
        const blocked: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) => blocked.push(`${event.effectiveDirective} ${event.blockedURI}`));
        const post = (url: string) =>
          fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body }).then(
            () => 'answered',
            () => 'failed',
          );
        const outcomes = await Promise.all(targets.map(post));
        await new Promise((resolve) => setTimeout(resolve, 100));
        return { outcomes, blocked };
      },
      { targets: [`${endpoint}/riseform`, `${elsewhere}/riseform`], body: JSON.stringify({ email }) },
    );
    expect(refused).toEqual({ outcomes: ['answered', 'failed'], blocked: [`connect-src ${elsewhere}/riseform`] });
    expect(await received(page, email)).toHaveLength(1);
  });
});

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the form, offers e-mail and phone instead, and cannot post natively', async ({ page }) => {
    await page.goto('/form');
    await expect(page.getByLabel(labels.email)).toBeVisible();
    const notice = page.getByText(new RegExp(RegExp.escape(formPage.noscript)));
    await expect(notice).toBeVisible();
    // Words, then a space, then the address: not "phone:info@…".
    await expect(notice).toHaveText(new RegExp(`${RegExp.escape(formPage.noscript)} \\S+@\\S+ · \\+`));
    await expect(page.getByRole('main').getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(page.locator('form')).not.toHaveAttribute('action', /.+/);
    // Said again where the visitor presses Submit, with the e-mail and phone to use instead.
    const beside = page.locator('form').getByText(new RegExp(RegExp.escape(labels.noscript)));
    await expect(beside).toBeVisible();
    await expect(beside.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(beside.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:/);
    const [button, note] = [await page.getByRole('button', { name: labels.submit }).boundingBox(), await beside.boundingBox()];
    expect(Math.abs((note?.y ?? Infinity) - (button?.y ?? 0))).toBeLessThan(160);
    // Submit can be pressed, but without its script the form goes nowhere: no GET URL full of the entry.
    await page.getByLabel(labels.email).fill('asha@lakeview.example');
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page).toHaveURL(/\/form$/);
    await expect(page.getByLabel(labels.email)).toHaveValue('asha@lakeview.example');
  });
});
