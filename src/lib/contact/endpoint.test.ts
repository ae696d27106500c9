import { describe, expect, it } from 'vitest';
import { site } from '../../site.config';
import { connectSources, formEndpoint, formEndpointOrigin } from './endpoint';

describe('formEndpoint', () => {
  it('posts to FORM_ENDPOINT when the build sets it', () => {
    expect(formEndpoint('https://forms.example.org/hooks/contact')).toBe('https://forms.example.org/hooks/contact');
  });

  it('falls back to /riseform on the site’s form host when FORM_ENDPOINT is unset or empty', () => {
    for (const unset of [undefined, '']) {
      const url = new URL(formEndpoint(unset));
      expect([url.origin, url.pathname, url.search]).toEqual([new URL(site.formHost).origin, '/riseform', '']);
    }
  });
});

describe('formEndpointOrigin', () => {
  it('is the endpoint’s origin alone, as connect-src needs it', () => {
    expect(formEndpointOrigin('http://127.0.0.1:4330/riseform?x=1')).toBe('http://127.0.0.1:4330');
    expect(formEndpointOrigin(undefined)).toBe(new URL(site.formHost).origin);
  });
});

describe('connectSources', () => {
  it('is the site itself and the endpoint’s origin, nothing else', () => {
    expect(connectSources('https://forms.example.org/hooks/contact')).toBe("'self' https://forms.example.org");
    expect(connectSources(undefined)).toBe(`'self' ${new URL(site.formHost).origin}`);
  });
});
