import type { ContactPayload } from './fields';

/** success: status 200; failed: every other status; error: nothing came back (network, abort, timeout). */
export type SubmitOutcome = 'success' | 'failed' | 'error';

/** How long a request may hang before it is aborted and reported as an error (the spec sets none). */
export const SUBMIT_TIMEOUT_MS = 20_000;

interface SubmitOptions {
  endpoint: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

/**
 * Sends the contact request as JSON (spec section 7). Status 200 is success; the body is not read.
 * A thrown error is logged to the console, as the spec's catalogue says.
 */
export async function submitContact(
  payload: ContactPayload,
  { endpoint, timeoutMs = SUBMIT_TIMEOUT_MS, fetchImpl = fetch }: SubmitOptions,
): Promise<SubmitOutcome> {
  const controller = new AbortController();
  // A plain timer rather than AbortSignal.timeout, so tests can drive it with a fake clock.
  const timer = setTimeout(() => controller.abort(new Error(`No answer from the form endpoint within ${timeoutMs / 1000} s`)), timeoutMs);
  try {
    const response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
      signal: controller.signal,
    });
    return response.status === 200 ? 'success' : 'failed';
  } catch (error) {
    console.error(error);
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}
