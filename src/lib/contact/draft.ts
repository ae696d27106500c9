import { emptyForm, type ContactForm } from './fields';

/** Where the unsent draft lives for the life of the tab. */
export const DRAFT_KEY = 'contact-form-draft';

/** The saved draft, keeping only known fields of the right type; an empty form when there is none. */
export function loadDraft(storage: Pick<Storage, 'getItem'>): ContactForm {
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null');
  } catch {
    return emptyForm;
  }
  if (typeof saved !== 'object' || saved === null) return emptyForm;
  const record = saved as Record<string, unknown>;
  const draft: ContactForm = { ...emptyForm };
  for (const key of Object.keys(emptyForm) as (keyof ContactForm)[]) {
    const value = record[key];
    if (typeof value === typeof emptyForm[key]) Object.assign(draft, { [key]: value });
  }
  return draft;
}

/** Keeps what the visitor has typed so a reload does not lose it. Storage may be unavailable (private mode). */
export function saveDraft(storage: Pick<Storage, 'setItem'>, form: ContactForm): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(form));
  } catch {
    // Full or blocked storage only costs the reload safety net; the form itself keeps working.
  }
}

/** Forgets the draft once it has been sent. */
export function clearDraft(storage: Pick<Storage, 'removeItem'>): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // As above: nothing to clear when storage is blocked.
  }
}
