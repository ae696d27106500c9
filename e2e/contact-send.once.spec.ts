/**
 * A visitor sends a lead: the request the page sends, what the site's own /riseform stores, and
 * what sales export. (Desktop only: nothing here depends on width; the form at every width is
 * fitted and checked by axe in every-page.once.spec.ts, and sent from a phone in the cross-engine
 * suite. What the form does, state by state, is src/lib/contact/formMachine.test.ts's.)
 */
import {
  control,
  expect,
  expectedBody,
  fillForm,
  openForm,
  queryOf,
  received,
  submissionIdOf,
  submissionIdPattern,
  test,
  uniqueEmail,
  validEntry,
} from './support/contact';
import { holdIslandScript } from './support/islands';
import { exportedLeads } from './support/leads';
import { textFields } from '../src/lib/contact/fields';
import { ui } from '../src/test/siteContent';

const messages = ui.contactMessages.outcome;
const labels = ui.contactForm;

test.describe('sending the contact form', () => {
  test('a lead is sent once for a double click, as exactly the ten fields, to the site itself; thanked, the text cleared, the boxes kept; stored as typed with where it came from, and exported', async ({
    page,
  }) => {
    const entry = validEntry(uniqueEmail());
    await openForm(page);
    await fillForm(page, entry);
    await expect(control(page, labels.phoneCodeName)).toHaveValue('91');
    await page.getByRole('button', { name: labels.submit }).dblclick();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    await expect(page.locator('#contact-outcome')).toBeFocused();

    const requests = await received(page, entry.email);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.contentType).toBe('application/json');
    // Same-origin: no preflight, and no answer hidden by CORS.
    expect(request?.origin).toBe(new URL(page.url()).origin);
    expect(JSON.parse(request?.body ?? '{}')).toEqual(expectedBody(entry));
    // Beside the body, where the lead came from (lead-source.once.spec.ts); no trap flag.
    expect(queryOf(request).map(([name]) => name)).toEqual(['submission_id', 'form_page', 'landing_page', 'visit_seconds']);

    for (const key of ['name', 'companyName', 'email', 'phoneNumberName', 'address', 'country', 'requirement'] as const)
      await expect(control(page, labels[key])).toHaveValue('');
    for (const box of [labels.subscribe, labels.policyLink])
      await expect(page.getByRole('checkbox', { name: new RegExp(RegExp.escape(box)) })).toBeChecked();

    // What sales read: the one row, byte for byte, its id and where it came from.
    const stored = exportedLeads().filter((lead) => lead['email'] === entry.email);
    expect(stored).toHaveLength(1);
    const [lead] = stored;
    expect(Object.fromEntries(textFields.map((field) => [field, lead?.[field]]))).toEqual(expectedBody(entry));
    expect(lead?.['submission_id']).toBe(submissionIdOf(request?.search ?? ''));
    expect(lead?.['submission_id']).toMatch(submissionIdPattern);
    for (const [name, value] of queryOf(request).filter(([name]) => name !== 'submission_id')) expect(lead?.[name], name).toBe(value);
    expect(lead?.['flag']).toBe('');

    // The draft is gone with the send.
    await page.reload();
    await control(page, labels.name).focus();
    await expect(page.getByRole('button', { name: labels.submit })).toBeEnabled();
    await expect(control(page, labels.name)).toHaveValue('');
  });

  test('Submit pressed before the form has woken, on what autofill put there while its script is still on the way, sends it once', async ({
    page,
  }) => {
    const release = await holdIslandScript(page, 'ContactForm');
    const entry = validEntry(uniqueEmail());
    await page.goto('/form');
    // Autofill sets the boxes without focusing them.
    await page.locator('form').evaluate(
      (form: HTMLFormElement, values: Record<string, string>) => {
        for (const [name, value] of Object.entries(values)) {
          const box = form.elements.namedItem(name);
          if (box instanceof HTMLInputElement || box instanceof HTMLSelectElement || box instanceof HTMLTextAreaElement) box.value = value;
        }
        for (const name of ['subscribe', 'policyAgree']) {
          const box = form.elements.namedItem(name);
          if (box instanceof HTMLInputElement) box.checked = true;
        }
      },
      { ...expectedBody(entry) },
    );
    await page.getByRole('button', { name: labels.submit }).click();
    release();
    await expect(page.getByRole('status')).toHaveText(messages.success);
    expect((await received(page, entry.email)).map((request) => JSON.parse(request.body))).toEqual([expectedBody(entry)]);
  });
});
