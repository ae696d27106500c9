/**
 * The contact form's validation as a visitor meets it, and the policy it is sent under. (Desktop
 * only, but where doubled text on a phone is the subject: every rule, row by row, runs in the
 * island's unit tests; the consent rule and each box's note there too.)
 */
import type { Page } from '@playwright/test';
import { ui } from '../src/test/siteContent';
import { riseformPath } from '../src/urls';
import { fillTemplate } from '../src/lib/fillTemplate';
import { expectNoAxeViolations } from './support/axe';
import { control, expect, formRequest, openForm, received, test, uniqueEmail } from './support/contact';
import { fitReport } from './support/fit';
import { doubleTheDefaultText } from './support/textSize';

const messages = ui.contactMessages;
const labels = ui.contactForm;
const policyBox = new RegExp(RegExp.escape(labels.policyLink));

/** Counts the POSTs this page sends to the form endpoint. */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => {
    if (formRequest(new URL(request.url())) && request.method() === 'POST') posts += 1;
  });
  return () => posts;
}

test.describe('contact form validation', () => {
  test('an empty submit sends nothing, focuses the summary, marks every required field, a summary link leads to its field, and axe finds nothing with every error showing', async ({
    page,
  }) => {
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
    await expectNoAxeViolations(page);
    // A summary link takes the visitor to the field.
    await page.getByRole('link', { name: messages.field.address }).click();
    await expect(page.getByLabel(labels.address)).toBeFocused();
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

  test('the page may send to its own /riseform, and the browser refuses any other origin', async ({ page }) => {
    await openForm(page);
    const email = uniqueEmail('connect-src');
    // The same endpoint under a second origin (localhost instead of 127.0.0.1): only the
    // Content-Security-Policy can tell the two apart.
    const own = new URL(riseformPath, page.url()).href;
    const elsewhere = own.replace('127.0.0.1', 'localhost');
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
      { targets: [own, elsewhere], body: JSON.stringify({ email }) },
    );
    expect(refused).toEqual({ outcomes: ['answered', 'failed'], blocked: [`connect-src ${elsewhere}`] });
    expect(await received(page, email)).toHaveLength(1);
  });
});
