import { describe, expect, it } from 'vitest';
import { placeholderProblems } from './placeholders';

const real = { siteUrl: 'https://www.riseerp.in', formEndpoint: 'https://www.riseerp.in/riseform' };

describe('placeholderProblems', () => {
  it('passes a real site and endpoint', () => {
    expect(placeholderProblems(real)).toEqual([]);
  });

  it.each([
    'https://www.example.com',
    'https://example.org',
    'https://shop.example.net/',
    'https://acme.test',
    'https://acme.example',
    'http://localhost:4321',
    'http://127.0.0.1:4329',
  ])('refuses %s as the site', (siteUrl) => {
    expect(placeholderProblems({ ...real, siteUrl })).toEqual([
      expect.stringContaining(`site.url in src/site.config.ts is a placeholder (${siteUrl})`),
    ]);
  });

  it.each(['https://forms.example.com/riseform', 'http://127.0.0.1:4399/riseform', 'https://forms.invalid/x'])(
    'refuses %s as the form endpoint, saying leads would be lost',
    (formEndpoint) => {
      expect(placeholderProblems({ ...real, formEndpoint })).toEqual([
        expect.stringMatching(/^The contact form would post to a placeholder .*losing every lead/),
      ]);
    },
  );

  it('takes the site’s own /riseform as the site’s own address, judged with it', () => {
    expect(placeholderProblems({ ...real, formEndpoint: '/riseform' })).toEqual([]);
  });

  it('does not mistake a real domain that merely contains the word', () => {
    expect(placeholderProblems({ siteUrl: 'https://www.myexample.com', formEndpoint: 'https://example.company.in/riseform' })).toEqual([]);
  });
});
