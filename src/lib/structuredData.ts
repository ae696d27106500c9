/** schema.org JSON-LD for the pages' `<head>`: facts only, no invented ratings or prices. */
import type { PostalAddress } from '../site.config';

type Thing = Record<string, unknown>;

interface OrganizationFacts {
  name: string;
  url: string;
  logo: string;
  email: string;
  phone: string;
  foundingYear: number;
  sameAs: readonly string[];
  offices: readonly { label: string; address: PostalAddress }[];
}

/** The company, on the home page. */
export function organization(facts: OrganizationFacts): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: facts.name,
    url: facts.url,
    logo: facts.logo,
    email: facts.email,
    foundingDate: String(facts.foundingYear),
    sameAs: facts.sameAs,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', email: facts.email, telephone: facts.phone, availableLanguage: ['English'] },
    ],
    address: facts.offices.map(({ label, address }) => ({
      '@type': 'PostalAddress',
      name: label,
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    })),
  };
}

/** Where a page sits: Home › section › page. */
export function breadcrumbs(items: readonly { name: string; url: string }[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, item: item.url })),
  };
}

/** A module or suite as a web application. */
export function softwareApplication(app: { name: string; description: string; url: string; publisher: string }): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: app.name,
    description: app.description,
    url: app.url,
    applicationCategory: 'BusinessApplication',
    applicationSubCategory: 'Hospitality ERP',
    operatingSystem: 'Web browser',
    publisher: { '@type': 'Organization', name: app.publisher },
  };
}

/** The contact page: what it is, and the company it reaches, with the same e-mail and phone it shows. */
export function contactPage(page: {
  name: string;
  description: string;
  url: string;
  company: { name: string; url: string; email: string; phone: string };
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: page.name,
    description: page.description,
    url: page.url,
    mainEntity: {
      '@type': 'Organization',
      name: page.company.name,
      url: page.company.url,
      email: page.company.email,
      telephone: page.company.phone,
    },
  };
}
