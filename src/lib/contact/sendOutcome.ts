import type { RefusedFields } from './refusedFields';

/**
 * success: every 2xx status (DECISIONS.md: a 201 or 204 accepted the lead); refused: a 4xx that
 * names fields it refused; failed: every other status; error: the request surely never left (the
 * browser was offline before sending); unanswered: no answer within the time limit; lost: the
 * request left but no answer could be read (a broken connection, an answer the browser hides for
 * CORS, a redirect, followed or not). Unanswered and lost may well have arrived and must not be called failures.
 */
export type SubmitOutcome = 'success' | 'refused' | 'failed' | 'error' | 'unanswered' | 'lost';

/** The outcome, and what the endpoint said of each field it refused. */
export interface SubmitResult {
  outcome: SubmitOutcome;
  refused: RefusedFields;
}

/** How long a request may hang before it is given up as unanswered (the spec sets no limit). */
export const SUBMIT_TIMEOUT_MS = 20_000;

/** A query parameter sent beside the body: a name and its value, not yet encoded. */
export type QueryParameter = readonly [name: string, value: string];

/** sending: the request is out, no answer yet; left: it went out and may well have arrived (an answer, or none that could be read). */
export interface SendRecord {
  state: 'sending' | 'left';
  /** When the request went out (ms since 1970). */
  at: number;
}

/**
 * How long a `sending` record stands for a request still out: the request's own time limit, and a
 * margin for a sender whose timer runs late in a background tab. Past it, the tab that was sending
 * went away (closed, reloaded, crashed) without an answer: the request may have arrived.
 */
export const SENDING_RECORD_LIFETIME_MS = SUBMIT_TIMEOUT_MS + 5_000;
