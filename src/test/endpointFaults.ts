/**
 * Answers the site's own /riseform never gives, for the tests that need one: the visitor's e-mail
 * address decides it, so parallel tests never share a fault. Playwright plays them with a route on
 * the page's context (e2e/support/endpoint.ts), the cross-engine suite in the server in front of the
 * runtime (e2e/engines/site.ts); every other address reaches the real Worker.
 *
 *   hang-…@…          never answers                slow-…@…      the Worker answers, 2 s late
 *   reset-…@…         the request is read, the connection dropped
 *   redirect-…@…      307 to another address        refuse-email-…@…  422 naming the e-mail field
 *   status-<code>-…@… answers with that status
 */

/** What a 422 from a form service says of the e-mail it refused, as Formspree words it. */
export const emailRefusal = { errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'This address cannot receive our replies.' }] };

export type EndpointAnswer =
  | { kind: 'worker'; delayMs: number }
  | { kind: 'hang' }
  | { kind: 'reset' }
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: string };

/** How the endpoint answers a request carrying this e-mail address. */
export function answerFor(email: string): EndpointAnswer {
  if (email.startsWith('hang-')) return { kind: 'hang' };
  if (email.startsWith('reset-')) return { kind: 'reset' };
  if (email.startsWith('slow-')) return { kind: 'worker', delayMs: 2_000 };
  if (email.startsWith('redirect-')) return { kind: 'answer', status: 307, headers: { Location: '/moved' }, body: '' };
  if (email.startsWith('refuse-email-'))
    return { kind: 'answer', status: 422, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(emailRefusal) };
  const status = /^status-(\d{3})-/.exec(email)?.[1];
  if (status) return { kind: 'answer', status: Number(status), headers: { 'Content-Type': 'text/plain' }, body: 'stood in' };
  return { kind: 'worker', delayMs: 0 };
}

/** The e-mail address in a request's JSON body, or '' when it has none. */
export function emailOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'email' in parsed ? String(parsed.email) : '';
  } catch {
    return '';
  }
}
