/**
 * The form's settings and words, read by the Worker from the same content files the pages are
 * built from, so the endpoint judges by the lists and messages the visitor was shown.
 *
 * Why a .yaml import: the Worker can neither run Astro's content layer (what the pages read
 * through) nor read files (what src/build/contentFiles.ts does for the build steps). The `rules` entry in
 * wrangler.jsonc imports a .yaml file as its text, and vitest.workers.config.ts does the same for
 * the tests; the text is parsed with the project's `yaml` and checked by the site's own schema,
 * as the build checks it. The country list is the page's own, made on Node (scripts/formCountries.ts).
 * No copy of a word or a list is kept here.
 */
import { parse } from 'yaml';
import companySource from '../content/company.yaml';
import { entriesIn } from '../lib/content/fileEntries';
import uiSource from '../content/ui.yaml';
import { isValidEmail } from '../lib/contact/email';
import { formSettings, type FormSettings } from '../lib/contact/formSettings';
import { uiSchema } from '../schemas/ui';
import { site } from '../site.config';
// Written by scripts/formCountries.ts before the Worker is bundled or tested: countryOptions() on Node, as the page has it.
import countries from './generated/countries.json';

/** A one-entry file's entry, from the file's text. */
const entryOf = (name: 'ui' | 'company', source: string): unknown => entriesIn(name, parse(source))[0]?.data;

/** The interface words (src/content/ui.yaml), checked by their schema. */
export const ui = uiSchema.parse(entryOf('ui', uiSource));

/** The rules an entry is judged by: the island's own (src/components/form/ContactFormSection.astro). */
export const settings: FormSettings = formSettings({
  countries,
  requirements: ui.contactRequirements,
  requireMarketingConsent: site.requireMarketingConsent,
  labels: ui.contactForm,
  messages: ui.contactMessages,
});

/**
 * Where sales hear of a lead: the company's e-mail (src/content/company.yaml). Read alone, not
 * through the company schema, whose icon list would put every icon's drawing in the Worker; it is
 * checked by the form's own e-mail rule, and the build's schema checks the rest of the file.
 */
export function salesAddress(): string {
  const company = entryOf('company', companySource);
  const email = typeof company === 'object' && company !== null && 'email' in company ? company.email : undefined;
  if (typeof email !== 'string' || !isValidEmail(email)) throw new Error('src/content/company.yaml has no valid company e-mail');
  return email;
}
