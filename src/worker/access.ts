/**
 * Whether a request came through the Cloudflare Access application in front of /leads.csv: Access
 * signs each request it lets through (`Cf-Access-Jwt-Assertion`, RS256 with the team's keys), and
 * the Worker checks the signature, the issuer (the team) and the audience (the application), so
 * a request that reaches the Worker some other way, or an Access token of another application,
 * gets nothing. Without both settings nothing passes.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface AccessSettings {
  /** The team's domain, e.g. rise.cloudflareaccess.com (ACCESS_TEAM_DOMAIN). */
  teamDomain?: string | undefined;
  /** The application's audience tag (ACCESS_AUD). */
  audience?: string | undefined;
}

/** One key set per team domain, kept while the isolate lives: jose refreshes it as Access rotates keys. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keysOf(issuer: string): ReturnType<typeof createRemoteJWKSet> {
  let keys = keySets.get(issuer);
  if (keys === undefined) {
    keys = createRemoteJWKSet(new URL(`${issuer}/cdn-cgi/access/certs`));
    keySets.set(issuer, keys);
  }
  return keys;
}

/** True when Access is set up and signed this request for this application. */
export async function passedAccess(request: Request, { teamDomain, audience }: AccessSettings): Promise<boolean> {
  const token = request.headers.get('Cf-Access-Jwt-Assertion');
  if (!teamDomain || !audience || !token) return false;
  const issuer = `https://${teamDomain.replace(/^https:\/\//, '').replace(/\/+$/, '')}`;
  try {
    await jwtVerify(token, keysOf(issuer), { issuer, audience, algorithms: ['RS256'] });
    return true;
  } catch {
    return false;
  }
}
