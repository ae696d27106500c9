import { ui } from '../../content/ui';
import { site } from '../../site.config';
import { company } from '../../content/company';
import { breadcrumbs, contactPage, organization, softwareApplication } from '../structuredData';
import { pagePath } from '../../urls';

const absolute = (path: string): string => new URL(path, site.url).href.replace(/\/$/, path === '/' ? '/' : '');

/** The company, for the home page. */
export function homeStructuredData(): Record<string, unknown>[] {
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
export function pageStructuredData(page: {
  kind: 'module' | 'suite' | 'caseStudy';
  id: string;
  name: string;
  description: string;
}): Record<string, unknown>[] {
  const url = absolute(pagePath(page.id));
  const trail = breadcrumbs([
    { name: ui.nav.home, url: absolute('/') },
    { name: page.name, url },
  ]);
  if (page.kind === 'caseStudy') return [trail];
  return [trail, softwareApplication({ name: page.name, description: page.description, url, publisher: company.name })];
}

/** Breadcrumbs for a page that stands on its own (the suite comparison, the accessibility statement): Home, then the page. */
export function standalonePageStructuredData(page: { path: string; name: string }): Record<string, unknown>[] {
  return [
    breadcrumbs([
      { name: ui.nav.home, url: absolute('/') },
      { name: page.name, url: absolute(page.path) },
    ]),
  ];
}

/** The contact form page: a ContactPage for the company, and breadcrumbs, Home then the page. */
export function contactPageStructuredData(page: { path: string; name: string; description: string }): Record<string, unknown>[] {
  const url = absolute(page.path);
  return [
    contactPage({
      name: page.name,
      description: page.description,
      url,
      company: { name: company.name, url: absolute('/'), email: company.email, phone: company.phone },
    }),
    ...standalonePageStructuredData(page),
  ];
}
