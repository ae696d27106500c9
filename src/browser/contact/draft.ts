import { emptyForm, textFields, type ContactForm, type TextField } from '../../lib/contact/fields';
import { DRAFT_KEY, SENDING_KEY, SUBMISSION_ID_KEY } from '../../lib/contact/storageKeys';
import { isVisiblyBlank } from '../../lib/contact/text';

/**
 * How long an unsent draft is kept: as long as the tab (sessionStorage), but never more than a day,
 * so personal data does not linger in a tab left open for a week. A visitor who is called away for
 * an hour finds the form as they left it.
 */
export const DRAFT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** What was typed; never the consent boxes, which are a fresh act each time (DECISIONS.md). */
export type Draft = Pick<ContactForm, TextField>;

interface Saved {
  savedAt: number;
  fields: Record<string, unknown>;
}

/**
 * This tab's sessionStorage, or null where the browser blocks it: merely reading
 * `window.sessionStorage` throws a SecurityError then, and the form must work without a draft.
 */
export function draftStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

const isSaved = (value: unknown): value is Saved =>
  typeof value === 'object' &&
  value !== null &&
  'savedAt' in value &&
  typeof value.savedAt === 'number' &&
  'fields' in value &&
  typeof value.fields === 'object' &&
  value.fields !== null;

/** The saved draft's text fields (known fields of the right type only), or nothing when there is none, it is corrupt or it has expired. */
export function loadDraft(storage: Pick<Storage, 'getItem' | 'removeItem'> | null, now: number): Partial<Draft> {
  let saved: unknown;
  try {
    saved = JSON.parse(storage?.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    saved = undefined;
  }
  // Corrupt, from an older version of the form (which kept the consent ticks), expired, or from
  // the future: removed, not merely ignored.
  if (saved === null) return {};
  if (!isSaved(saved) || now - saved.savedAt > DRAFT_LIFETIME_MS || saved.savedAt > now) {
    clearDraft(storage);
    return {};
  }
  const draft: Partial<Draft> = {};
  for (const field of textFields) {
    const value = saved.fields[field];
    if (typeof value === 'string' && value !== emptyForm[field]) draft[field] = value;
  }
  return draft;
}

/** Keeps what the visitor has typed so a reload does not lose it. Full or blocked storage costs only that safety net. */
export function saveDraft(storage: Pick<Storage, 'setItem'> | null, form: ContactForm, now: number): void {
  const fields: Partial<Draft> = {};
  for (const field of textFields) fields[field] = form[field];
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify({ savedAt: now, fields } satisfies Saved));
  } catch {
    // Quota or a blocked store: the form itself keeps working.
  }
}

/** Keeps the draft as the form now shows it; a form emptied of text leaves no draft behind. */
export function storeDraft(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, form: ContactForm, now: number): void {
  if (textFields.every((field) => isVisiblyBlank(form[field]))) clearDraft(storage);
  else saveDraft(storage, form, now);
}

/** Forgets the draft once it has been sent or has expired. */
export function clearDraft(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    // As above: nothing to clear when storage is blocked.
  }
}

/**
 * Notes that a request is on its way. Were the page reloaded or closed before the answer, the next
 * load can tell the visitor that the request may already have arrived, and when it went out.
 *
 * The page that sends holds the mark with its own id (`page`) while it lives, and leaves it plain
 * as it goes (releaseSending): a tab opened from this one while it sends starts with a copy of the
 * mark, and must not take it as its own (the request is this tab's, still out). Without `page`, the
 * mark is left plain, as a page that went away leaves it.
 */
export function markSending(storage: Pick<Storage, 'setItem'> | null, now: number, page?: string): void {
  try {
    storage?.setItem(SENDING_KEY, page === undefined ? String(now) : JSON.stringify({ at: now, page } satisfies HeldMark));
  } catch {
    // As above: without storage the visitor is told only while the page lives.
  }
}

/** The mark as a live page holds it. */
interface HeldMark {
  at: number;
  page: string;
}

/** The mark: when its request went out, and the live page that holds it (none: the page that sent it went away). */
function readMark(storage: Pick<Storage, 'getItem'> | null): { at: number; page: string | undefined } | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(SENDING_KEY);
  } catch {
    return undefined;
  }
  if (raw === null || raw === undefined) return undefined;
  if (!raw.startsWith('{')) return { at: Number(raw), page: undefined };
  try {
    const held: unknown = JSON.parse(raw);
    if (
      typeof held === 'object' &&
      held !== null &&
      'at' in held &&
      typeof held.at === 'number' &&
      'page' in held &&
      typeof held.page === 'string'
    )
      return { at: held.at, page: held.page };
  } catch {
    // Corrupt: as if there were none.
  }
  return undefined;
}

/** The answer came (or the visitor was told there was none): nothing is pending any more. */
export function clearSending(storage: Pick<Storage, 'removeItem'> | null): void {
  try {
    storage?.removeItem(SENDING_KEY);
  } catch {
    // As above.
  }
}

/**
 * When a request of this tab went out that never had its answer, if that was within the draft's
 * lifetime: one left by a page of this tab that went away, or held by this `page`. Not one another
 * live page holds (its tab was copied into this one while it was sending).
 */
export function pendingSince(storage: Pick<Storage, 'getItem'> | null, now: number, page?: string): number | undefined {
  const mark = readMark(storage);
  if (mark === undefined || (mark.page !== undefined && mark.page !== page)) return undefined;
  const sentAt = mark.at;
  return Number.isFinite(sentAt) && sentAt <= now && now - sentAt <= DRAFT_LIFETIME_MS ? sentAt : undefined;
}

/**
 * The page `page` takes up the request its tab left pending (pendingSince), holding its mark while
 * it lives; or one held by `leftBy`, a page known to be gone that could not say so as it went.
 */
export function adoptSending(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: number,
  page: string,
  leftBy?: string,
): number | undefined {
  const holder = readMark(storage)?.page;
  const sentAt = pendingSince(storage, now, leftBy !== undefined && holder === leftBy ? leftBy : page);
  if (sentAt !== undefined) markSending(storage, sentAt, page);
  return sentAt;
}

/** The live page that holds this tab's mark, as far as the tab knows (none: no mark, or its page went away and said so). */
export function markHolder(storage: Pick<Storage, 'getItem'> | null): string | undefined {
  return readMark(storage)?.page;
}

/** The page `page` goes away (or into the back-forward cache): the mark it holds is left for the next page of its tab. */
export function releaseSending(storage: Pick<Storage, 'getItem' | 'setItem'> | null, page: string): void {
  const mark = readMark(storage);
  if (mark?.page === page) markSending(storage, mark.at);
}

/** A new submission id: 32 hex digits from the browser's cryptographic random source (insecure origins included). */
export function newSubmissionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The id of the entry in this tab, sent with every request of it (submit.ts), so the endpoint can
 * drop copies: kept with the draft, made when the first entry starts. Two tabs that hold the same
 * draft share it. Where storage is blocked it lives only as long as the page.
 */
export function submissionId(storage: Pick<Storage, 'getItem' | 'setItem'> | null): string {
  try {
    const kept = storage?.getItem(SUBMISSION_ID_KEY);
    if (kept) return kept;
  } catch {
    // Blocked: a new id below, kept in memory only.
  }
  return startNewSubmission(storage);
}

/** A new entry starts (the last one was sent, or left from another tab): its own id, kept with the draft. */
export function startNewSubmission(storage: Pick<Storage, 'setItem'> | null): string {
  const id = newSubmissionId();
  try {
    storage?.setItem(SUBMISSION_ID_KEY, id);
  } catch {
    // As above.
  }
  return id;
}
