import { emptyForm, textFields, type ContactForm, type TextField } from './fields';
import { isVisiblyBlank } from './text';

/** Where the unsent draft lives for the life of the tab. */
export const DRAFT_KEY = 'contact-form-draft';

/** How long an unsent draft is kept: personal data is not left in the tab for longer than a visit. */
export const DRAFT_LIFETIME_MS = 30 * 60 * 1000;

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
