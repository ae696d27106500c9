/**
 * What the contact form's unit tests share, below both the island's (formTestKit.tsx) and lib's
 * (src/lib/contact/form*.test.ts): the countries they offer, the settings the island builds from
 * them, and a valid entry.
 */
import { ui } from './siteContent';
import type { Country } from '../lib/contact/countries';
import type { ContactForm } from '../lib/contact/fields';
import { formSettings } from '../lib/contact/formSettings';

/** Three countries instead of every one. */
export const testCountries: Country[] = [
  { name: 'India', iso: 'IN', callingCode: '91' },
  { name: 'Singapore', iso: 'SG', callingCode: '65' },
  { name: 'United States', iso: 'US', callingCode: '1' },
];

/** The form's rules as the island builds them from its props, with those countries. */
export const testSettings = formSettings({
  countries: testCountries,
  requirements: ui.contactRequirements,
  requireMarketingConsent: true,
  labels: ui.contactForm,
  messages: ui.contactMessages,
});

/** A valid entry as it is sent, in the order the form shows its boxes, both boxes ticked. */
export const validEntry: ContactForm = {
  name: 'Asha Rao',
  companyName: 'Lakeview Resort',
  role: '',
  email: 'asha@lakeview.example',
  country: 'India',
  phoneCode: '91',
  phone: '9876543210',
  address: '12 Lake Road, Udaipur',
  requirement: 'Product Pricing',
  message: '',
  subscribe: true,
  policyAgree: true,
};
