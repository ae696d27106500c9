/**
 * The endpoint's answers to a script (the form's fetch, or anyone posting JSON): a status and a
 * small JSON body. A refusal names each field in the shape src/lib/contact/refusedFields.ts reads.
 */

/** One refused field: the form's words where it has them, else a code for a program to read. */
export interface FieldRefusal {
  field: string;
  message?: string;
  error?: string;
}

/** Answers never cached, never sniffed: each is about one request. */
const plain = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** A JSON answer with this status and body, and any further headers. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...plain, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** 422: each refused field, by name. */
export const refused = (errors: readonly FieldRefusal[]): Response => json(422, { errors });

/** A refusal of the request as a whole (403, 405, 413, 415, 400), with a code for a program to read. */
export const turnedAway = (status: number, error: string, headers: Record<string, string> = {}): Response =>
  json(status, { error }, headers);
