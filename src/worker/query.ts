/**
 * What the form sends beside its body, in the endpoint's query (src/browser/contact/submit.ts): the
 * entry's submission id, where the lead came from, and the trap's flag.
 */
import { SUBMISSION_ID_PARAMETER, TRAP_FLAG } from '../lib/contact/queryNames';
import { cleanText } from '../lib/leadSource/clean';
import { sourceNames } from '../lib/leadSource/sourceNames';

/** An id the form makes (32 hex digits) and any id of the same kind another client might: short, printable, no separators. */
const idShape = /^[A-Za-z0-9_-]{8,100}$/;

/** The entry's id from the query: absent, one of the right shape, or one that is not (a bot's). */
export function submissionIdOf(url: URL): { id: string | undefined } | { invalid: true } {
  const id = url.searchParams.get(SUBMISSION_ID_PARAMETER);
  if (id === null || id === '') return { id: undefined };
  return idShape.test(id) ? { id } : { invalid: true };
}

/** A new id, for a lead that came without one (a post without JavaScript): the form's own kind. */
export const newSubmissionId = (): string => crypto.randomUUID().replaceAll('-', '');

/**
 * The lead-source values: only the names the form sends, each cleaned as the form cleans them
 * (printable, at most 100 characters), so a made-up query can neither add columns nor fill one.
 */
export function sourceOf(url: URL): Record<string, string> {
  const source: Record<string, string> = {};
  for (const name of sourceNames) {
    const value = cleanText(url.searchParams.get(name));
    if (value !== undefined) source[name] = value;
  }
  return source;
}

/** Whether the form said its trap was filled (`?flag=trap-filled`). */
export const trapFlagged = (url: URL): boolean => url.searchParams.get(TRAP_FLAG.name) === TRAP_FLAG.value;
