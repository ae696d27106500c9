import type { ContactPayload } from '../../lib/contact/fields';
import { SUBMISSION_ID_PARAMETER, TRAP_FLAG } from '../../lib/contact/queryNames';
import { refusedFields } from '../../lib/contact/refusedFields';
import { SUBMIT_TIMEOUT_MS, type QueryParameter, type SubmitResult } from '../../lib/contact/sendOutcome';

export { SUBMISSION_ID_PARAMETER, TRAP_FLAG };

/**
 * The URL to POST to: the endpoint (a path is on this page's own origin), with the entry's
 * submission id, where the lead came from (src/lib/leadSource) and, when the trap was filled, the
 * flag. A name the endpoint's own query already has is not sent again.
 */
export function requestUrl(endpoint: string, trapFilled: boolean, source: readonly QueryParameter[] = [], submissionId = ''): string {
  const url = new URL(endpoint, globalThis.location?.href);
  const own = url.searchParams;
  const id: QueryParameter[] = submissionId === '' ? [] : [[SUBMISSION_ID_PARAMETER, submissionId]];
  const added = [...id, ...source]
    .filter(([name]) => !own.has(name))
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  if (trapFilled && own.get(TRAP_FLAG.name) !== TRAP_FLAG.value) added.push(`${TRAP_FLAG.name}=${TRAP_FLAG.value}`);
  if (added.length === 0) return endpoint;
  // Appended to the query as it is: re-encoding it could break a signed or tokened endpoint URL.
  const query = added.join('&');
  url.search = url.search === '' || url.search === '?' ? query : `${url.search}&${query}`;
  return url.toString();
}

interface SubmitOptions {
  endpoint: string;
  /** Whether the anti-bot trap was filled (see TRAP_FLAG). */
  trapFilled?: boolean;
  /** The entry's id (SUBMISSION_ID_PARAMETER). */
  submissionId?: string;
  /** Where the lead came from, sent as query parameters beside the body (src/lib/leadSource). */
  source?: readonly QueryParameter[];
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  /** Whether the browser believes it is online (navigator.onLine): offline, a request surely never leaves. */
  online?: () => boolean;
}

/** The statuses by which fetch redirects (the Fetch standard's "redirect status"). */
const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * Whether the answer is a redirect: opaque where the browser was told not to follow it, marked
 * `redirected` where a fetch followed it anyway, or the redirect itself (Node's fetch).
 */
const redirected = (response: Response): boolean =>
  response.type === 'opaqueredirect' || response.redirected || redirectStatuses.has(response.status);

const browserOnline = (): boolean => globalThis.navigator?.onLine !== false;

/**
 * Sends the contact request as JSON (spec section 7). Any 2xx status is success; a body is read
 * only from a 4xx, for the fields it refused. A thrown error is logged to the console, as the
 * spec's catalogue says.
 */
export async function submitContact(
  payload: ContactPayload,
  {
    endpoint,
    trapFilled = false,
    submissionId = '',
    source = [],
    timeoutMs = SUBMIT_TIMEOUT_MS,
    fetchImpl = fetch,
    online = browserOnline,
  }: SubmitOptions,
): Promise<SubmitResult> {
  const offlineBefore = !online();
  const controller = new AbortController();
  let timedOut = false;
  // A plain timer rather than AbortSignal.timeout, so tests can drive it with a fake clock.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`No answer from the form endpoint within ${timeoutMs / 1000} s`));
  }, timeoutMs);
  try {
    const response = await fetchImpl(requestUrl(endpoint, trapFilled, source, submissionId), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
      // A redirect is not followed: the endpoint has read the request by then, and following a 307
      // would post the body again to an address without the entry's id, whose 2xx would say
      // nothing of this lead. Any redirect is an answer the page cannot read: `lost`.
      redirect: 'manual',
      signal: controller.signal,
    });
    if (redirected(response)) return { outcome: 'lost', refused: {} };
    if (response.status >= 200 && response.status < 300) return { outcome: 'success', refused: {} };
    const refused = await refusedFields(response);
    return { outcome: Object.keys(refused).length > 0 ? 'refused' : 'failed', refused };
  } catch (error) {
    console.error(error);
    // Online, the browser cannot say whether a failed request reached the endpoint before it
    // failed (a reset after the body was read, an answer it hides): only offline is it sure.
    return { outcome: timedOut ? 'unanswered' : offlineBefore ? 'error' : 'lost', refused: {} };
  } finally {
    clearTimeout(timer);
  }
}
