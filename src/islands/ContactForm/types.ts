import type { Country } from '../../lib/contact/countries';
import type { ContactMessages } from '../../lib/contact/messages';

/** Another way to reach the company than the form. */
export interface ReachUsProps {
  email: string;
  phone: string;
  /** The phone for a tel: link, digits and +. */
  phoneHref: string;
}

/** The interface words the form shows; from src/content/ui.yaml. */
export interface ContactFormLabels {
  name: string;
  companyName: string;
  role: string;
  email: string;
  phone: string;
  phoneCode: string;
  phoneCodeName: string;
  phoneNumber: string;
  phoneNumberName: string;
  country: string;
  countryPlaceholder: string;
  countryHint: string;
  address: string;
  requirement: string;
  requirementPlaceholder: string;
  message: string;
  messageHint: string;
  optional: string;
  /** After a consent box that must be ticked. */
  required: string;
  subscribe: string;
  policyBefore: string;
  policyLink: string;
  honeypot: string;
  /** Before the e-mail and phone shown when sending failed. */
  reachUs: string;
  /** Beside Submit when JavaScript is off, before the e-mail and phone. */
  noscript: string;
  submit: string;
  sending: string;
  summaryTitle: string;
  newTab: string;
}

/** Everything the form island needs, as plain data. */
export interface ContactFormProps {
  /** Where the request is POSTed (FORM_ENDPOINT at build time). */
  endpoint: string;
  /** The event by which the page says where the lead came from (src/lib/leadSource/pageSource.ts). */
  sourceEvent: string;
  countries: Country[];
  /** The Requirement list's options. */
  requirements: readonly string[];
  requireMarketingConsent: boolean;
  privacyPolicyUrl: string;
  /** The company's e-mail and phone, offered when sending fails. */
  reachUs: ReachUsProps;
  labels: ContactFormLabels;
  /** What the form says about an entry and about sending it. */
  messages: ContactMessages;
}
