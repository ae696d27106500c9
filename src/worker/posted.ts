/**
 * The contact form posted without JavaScript (application/x-www-form-urlencoded): its fields by
 * the names the form gives them (the payload's own), the two consent boxes, the trap, and what the
 * endpoint's own answer page added (refusedPage.ts): the entry's id and a confirmed code.
 */
import { textFields, type ContactForm } from '../lib/contact/fields';
import { SUBMISSION_ID_PARAMETER } from '../lib/contact/queryNames';
import { TRAP_NAME } from '../lib/contact/trap';
import type { PostedEntry } from './judge';

/**
 * The hidden field the answer page adds after asking about a code and country that disagree: the
 * pair as the visitor was asked, so the next Submit sends them as they are, as on the page.
 */
export const CONFIRMED_CODE = 'confirmed_code';

export interface Posted extends PostedEntry {
  trapFilled: boolean;
  /** The id the answer page carried, if any. */
  submissionId: string | undefined;
}

export function postedForm(body: string): Posted {
  const fields = new URLSearchParams(body);
  const form = Object.fromEntries(textFields.map((field) => [field, fields.get(field) ?? ''])) as Pick<
    ContactForm,
    (typeof textFields)[number]
  >;
  return {
    // A ticked box is sent (as "on"); an unticked one is not sent at all.
    form: { ...form, subscribe: fields.has('subscribe'), policyAgree: fields.has('policyAgree') },
    confirmedCode: fields.get(CONFIRMED_CODE) ?? undefined,
    trapFilled: (fields.get(TRAP_NAME) ?? '') !== '',
    submissionId: fields.get(SUBMISSION_ID_PARAMETER) ?? undefined,
  };
}
