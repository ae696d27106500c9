/**
 * Build settings: what a deployer sets once (docs/configuration.md), and the types of the company
 * facts. The facts themselves (name, e-mail, phone, offices, socials, external pages, video) are
 * content the editor at /admin edits: src/content/company.yaml, read through the content layer (getCompany, src/build/content/collections.ts).
 *
 * Values marked PLACEHOLDER are not real. Replace them before going live; `npm run build` refuses
 * the placeholder URLs.
 */
import type { CompanyFacts } from './schemas/company';

/** A postal address, in the parts search engines read (schema.org PostalAddress). */
export type PostalAddress = CompanyFacts['offices'][number]['address'];

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
export type SocialLink = CompanyFacts['socials'][number];

/** The company's facts with what follows from them. */
export interface Company extends Omit<CompanyFacts, 'offices'> {
  /** The phone for `tel:` links: + and the digits. */
  phoneHref: string;
  offices: readonly Office[];
}

const mapSearch = (address: string): string => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/** An office from its label and address: the printed lines and the map link follow from the parts. */
export function officeOf(label: string, address: PostalAddress): Office {
  const lines = [address.street, `${address.locality}, ${address.region} ${address.postalCode}`, address.country];
  return { label, city: address.locality, address, lines, mapUrl: mapSearch(lines.join(', ')) };
}

/** A displayed phone number ("+1 202-555-0143") as a `tel:` link's number ("+12025550143"). */
export const phoneHrefOf = (phone: string): string => `+${phone.replace(/\D/g, '')}`;

/** The company's facts with what follows from them: each office's printed lines and map link, the phone's call link. */
export const companyOf = (facts: CompanyFacts): Company => ({
  ...facts,
  phoneHref: phoneHrefOf(facts.phone),
  offices: facts.offices.map(({ label, address }) => officeOf(label, address)),
});

export const site = {
  /** The site's public origin, without a trailing slash: canonical URLs and the sitemap use it. PLACEHOLDER. */
  url: 'https://www.example.com',
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

/**
 * What a lead says of where it came from, sent beside the form's body (docs/configuration.md,
 * "Where a lead came from"). Under Global Privacy Control or Do Not Track only the form's page
 * is sent, whatever is set here.
 */
export const leadSource = {
  /**
   * Whether each tab remembers its visit (first page, campaign, outside referrer, last page read)
   * in one sessionStorage key until the lead is sent. Set false where the law asks consent for it
   * (EU, ePrivacy Art. 5(3): docs/decisions.md); the lead then says only what the form page knows.
   */
  rememberVisit: true,
  /**
   * Whether the ad platforms' click ids (gclid, msclkid) are kept and sent with the campaign. They
   * identify one ad click, so they stay off unless the privacy notice names them.
   */
  clickIds: false,
} as const;

export type LeadSourceSettings = { readonly [K in keyof typeof leadSource]: boolean };
