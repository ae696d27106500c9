import { textFields, type ContactForm } from './fields';
import { multilineFields, type LimitedField } from './limits';
import { tidyEmail } from './email';
import { tidyPhonePlainly, type PhoneRules } from './phone';
import { trimInvisible, withoutHiddenControls } from './text';
import type { ContactRules } from './validate';

const multiline = (field: string): boolean => multilineFields.includes(field as LimitedField);

/**
 * The entry as it will be sent, which the form also shows before sending, so the value sent is the
 * value shown: control and text-direction characters nobody can see and unpaired surrogates
 * removed, outer white space and invisible characters trimmed (trimInvisible), the e-mail cleaned of invisible and full-width characters
 * (tidyEmail), the phone tidied by the rules of the chosen country (see normalisePhone). Nothing
 * visible is cut.
 * @param known the country names the form offers (with ISO codes) and their calling codes
 * @param phone the countries' numbering rules; without them the phone is tidied plainly
 */
export function normaliseForSending(
  form: ContactForm,
  { countries, callingCodes }: Pick<ContactRules, 'countries' | 'callingCodes'>,
  phone?: PhoneRules,
): ContactForm {
  const tidied = { ...form };
  for (const field of textFields) tidied[field] = trimInvisible(withoutHiddenControls(form[field], multiline(field)));
  tidied.email = tidyEmail(tidied.email);
  return {
    ...tidied,
    ...(phone ? phone.normalise(tidied, countries.get(tidied.country)) : tidyPhonePlainly(tidied, callingCodes)),
  };
}
