/**
 * Where the contact form keeps what must outlive a page, and where its tabs speak: the names alone,
 * with no imports, so the cross-engine tests can read and write the same places
 * (e2e/engines/scenarios/neverTwice.ts).
 */

/** This tab's unsent draft (sessionStorage: a tab opened from this one starts with a copy). */
export const DRAFT_KEY = 'contact-form-draft';

/** The moment this tab's request went out, kept until its answer arrives (sessionStorage). */
export const SENDING_KEY = 'contact-form-sending';

/** The entry's submission id, kept with the draft (sessionStorage). */
export const SUBMISSION_ID_KEY = 'contact-form-submission-id';

/** Where every tab reads whether the entry `id` left (localStorage; sendRecord.ts). */
export const recordKey = (id: string): string => `contact-form-sent:${id}`;

/** What every record's key starts with. */
export const RECORD_PREFIX = recordKey('');

/** The BroadcastChannel on which the form's tabs tell each other what became of an entry (otherTabs.ts). */
export const FORM_CHANNEL = 'contact-form';
