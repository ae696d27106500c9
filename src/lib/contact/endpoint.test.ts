import { describe, expect, it } from 'vitest';
import { riseformPath } from '../../urls';
import { connectSources, formEndpoint } from './endpoint';

describe('formEndpoint', () => {
  it('posts to FORM_ENDPOINT when the build sets it', () => {
    expect(formEndpoint('https://forms.example.org/hooks/contact')).toBe('https://forms.example.org/hooks/contact');
  });

  it('posts to the site’s own /riseform, on its own origin, when FORM_ENDPOINT is unset or empty', () => {
    for (const unset of [undefined, '']) expect(formEndpoint(unset)).toBe(riseformPath);
  });
});

describe('connectSources', () => {
  it('is the site itself, and FORM_ENDPOINT’s origin only when the form posts there', () => {
    expect(connectSources('https://forms.example.org/hooks/contact?x=1')).toBe("'self' https://forms.example.org");
    expect(connectSources(undefined)).toBe("'self'");
    expect(connectSources('')).toBe("'self'");
  });
});
