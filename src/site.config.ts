/**
 * Company facts: everything a deployer changes in one place.
 *
 * Values marked PLACEHOLDER are not real. Replace them before going live; the README lists them.
 */

/** An office address, shown in the footer, the side menu and the contact block. */
export interface Office {
  /** Short label, e.g. "India office". */
  label: string;
  /** City, for short mentions ("India office in Noida"). */
  city: string;
  /** The full postal address, one line per array item. */
  lines: readonly string[];
  /** A maps search link for the address. */
  mapUrl: string;
}

/** A social profile link in the footer. */
export interface SocialLink {
  /** The network's name, used as the link's accessible name. */
  name: 'LinkedIn' | 'Facebook' | 'Instagram' | 'YouTube' | 'X';
  url: string;
}

const mapSearch = (address: string): string => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

const indiaAddress = ['Tower B, Sector 62', 'Noida, Uttar Pradesh 201309', 'India'] as const;
const usaAddress = ['5300 Memorial Drive, Suite 400', 'Houston, TX 77007', 'United States'] as const;

export const site = {
  /** Company name, shown in titles, the logo's accessible name and the footer. PLACEHOLDER. */
  name: 'Rise Hospitality ERP',
  /** Short name for tight spaces (the logo wordmark). PLACEHOLDER. */
  shortName: 'RiseERP',
  /** The site's public origin, without a trailing slash: canonical URLs and the sitemap use it. PLACEHOLDER. */
  url: 'https://www.example.com',
  /** The host of the form endpoint: the form posts to `${formHost}/riseform` unless FORM_ENDPOINT is set. PLACEHOLDER. */
  formHost: 'https://forms.example.com',
  /** Year the company was founded. */
  foundedYear: 2010,
  /** The footer statement. */
  statement:
    'Delivering innovative ERP solutions since 2010, simplifying operations, enhancing efficiency and empowering businesses worldwide.',
  /** General enquiries e-mail. PLACEHOLDER (example.com never delivers). */
  email: 'info@example.com',
  /** Phone number as displayed. PLACEHOLDER: a reserved fictional number. */
  phone: '+1 202-555-0143',
  /** The same number for `tel:` links, digits only with the country code. PLACEHOLDER. */
  phoneHref: '+12025550143',
  /** The offices, India first. */
  offices: [
    { label: 'India office', city: 'Noida', lines: indiaAddress, mapUrl: mapSearch(indiaAddress.join(', ')) },
    { label: 'United States office', city: 'Houston', lines: usaAddress, mapUrl: mapSearch(usaAddress.join(', ')) },
  ] satisfies readonly Office[],
  /** External pages, opened in a new tab. PLACEHOLDERS. */
  external: {
    /** The application's sign-in page. */
    login: 'https://app.example.com/login',
    /** The company's About Us page. */
    about: 'https://www.example.com/about-us',
    /** The company blog. */
    blog: 'https://blog.example.com',
    /** The privacy policy linked from the form's consent box. */
    privacyPolicy: 'https://www.example.com/privacy-policy',
  },
  /** Social profiles in the footer. PLACEHOLDERS. */
  socials: [
    { name: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
    { name: 'Facebook', url: 'https://www.facebook.com/example' },
    { name: 'Instagram', url: 'https://www.instagram.com/example' },
    { name: 'YouTube', url: 'https://www.youtube.com/@example' },
  ] satisfies readonly SocialLink[],
  /** The product video on the landing page: a YouTube video id. PLACEHOLDER. */
  videoId: 'M7lc1UVf-VE',
  /**
   * Whether the form refuses to send unless the marketing box is ticked too (the spec's rule).
   * EU law (GDPR Art. 7(4)) forbids making marketing consent a condition: set false for EU visitors.
   */
  requireMarketingConsent: true,
} as const;

export type Site = typeof site;
