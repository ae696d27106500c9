import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import { deployGuard } from './deployGuard';
import type { CompanyFacts } from '../schemas/company';

const placeholders = { siteUrl: 'https://www.example.com', formEndpoint: 'https://forms.example.com/riseform' };
const real = { siteUrl: 'https://www.riseerp.in', formEndpoint: 'https://www.riseerp.in/riseform' };

/** Runs the guard's build-start hook as `astro build` would. */
function buildStart(guard: ReturnType<typeof deployGuard>): unknown {
  const hook = guard.hooks['astro:build:start'];
  return hook?.({ logger: {} as AstroIntegrationLogger, setPrerenderer: () => undefined });
}

/** Facts that pass the placeholder check, and the template's e-mail. */
const realFacts = (): CompanyFacts => ({
  name: 'Rise Hospitality ERP',
  shortName: 'RiseERP',
  foundedYear: 2010,
  statement: 'Delivering ERP for hotels and restaurants since 2010, simply and reliably.',
  email: 'sales@riseerp.in',
  phone: '+91 120 456 7800',
  offices: [],
  external: {
    login: 'https://app.riseerp.in',
    about: 'https://www.riseerp.in/about',
    blog: 'https://blog.riseerp.in',
    privacyPolicy: 'https://www.riseerp.in/privacy',
  },
  socials: [],
  videoId: 'dQw4w9WgXcQ',
});

describe('deployGuard', () => {
  it('stops a production build that would ship the template’s company facts, naming the editor field', () => {
    expect(() =>
      buildStart(
        deployGuard(
          () => real,
          {},
          () => ({ ...realFacts(), email: 'info@example.com' }),
        ),
      ),
    ).toThrow(/would go live with placeholders:\n {2}- Company facts → Email is a placeholder: info@example\.com\n.*\/admin/);
  });

  it('stops a production build that would ship placeholders, naming each one', () => {
    expect(() => buildStart(deployGuard(() => placeholders, {}, realFacts))).toThrow(
      /would go live with placeholders:\n {2}- site\.url .*https:\/\/www\.example\.com.*\n {2}- The contact form would post to a placeholder \(https:\/\/forms\.example\.com\/riseform\)/,
    );
  });

  it('lets a local build through when ALLOW_PLACEHOLDERS=1', () => {
    expect(() => buildStart(deployGuard(() => placeholders, { ALLOW_PLACEHOLDERS: '1' }))).not.toThrow();
  });

  it('lets a build with real values through', () => {
    expect(() => buildStart(deployGuard(() => real, {}, realFacts))).not.toThrow();
  });
});
