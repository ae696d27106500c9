/**
 * Company facts: everything a deployer changes in one place.
 *
 * Values marked PLACEHOLDER are not real. Replace them before going live; docs/editing-content.md and docs/configuration.md list them.
 */

/** A postal address, in the parts search engines read (schema.org PostalAddress). */
export interface PostalAddress {
  /** Building and street, e.g. "Tower B, Sector 62". */
  street: string;
  /** City, e.g. "Noida". */
  locality: string;
  /** State or province, as written in the address, e.g. "Uttar Pradesh" or "TX". */
  region: string;
  postalCode: string;
  /** ISO 3166-1 alpha-2 country code, e.g. "IN". */
  countryCode: string;
  /** The country's name as printed on the last line, e.g. "India". */
  country: string;
}

/** An office address, shown in the footer, the side menu and the contact block. */
export interface Office {
  /** Short label, e.g. "India office". */
  label: string;
  /** City, for short mentions ("India office in Noida"). */
  city: string;
  /** The address in its parts. */
  address: PostalAddress;
  /** The address as printed, one line per array item. */
  lines: readonly string[];
  /** A maps search link for the address. */
  mapUrl: string;
}

/** A social profile link in the footer. */
export interface SocialLink {
  /** The network's name, used as the link's accessible name. */
  name: string;
  /** The lucide icon the footer draws for the network, e.g. "linkedin" (X's is "twitter"). */
  icon: string;
  url: string;
}

const mapSearch = (address: string): string => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** An office from its label and address: the printed lines and the map link follow from the parts. */
const office = (label: string, address: PostalAddress): Office => {
  const lines = [address.street, `${address.locality}, ${address.region} ${address.postalCode}`, address.country];
  return { label, city: address.locality, address, lines, mapUrl: mapSearch(lines.join(', ')) };
};

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
    office('India office', {
      street: 'Tower B, Sector 62',
      locality: 'Noida',
      region: 'Uttar Pradesh',
      postalCode: '201309',
      countryCode: 'IN',
      country: 'India',
    }),
    office('United States office', {
      street: '5300 Memorial Drive, Suite 400',
      locality: 'Houston',
      region: 'TX',
      postalCode: '77007',
      countryCode: 'US',
      country: 'United States',
    }),
  ],
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
    { name: 'LinkedIn', icon: 'linkedin', url: 'https://www.linkedin.com/company/example' },
    { name: 'Facebook', icon: 'facebook', url: 'https://www.facebook.com/example' },
    { name: 'Instagram', icon: 'instagram', url: 'https://www.instagram.com/example' },
    { name: 'YouTube', icon: 'youtube', url: 'https://www.youtube.com/@example' },
  ] satisfies readonly SocialLink[],
  /** The product video on the landing page: a YouTube video id. PLACEHOLDER. */
  videoId: 'M7lc1UVf-VE',
  /**
   * Whether the form refuses to send unless the marketing box is ticked too (the spec's rule).
   * EU law (GDPR Art. 7(4)) forbids making marketing consent a condition: set false for EU visitors.
   */
  requireMarketingConsent: true,
  /**
   * The Git repository the content editor at /admin commits to ("owner/name" on GitHub) and its
   * branch. PLACEHOLDER: the deployer sets the real one (docs/editing-content.md).
   */
  contentRepository: { name: 'example/hospitality-erp-site', branch: 'main' },
} as const;

export type Site = typeof site;
