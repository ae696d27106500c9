import { draftStorage, loadDraft, storeDraft } from './draft';
import { emptyForm, textFields, type ContactForm, type TextField } from '../../lib/contact/fields';
import { shownInForm, typedBeforeHydration } from '../../lib/contact/typedBeforeHydration';

/**
 * Saves the contact form's draft from its first keystroke, before React has loaded. The form
 * hydrates on first use and its script can take seconds on a slow phone: without this, text typed
 * meanwhile and then reloaded (or the tab restored) was lost.
 *
 * Each change writes the stored draft overlaid with the fields the visitor has changed, as the
 * boxes show them: a draft waiting to be restored is kept, and a field emptied is emptied in it.
 * What is already in the boxes when it starts (typed while this script was on its way, or put
 * back by the browser) counts as changed and is saved at once.
 * Once the island has woken (it marks its form `data-hydrated`), the island keeps the draft, at
 * most twice a second while the visitor types, and this saves nothing more: writing the whole
 * draft at every keystroke made each keystroke after a pasted megabyte take a second. Returns a
 * function that stops it (for tests).
 */
export function keepDraftBeforeHydration(form: HTMLFormElement, now: () => number = Date.now): () => void {
  const changed = new Set<TextField>();
  const save = (): void => {
    const storage = draftStorage();
    const shown = shownInForm(form.elements);
    const draft: ContactForm = { ...emptyForm, ...loadDraft(storage, now()) };
    for (const name of changed) draft[name] = shown[name];
    storeDraft(storage, draft, now());
  };
  const keep = (event: Event): void => {
    if (form.hasAttribute('data-hydrated')) return;
    const field = textFields.find((name) => form.elements.namedItem(name) === event.target);
    if (field === undefined) return;
    changed.add(field);
    save();
  };
  // What was typed (or restored by the browser) before this script ran, on a slow connection.
  const typed = typedBeforeHydration(form.elements);
  for (const field of textFields) if (typed[field] !== undefined) changed.add(field);
  if (changed.size > 0) save();
  form.addEventListener('input', keep);
  return () => form.removeEventListener('input', keep);
}
