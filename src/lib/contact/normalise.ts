import { textFields, type ContactForm } from './fields';
import { normalisePhone } from './phone';

/**
 * The entry as it will be sent, which the form also shows before sending, so the value sent is the
 * value shown: outer white space trimmed, the phone tidied (see normalisePhone). Nothing is cut.
 */
export function normaliseForSending(form: ContactForm, callingCodes: ReadonlySet<string>): ContactForm {
  const trimmed = { ...form };
  for (const field of textFields) trimmed[field] = form[field].trim();
  return { ...trimmed, ...normalisePhone(trimmed, callingCodes) };
}
