/**
 * What a visitor does on the contact form, and what the endpoint received, for every scenario that
 * sends it (scenarios/contactForm.ts, scenarios/leadSource.ts).
 */
import { pattern, waitFor, type EngineBrowser, type Target } from './browser.ts';
import type { validEntry } from '../support/contactEntry.ts';
import { emailOf } from '../../src/test/endpointFaults.ts';
import { ui } from '../../src/test/siteContent.ts';

export type Entry = ReturnType<typeof validEntry>;

export const labels = ui.contactForm;
/** A name that starts with these words, or that contains them. */
const startingWith = (words: string) => pattern(new RegExp(`^${RegExp.escape(words)}`));
const containing = (words: string) => pattern(new RegExp(RegExp.escape(words)));

export const field = {
  name: { role: 'textbox', name: labels.name },
  companyName: { role: 'textbox', name: labels.companyName },
  role: { role: 'textbox', name: startingWith(labels.role) },
  email: { role: 'textbox', name: labels.email },
  country: { role: 'combobox', name: labels.country },
  phone: { role: 'textbox', name: labels.phoneNumberName },
  address: { role: 'textbox', name: labels.address },
  requirement: { role: 'combobox', name: labels.requirement },
  message: { role: 'textbox', name: startingWith(labels.message) },
} as const satisfies Record<string, Target>;
export const consent: Target[] = [
  { role: 'checkbox', name: containing(labels.subscribe) },
  { role: 'checkbox', name: containing(labels.policyLink) },
];
export const submit: Target = { role: 'button', name: labels.submit };

/** Fills in every field of `entry` and ticks both boxes, as a visitor does. */
export async function fill(browser: EngineBrowser, entry: Entry): Promise<void> {
  for (const key of ['name', 'companyName', 'role', 'email'] as const) await browser.type(field[key], entry[key]);
  await browser.select(field.country, entry.country);
  for (const key of ['phone', 'address'] as const) await browser.type(field[key], entry[key]);
  await browser.select(field.requirement, entry.requirement);
  await browser.type(field.message, entry.message);
  for (const box of consent) await browser.click(box);
}

/** A request to /riseform as the site's server in front of the runtime saw it: its query (`?…`, or empty) and its body. */
export interface ReceivedRequest {
  readonly search: string;
  readonly body: string;
}

/** Every request to /riseform since the suite started, noted by the site's server (site.ts). */
export const receivedRequests: ReceivedRequest[] = [];

/** The requests to /riseform carrying this e-mail address. */
export async function received(email: string): Promise<ReceivedRequest[]> {
  return Promise.resolve(receivedRequests.filter((request) => emailOf(request.body) === email));
}

/** Reloads the page as a visitor does, and waits for the new document. */
export async function reload(browser: EngineBrowser): Promise<void> {
  // Marks this document, so the checks after it can only pass on the reloaded one.
  await browser.evaluate(() => {
    document.documentElement.dataset['beforeReload'] = '';
    location.reload();
  });
  await waitFor('the page has reloaded', async () =>
    browser.evaluate(() => document.readyState === 'complete' && !('beforeReload' in document.documentElement.dataset)).catch(() => false),
  );
}

/** A notice's words before the time it names. */
export const before = (template: string): string => template.split('{time}')[0] ?? template;
