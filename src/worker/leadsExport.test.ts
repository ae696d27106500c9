/** /leads.csv: only through the Access application, signed by the team's keys for its audience. */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { csvColumns } from '../lib/leads/csv';
import type { Env } from './env';
import worker from './index';
import { leadsCsvPath } from './paths';
import { accept } from './accept';
import { entry, newId, site } from './test/leads';

const team = 'rise.cloudflareaccess.com';
const issuer = `https://${team}`;
const audience = 'aud-of-the-leads-app';
const access: Partial<Env> = { ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: audience };

let teamKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  teamKey = keys.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'team-key', alg: 'RS256' };
  // The team's certs, as Access publishes them; nothing else is fetched.
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new Request(input).url;
    if (url !== `${issuer}/cdn-cgi/access/certs`) throw new Error(`unexpected fetch ${url}`);
    return Response.json({ keys: [jwk] });
  });
});
afterEach(() => {
  vi.clearAllMocks();
});

beforeEach(async () => {
  await env.DB.exec('DELETE FROM leads');
  const queue = { send: async () => undefined } as unknown as Env['DELIVERIES'];
  await accept(
    {
      submissionId: newId(),
      receivedAt: new Date().toISOString(),
      fields: entry({ message: '=HYPERLINK("https://evil.example")' }),
      source: { form_page: '/form' },
      flag: null,
    },
    { ...(env as Env), DELIVERIES: queue },
  );
});

/** A token as Access would sign it, with what a test changes. */
const token = (key: CryptoKey, claims: { iss?: string; aud?: string; exp?: string } = {}) =>
  new SignJWT({ email: 'sales@rise.example' })
    .setProtectedHeader({ alg: 'RS256', kid: 'team-key' })
    .setIssuer(claims.iss ?? issuer)
    .setAudience(claims.aud ?? audience)
    .setIssuedAt()
    .setExpirationTime(claims.exp ?? '5m')
    .sign(key);

async function download(settings: Partial<Env>, assertion?: string): Promise<Response> {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = assertion === undefined ? {} : { 'Cf-Access-Jwt-Assertion': assertion };
  const response = await worker.fetch(new Request(`${site}${leadsCsvPath}`, { headers }), { ...(env as Env), ...settings });
  await waitOnExecutionContext(ctx);
  return response;
}

describe('/leads.csv', () => {
  it('gives the leads as CSV to a request Access signed for this application', async () => {
    const response = await download(access, await token(teamKey));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const [header, row] = (await response.text()).split('\r\n');
    expect(header).toBe(csvColumns.join(','));
    expect(row).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
  });

  it.each([
    ['Access is not set up', {}, async () => token(teamKey)],
    ['the request carries no token', access, async () => undefined],
    ['the token is not Access’s', access, async () => token(strangerKey)],
    ['the token is for another application', access, async () => token(teamKey, { aud: 'another-app' })],
    ['the token is from another team', access, async () => token(teamKey, { iss: 'https://other.cloudflareaccess.com' })],
    ['the token has expired', access, async () => token(teamKey, { exp: '1s ago' })],
    ['the token is not one', access, async () => 'not.a.token'],
  ])('refuses with 403 when %s', async (_, settings, assertion) => {
    const response = await download(settings, await assertion());
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain(entry().email);
  });
});
