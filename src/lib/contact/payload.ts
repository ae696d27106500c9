import type { ContactForm, ContactPayload } from './fields';

/** The request body: exactly the ten text fields, trimmed; the consent boxes are never sent. */
export function buildPayload(form: ContactForm): ContactPayload {
  return {
    name: form.name.trim(),
    companyName: form.companyName.trim(),
    role: form.role.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    phoneCode: form.phoneCode.trim(),
    country: form.country.trim(),
    address: form.address.trim(),
    requirement: form.requirement.trim(),
    message: form.message.trim(),
  };
}
