import { describe, expect, it } from 'vitest';
import { breadcrumbs, organization, softwareApplication } from './structuredData';

describe('structured data', () => {
  it('numbers breadcrumb positions from 1', () => {
    const list = breadcrumbs([
      { name: 'Home', url: 'https://x.test/' },
      { name: 'Room Booking', url: 'https://x.test/room-booking' },
    ]);
    expect(list['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x.test/' },
      { '@type': 'ListItem', position: 2, name: 'Room Booking', item: 'https://x.test/room-booking' },
    ]);
  });

  it('describes an application without ratings or prices', () => {
    const app = softwareApplication({ name: 'Room Booking', description: 'd', url: 'https://x.test/room-booking', publisher: 'Acme' });
    expect(app['@type']).toBe('SoftwareApplication');
    expect(app).not.toHaveProperty('aggregateRating');
    expect(app).not.toHaveProperty('offers');
  });

  it('gives the organisation its contact point, profiles and offices as postal addresses', () => {
    const org = organization({
      name: 'Acme',
      url: 'https://x.test',
      logo: 'https://x.test/logo.png',
      email: 'a@x.test',
      phone: '+1',
      foundingYear: 2010,
      sameAs: ['https://l.test'],
      offices: [
        {
          label: 'India office',
          address: {
            street: 'Tower B',
            locality: 'Noida',
            region: 'Uttar Pradesh',
            postalCode: '201309',
            countryCode: 'IN',
            country: 'India',
          },
        },
      ],
    });
    expect(org['contactPoint']).toEqual([expect.objectContaining({ email: 'a@x.test', telephone: '+1' })]);
    expect(org['sameAs']).toEqual(['https://l.test']);
    expect(org['address']).toEqual([
      {
        '@type': 'PostalAddress',
        name: 'India office',
        streetAddress: 'Tower B',
        addressLocality: 'Noida',
        addressRegion: 'Uttar Pradesh',
        postalCode: '201309',
        addressCountry: 'IN',
      },
    ]);
  });
});
