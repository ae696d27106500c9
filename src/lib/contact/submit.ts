import type { ContactPayload } from './fields';

/**
 * success: every 2xx status (DECISIONS.md: a 201 or 204 accepted the lead); failed: every other
 * status; error: the request failed on its way (network, refused); unanswered: no answer within
 * the time limit, so the lead may well have arrived and must not be called a failure.
 */
export type SubmitOutcome = 'success' | 'failed' | 'error' | 'unanswered';

/** How long a request may hang before it is given up as unanswered (the spec sets no limit). */
export const SUBMIT_TIMEOUT_MS = 20_000;

/**
 * Added to the endpoint's query when the anti-bot trap was filled: the request is still sent (a
 * person's autofill can fill a trap, and a flagged lead is better than a lost one), and the endpoint
 * decides what to do with it. The body stays the spec's ten fields.
 */
export const TRAP_FLAG = { name: 'flag', value: 'trap-filled' } as const;

/** The URL to POST to: the endpoint, flagged when the trap was filled. */
export function requestUrl(endpoint: string, trapFilled: boolean): string {
  if (!trapFilled || new URL(endpoint).searchParams.get(TRAP_FLAG.name) === TRAP_FLAG.value) return endpoint;
  // Appended to the query as it is: re-encoding it could break a signed or tokened endpoint URL.
  const url = new URL(endpoint);
  const flag = `${TRAP_FLAG.name}=${TRAP_FLAG.value}`;
  url.search = url.search === '' || url.search === '?' ? flag : `${url.search}&${flag}`;
  return url.toString();
}

interface SubmitOptions {
  endpoint: string;
  /** Whether the anti-bot trap was filled (see TRAP_FLAG). */
  trapFilled?: boolean;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Sends the contact request as JSON (spec section 7). Any 2xx status is success; the body is not
 * read. A thrown error is logged to the console, as the spec's catalogue says.
 */
export async function submitContact(
  payload: ContactPayload,
  { endpoint, trapFilled = false, timeoutMs = SUBMIT_TIMEOUT_MS, fetchImpl = fetch }: SubmitOptions,
): Promise<SubmitOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  // A plain timer rather than AbortSignal.timeout, so tests can drive it with a fake clock.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`No answer from the form endpoint within ${timeoutMs / 1000} s`));
  }, timeoutMs);
  try {
    const response = await fetchImpl(requestUrl(endpoint, trapFilled), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.status >= 200 && response.status < 300 ? 'success' : 'failed';
  } catch (error) {
    console.error(error);
    return timedOut ? 'unanswered' : 'error';
  } finally {
    clearTimeout(timer);
  }
}
