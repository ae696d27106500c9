import type { ContactForm, ContactPayload } from './fields';

/**
 * The request body: exactly the ten text fields, as they are (normaliseForSending has tidied them
 * and the form shows them so); the consent boxes are never sent.
 */
export function buildPayload(form: ContactForm): ContactPayload {
  const { name, companyName, role, email, phone, phoneCode, country, address, requirement, message } = form;
  return { name, companyName, role, email, phone, phoneCode, country, address, requirement, message };
}
