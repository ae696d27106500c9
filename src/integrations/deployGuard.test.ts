import type { AstroIntegrationLogger } from 'astro';
import { describe, expect, it } from 'vitest';
import { deployGuard } from './deployGuard';

const placeholders = { siteUrl: 'https://www.example.com', formEndpoint: 'https://forms.example.com/riseform' };
const real = { siteUrl: 'https://www.riseerp.in', formEndpoint: 'https://www.riseerp.in/riseform' };

/** Runs the guard's build-start hook as `astro build` would. */
function buildStart(guard: ReturnType<typeof deployGuard>): unknown {
  const hook = guard.hooks['astro:build:start'];
  return hook?.({ logger: {} as AstroIntegrationLogger, setPrerenderer: () => undefined });
}

describe('deployGuard', () => {
  it('stops a production build that would ship placeholders, naming each one', () => {
    expect(() => buildStart(deployGuard(placeholders, {}))).toThrow(
      /would go live with placeholders:\n {2}- site\.url .*https:\/\/www\.example\.com.*\n {2}- The contact form would post to a placeholder \(https:\/\/forms\.example\.com\/riseform\)/,
    );
  });

  it('lets a local build through when ALLOW_PLACEHOLDERS=1', () => {
    expect(() => buildStart(deployGuard(placeholders, { ALLOW_PLACEHOLDERS: '1' }))).not.toThrow();
  });

  it('lets a build with real values through', () => {
    expect(() => buildStart(deployGuard(real, {}))).not.toThrow();
  });
});
