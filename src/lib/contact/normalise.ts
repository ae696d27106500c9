import { textFields, type ContactForm } from './fields';
import { multilineFields, type LimitedField } from './limits';
import { tidyPhonePlainly, type PhoneRules } from './phone';
import { withoutHiddenControls } from './text';

const multiline = (field: string): boolean => multilineFields.includes(field as LimitedField);

/**
 * The entry as it will be sent, which the form also shows before sending, so the value sent is the
 * value shown: control and text-direction characters nobody can see removed, outer white space
 * trimmed, the phone tidied by the rules of the chosen country (see normalisePhone). Nothing
 * visible is cut.
 * @param countries each country name the form offers, with its ISO code
 * @param phone the countries' numbering rules; without them the phone is tidied plainly
 */
export function normaliseForSending(form: ContactForm, countries: ReadonlyMap<string, string>, phone?: PhoneRules): ContactForm {
  const tidied = { ...form };
  for (const field of textFields) tidied[field] = withoutHiddenControls(form[field], multiline(field)).trim();
  return { ...tidied, ...(phone ? phone.normalise(tidied, countries.get(tidied.country)) : tidyPhonePlainly(tidied)) };
}
