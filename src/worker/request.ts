/**
 * What the endpoint reads of a request before it looks at the lead: where it was sent from, and
 * its body, at most MAX_BODY bytes, as JSON (the form's script) or as a plain form post (the same
 * form without JavaScript).
 */

/** The largest body read: ten fields at their limits fit several times over (src/lib/contact/limits.ts). */
export const MAX_BODY = 64 * 1024;

/**
 * Whether a browser sent this from another site's page. A request with no Origin header (a
 * server, curl, an older browser's same-origin post) is not; `Origin: null` (a sandboxed or
 * privacy-stripped page) is, since it cannot show it came from here.
 */
export function fromAnotherSite(request: Request): boolean {
  const origin = request.headers.get('Origin');
  return origin !== null && origin !== new URL(request.url).origin;
}

/** How the body is written: the form's JSON, a plain form post, or something else. */
export type BodyKind = 'json' | 'form' | 'other';

export function bodyKind(request: Request): BodyKind {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return 'other';
}

/**
 * The body as text, or undefined when it is longer than MAX_BODY: read a chunk at a time and
 * given up past the limit, so a sender without a Content-Length cannot make the Worker hold more.
 */
export async function cappedText(request: Request): Promise<string | undefined> {
  const declared = Number(request.headers.get('Content-Length') ?? '0');
  if (declared > MAX_BODY) return undefined;
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  // fatal: false, as a browser reads a form: a broken byte becomes U+FFFD, never an exception.
  return new TextDecoder().decode(bytes);
}
