// What the form sends beside its body, in the endpoint's query: the page (submit.ts) writes it,
// the endpoint (src/worker) reads it; kept apart from submit.ts, which is the browser's fetch.

/**
 * Added to the endpoint's query when the anti-bot trap was filled: the request is still sent (a
 * person's autofill can fill a trap, and a flagged lead is better than a lost one), and the endpoint
 * decides what to do with it. The body stays the spec's ten fields.
 */
export const TRAP_FLAG = { name: 'flag', value: 'trap-filled' } as const;

/**
 * Names the entry in the endpoint's query: every request of one entry carries the same id (a retry,
 * a reload, a second tab holding the draft, the browser's own re-send), so the endpoint can drop
 * copies (docs/configuration.md). The body stays the spec's ten fields.
 */
export const SUBMISSION_ID_PARAMETER = 'submission_id';
