import type { Country } from '../../lib/contact/countries';
import type { ContactMessages } from '../../lib/contact/messages';
import type { UiWords } from '../../schemas/ui';

/** Another way to reach the company than the form. */
export interface ReachUsProps {
  email: string;
  phone: string;
  /** The phone for a tel: link, digits and +. */
  phoneHref: string;
}

/**
 * The interface words the form shows: `contactForm` in src/content/ui.yaml, as its schema infers them,
 * and the footer's note for a link that opens a new tab.
 */
export type ContactFormLabels = UiWords['contactForm'] & Pick<UiWords['footer'], 'newTab'>;

/** Everything the form island needs, as plain data. */
export interface ContactFormProps {
  /** Where the request is POSTed (FORM_ENDPOINT at build time). */
  endpoint: string;
  /**
   * Where the form posts as a plain page when its script never ran: the site's own /riseform. Passed
   * in, not imported, so the island shares no chunk with the layout's script, which stays inline.
   */
  postTo: string;
  /** The event by which the page says where the lead came from (src/browser/leadSource/pageSource.ts). */
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
