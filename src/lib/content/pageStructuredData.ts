import { ui } from '../../content/ui';
import { site } from '../../site.config';
import { breadcrumbs, contactPage, organization, softwareApplication } from '../structuredData';
import { pagePath } from '../urls';

const absolute = (path: string): string => new URL(path, site.url).href.replace(/\/$/, path === '/' ? '/' : '');

/** The company, for the home page. */
export function homeStructuredData(): Record<string, unknown>[] {
  return [
    organization({
      name: site.name,
      url: absolute('/'),
      logo: absolute('/favicon.svg'),
      email: site.email,
      phone: site.phone,
      foundingYear: site.foundedYear,
      sameAs: site.socials.map((social) => social.url),
      offices: site.offices,
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
  return [trail, softwareApplication({ name: page.name, description: page.description, url, publisher: site.name })];
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
      company: { name: site.name, url: absolute('/'), email: site.email, phone: site.phone },
    }),
    ...standalonePageStructuredData(page),
  ];
}
