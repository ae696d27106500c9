import { describe, expect, it } from 'vitest';
import { singleEntry } from '../../build/contentFiles';
import { companySchema, type CompanyFacts } from '../../schemas/company';
import { placeholderFacts, SAMPLE_VIDEO_ID } from './placeholderFacts';

/** The facts as the repository ships them: the template's examples. */
const shipped = companySchema.parse(singleEntry(process.cwd(), 'company'));

/** The same facts as a real company fills them in. */
const real: CompanyFacts = {
  ...shipped,
  email: 'sales@riseerp.in',
  phone: '+91 120 456 7800',
  external: {
    login: 'https://app.riseerp.in/login',
    about: 'https://www.riseerp.in/about-us',
    blog: 'https://blog.riseerp.in',
    privacyPolicy: 'https://www.riseerp.in/privacy-policy',
  },
  socials: shipped.socials.map((social) => ({ ...social, url: social.url.replace(/example$/, 'riseerp') })),
  videoId: 'dQw4w9WgXcQ',
};

describe('placeholderFacts', () => {
  it('lets real facts through', () => {
    expect(placeholderFacts(real)).toEqual([]);
  });

  it('names each placeholder the template ships by the editor field to change, with its value', () => {
    const problems = placeholderFacts(shipped);
    expect(problems).toContain(`Company facts → Email is a placeholder: ${shipped.email}`);
    expect(problems).toContain(`Company facts → Phone is a placeholder: ${shipped.phone}`);
    for (const address of Object.values(shipped.external))
      expect(problems).toContainEqual(
        expect.stringMatching(new RegExp(`^Company facts → External → \\w.* is a placeholder: ${RegExp.escape(address)}$`)),
      );
    expect(Object.keys(shipped.external).length).toBeGreaterThan(0);
    for (const social of shipped.socials)
      expect(problems).toContain(`Company facts → Socials → ${social.name} → Profile address is a placeholder: ${social.url}`);
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^Company facts → Product video is a placeholder: .*${SAMPLE_VIDEO_ID}`)),
    );
  });

  it('knows each kind of placeholder, and only those', () => {
    const one = (changes: Partial<CompanyFacts>): string[] => placeholderFacts({ ...real, ...changes });
    expect(one({ email: 'hello@acme.test' })).toHaveLength(1);
    expect(one({ email: 'hello@example.co.in' })).toEqual([]);
    expect(one({ phone: '+1 (202) 555-0199' })).toHaveLength(1);
    expect(one({ phone: '+1 202-555-0200' })).toEqual([]);
    expect(one({ socials: [{ name: 'X', icon: 'twitter', url: 'https://x.com/@example' }] })).toHaveLength(1);
    expect(one({ socials: [{ name: 'X', icon: 'twitter', url: 'https://x.com/examplehotels' }] })).toEqual([]);
  });
});
