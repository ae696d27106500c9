import { company, ui } from '../../test/siteContent';
import { describe, expect, it } from 'vitest';
import { site } from '../../site.config';
import { contactPageStructuredData, homeStructuredData, pageStructuredData, standalonePageStructuredData } from './pageStructuredData';

const types = (things: Record<string, unknown>[]): unknown[] => things.map((thing) => thing['@type']);
const page = { id: 'room-booking', name: 'Room Booking', description: 'Rooms, rates and folios.' };

describe('pageStructuredData', () => {
  it('gives a module or suite its breadcrumbs and describes it as an application at its absolute URL', () => {
    for (const kind of ['module', 'suite'] as const) {
      const [trail, app] = pageStructuredData({ kind, ...page }, { ui, company });
      expect(types([trail ?? {}, app ?? {}])).toEqual(['BreadcrumbList', 'SoftwareApplication']);
      expect(app?.['url']).toBe(`${site.url}/room-booking`);
      expect(app?.['name']).toBe('Room Booking');
    }
  });

  it('gives a case study breadcrumbs only, Home then the page', () => {
    const things = pageStructuredData({ kind: 'caseStudy', ...page, id: 'durgabari' }, { ui, company });
    expect(types(things)).toEqual(['BreadcrumbList']);
    expect(things[0]?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Room Booking', item: `${site.url}/durgabari` },
    ]);
  });
});

describe('homeStructuredData', () => {
  it('describes the company with an absolute URL and logo', () => {
    const [organization] = homeStructuredData({ ui, company });
    expect(organization?.['@type']).toBe('Organization');
    expect(organization?.['url']).toBe(`${site.url}/`);
    expect(organization?.['logo']).toBe(`${site.url}/favicon.svg`);
  });
});

describe('standalonePageStructuredData', () => {
  it('gives the page breadcrumbs only, Home then the page at its absolute URL', () => {
    const things = standalonePageStructuredData({ path: '/compare-suites', name: 'Compare the Suites' }, { ui });
    expect(types(things)).toEqual(['BreadcrumbList']);
    expect(things[0]?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Compare the Suites', item: `${site.url}/compare-suites` },
    ]);
  });
});

describe('contactPageStructuredData', () => {
  it('describes the form as the company’s contact page, with the e-mail and phone the page shows, then breadcrumbs', () => {
    const things = contactPageStructuredData(
      { path: '/form', name: 'Get in touch with us', description: 'Request a demo.' },
      { ui, company },
    );
    expect(types(things)).toEqual(['ContactPage', 'BreadcrumbList']);
    expect(things[0]?.['url']).toBe(`${site.url}/form`);
    expect(things[0]?.['mainEntity']).toMatchObject({
      '@type': 'Organization',
      name: company.name,
      email: company.email,
      telephone: company.phone,
    });
    expect(things[1]?.['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${site.url}/` },
      { '@type': 'ListItem', position: 2, name: 'Get in touch with us', item: `${site.url}/form` },
    ]);
  });
});
