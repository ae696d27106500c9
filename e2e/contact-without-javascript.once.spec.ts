/**
 * The contact form with its script blocked or never arrived (a slow connection, a blocker): the
 * form's HTML posts to the site's own /riseform as a plain form, and the Worker answers with a page.
 * What the Worker decides, field by field, is src/worker/noJs.test.ts's; here, that the browser's
 * own post gets there and back. (Desktop only: nothing here depends on width.)
 */
import { control, expect, expectedBody, fillForm, test, uniqueEmail, validEntry } from './support/contact';
import { exportedLeads } from './support/leads';
import { textFields } from '../src/lib/contact/fields';
import { formPage, ui } from '../src/test/siteContent';

const labels = ui.contactForm;
const markup = '<script>alert("x")</script><img src=x onerror=alert(1)>';

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a refused post comes back with its message beside the field and every word kept, markup shown and never run; corrected, it is thanked and stored like any lead', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const entry = { ...validEntry(uniqueEmail()), message: markup };
    await page.goto('/form');
    await fillForm(page, { ...entry, email: 'ananya at marigold' });
    // Without the script, choosing the country fills in no code.
    await control(page, labels.phoneCodeName).fill('91');
    await page.getByRole('button', { name: labels.submit }).click();

    const email = control(page, labels.email);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(new RegExp(RegExp.escape(ui.contactMessages.field.emailInvalid)));
    await expect(email).toHaveValue('ananya at marigold');
    await expect(control(page, labels.name)).toHaveValue(entry.name);
    await expect(control(page, new RegExp(`^${RegExp.escape(labels.message)}`))).toHaveValue(markup);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    await email.fill(entry.email);
    // Consent is ticked afresh, as with the script.
    for (const box of [labels.subscribe, labels.policyLink])
      await page.getByRole('checkbox', { name: new RegExp(RegExp.escape(box)) }).check();
    await page.getByRole('button', { name: labels.submit }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(formPage.sent.heading);
    expect(dialogs).toEqual([]);

    const stored = exportedLeads().filter((lead) => lead['email'] === entry.email);
    expect(stored.map((lead) => Object.fromEntries(textFields.map((field) => [field, lead[field]])))).toEqual([expectedBody(entry)]);
  });
});
