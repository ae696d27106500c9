import type { UiWords } from '../../schemas/ui';
import { site, type Company } from '../../site.config';
import { breadcrumbs, contactPage, organization, softwareApplication } from '../structuredData';
import { pagePath } from '../../urls';

/** What every page's structured data says of the site: the company, and what the home page is called in a trail. */
export interface SiteFacts {
  ui: Pick<UiWords, 'nav'>;
  company: Company;
}

const absolute = (path: string): string => new URL(path, site.url).href.replace(/\/$/, path === '/' ? '/' : '');

/** The company, for the home page. */
export function homeStructuredData({ company }: SiteFacts): Record<string, unknown>[] {
  return [
    organization({
      name: company.name,
      url: absolute('/'),
      logo: absolute('/favicon.svg'),
      email: company.email,
      phone: company.phone,
      foundingYear: company.foundedYear,
      sameAs: company.socials.map((social) => social.url),
      offices: company.offices,
    }),
  ];
}

/** Breadcrumbs for every module, suite and case-study page, and the application for modules and suites. */
export function pageStructuredData(
  page: {
    kind: 'module' | 'suite' | 'caseStudy';
    id: string;
    name: string;
    description: string;
  },
  { ui, company }: SiteFacts,
): Record<string, unknown>[] {
  const url = absolute(pagePath(page.id));
  const trail = breadcrumbs([
    { name: ui.nav.home, url: absolute('/') },
    { name: page.name, url },
  ]);
  if (page.kind === 'caseStudy') return [trail];
  return [trail, softwareApplication({ name: page.name, description: page.description, url, publisher: company.name })];
}

/** Breadcrumbs for a page that stands on its own (the suite comparison, the accessibility statement): Home, then the page. */
export function standalonePageStructuredData(
  page: { path: string; name: string },
  { ui }: Pick<SiteFacts, 'ui'>,
): Record<string, unknown>[] {
  return [
    breadcrumbs([
      { name: ui.nav.home, url: absolute('/') },
      { name: page.name, url: absolute(page.path) },
    ]),
  ];
}

/** The contact form page: a ContactPage for the company, and breadcrumbs, Home then the page. */
export function contactPageStructuredData(
  page: { path: string; name: string; description: string },
  facts: SiteFacts,
): Record<string, unknown>[] {
  const { company } = facts;
  const url = absolute(page.path);
  return [
    contactPage({
      name: page.name,
      description: page.description,
      url,
      company: { name: company.name, url: absolute('/'), email: company.email, phone: company.phone },
    }),
    ...standalonePageStructuredData(page, facts),
  ];
}
