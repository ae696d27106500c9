/**
 * The contact form as one state machine: every fact about the form is in `FormState`, and
 * `reduce(state, event)` is the only way it changes. Pure: what the page knows (what the boxes
 * showed before hydration, the stored draft, the time, the endpoint's answer, the phone rules)
 * arrives in events, and what the form does to the page (send, keep the draft, move focus) leaves
 * as effects, which the island runs (src/islands/ContactForm/formEffects.ts).
 *
 * The guards are transitions: a Submit while sending, while waiting for the phone rules or while
 * the thanks stands does nothing because no transition takes it, not because a flag says so.
 */
import { tidyEmail } from './email';
import { emptyForm, type ConsentBox, type ContactForm, type ContactPayload, type TextField } from './fields';
import type { FormSettings } from './formSettings';
import { interruption } from './interruption';
import { normaliseForSending } from './normalise';
import { buildPayload } from './payload';
import { codeForCountry, tidyPhonePlainly, type PhoneRules } from './phone';
import type { RefusedFields } from './refusedFields';
import { SENDING_RECORD_LIFETIME_MS, type SendRecord, type SubmitOutcome, type SubmitResult } from './sendOutcome';
import { codeAndCountry, validateContact } from './validate';

/**
 * What the form says after sending: the endpoint's answer, or that none came (the page reloaded
 * while sending: `interrupted`; the visitor left and came back: `left`), or that another tab holding
 * this same entry is sending it (`sendingElsewhere`), sent it (`sentElsewhere`) or went away while
 * sending it, without an answer (`stoppedElsewhere`: it may have arrived, and Submit here sends it again).
 */
export type FormOutcome = SubmitOutcome | 'interrupted' | 'left' | ElsewhereOutcome;

export type ElsewhereOutcome = 'sendingElsewhere' | 'sentElsewhere' | 'stoppedElsewhere';

/** A request that went out: when (ms since 1970), when the visitor was told, and the address a reply would go to. */
export interface SentRequest {
  at: number;
  toldAt: number;
  email: string;
}

/** Where the form is. */
export type Phase =
  /** As the server rendered it, before the island adopted what was typed while its script loaded. */
  | { name: 'dormant' }
  | { name: 'editing' }
  /** Submit was pressed before the phone rules arrived: frozen until they do (or fail to). */
  | { name: 'waitingForPhoneRules'; submittedAt: number; trapFilled: boolean }
  /** A request is out: the entry on screen is the one sent. */
  | { name: 'sending'; sentAt: number }
  /** What became of the last request; `success` is the thanks, which stands until the visitor edits. */
  | { name: 'answered'; outcome: FormOutcome; sent: SentRequest };

/** Every country's numbering rules (phoneRules.ts): loaded after the form wakes; absent until then, or after a failed load. */
export type PhoneRulesState = { status: 'absent' } | { status: 'loading' } | { status: 'ready'; rules: PhoneRules };

export interface FormState {
  readonly phase: Phase;
  /** The entry as the boxes show it: the one source of what the visitor typed. */
  readonly entry: ContactForm;
  /** Submit has been pressed since the last success: every rule is shown, not only entry problems. */
  readonly attempted: boolean;
  /** What the endpoint refused, by field, until the visitor edits that field. */
  readonly refused: RefusedFields;
  /** A code and country that disagree, asked about at the last Submit (codeAndCountry). */
  readonly askedCode: string | undefined;
  /** The same, pressed again unchanged: sent as they are. */
  readonly confirmedCode: string | undefined;
  /** Whether a country choice put the code in its box (not the visitor's typing or a paste). */
  readonly codeByChoice: boolean;
  readonly phoneRules: PhoneRulesState;
  /** The visitor left a phone box before the rules arrived: it is tidied when they do. */
  readonly tidyPhoneOnArrival: boolean;
  /** The entry's id, sent with each of its requests ('' before the island wakes, and while a new one is made). */
  readonly submissionId: string;
  /** This tab sent the entry (in this page or before a reload): its record is its own, not another tab's. */
  readonly sentHere: boolean;
  readonly settings: FormSettings;
}

/** What the visitor did to a box: typed in a text box (or chose from a list), or ticked a consent box. */
export type Edit = { type: 'edited'; field: TextField; value: string } | { type: 'ticked'; box: ConsentBox; checked: boolean };

export type FormEvent =
  /**
   * The island hydrated (or Submit came first): what the server-rendered boxes showed, the stored
   * draft, whether a request was out when the page went away, and whether the visitor is still in
   * the number box.
   */
  | {
      type: 'woke';
      typedBeforeHydration: Partial<ContactForm>;
      draft: Partial<ContactPayload>;
      pendingSince: number | undefined;
      navigationType: string | undefined;
      inNumberBox: boolean;
      /** The entry's id as the tab keeps it (made now when it had none), and what is recorded of it. */
      submissionId: string;
      record: SendRecord | undefined;
      now: number;
    }
  | Edit
  | { type: 'countryChosen'; country: string }
  /** The visitor left a phone box, or the e-mail box: shown tidied. */
  | { type: 'phoneLeft' }
  | { type: 'emailLeft' }
  /** Submit, with what is recorded of the entry at that moment (another tab may have sent it). */
  | { type: 'submitted'; now: number; trapFilled: boolean; record: SendRecord | undefined }
  | { type: 'phoneRulesArrived'; rules: PhoneRules }
  | { type: 'phoneRulesFailed' }
  | { type: 'answered'; result: SubmitResult; now: number }
  /**
   * The request did not leave: another live tab holding this entry is sending it (it took the
   * entry's lock first, Submit pressed in both at once), with what is recorded of the entry now.
   */
  | { type: 'heldElsewhere'; record: SendRecord | undefined; now: number }
  /** Another tab's news of an entry: its request went out, was answered, or surely never arrived (no record). */
  | { type: 'entryNews'; submissionId: string; record: SendRecord | undefined; now: number }
  /** A new entry has its id. */
  | { type: 'entryStarted'; submissionId: string }
  /**
   * The page of this tab that had the entry's request out went away without saying so (Firefox
   * loses what a page writes as it goes on to another): what looked like another tab sending it
   * was this tab, as the page load tells (navigationType).
   */
  | { type: 'leftBehind'; pendingSince: number; navigationType: string | undefined; now: number }
  /** Back or Forward brought the page back from the browser's cache; a request may have been out, here or in another tab. */
  | { type: 'restoredFromCache'; pendingSince: number | undefined; record: SendRecord | undefined; now: number };

export type FocusTarget = 'summary' | 'outcome';

export type FormEffect =
  | { type: 'loadPhoneRules' }
  /** The entry changed: keep it as the tab's draft (text only; cleared when blank). */
  | { type: 'keepDraft'; entry: ContactForm }
  /** Written before the request leaves and cleared only by an answer: a reload or Back while it is out can say it may have arrived. */
  | { type: 'markSending'; sentAt: number }
  | { type: 'send'; payload: ContactPayload; trapFilled: boolean; submissionId: string }
  | { type: 'clearSending' }
  /** Record what became of the entry where every tab can read it, and tell the live ones (no record: it surely never arrived). */
  | { type: 'recordSend'; submissionId: string; record: SendRecord | undefined }
  /**
   * At `at` (ms since 1970), read what is recorded of the entry again (it comes back as `entryNews`):
   * by then another tab's request has had its answer, or that tab went away without one.
   */
  | { type: 'recheckEntry'; submissionId: string; at: number }
  /** After the page has drawn the state: the error summary, or what the endpoint said. */
  | { type: 'focus'; target: FocusTarget }
  /** The entry's id is done with: make the next entry's (it comes back as `entryStarted`). */
  | { type: 'startNewEntry' }
  /** Tell the page the lead was sent, so it forgets the visit. */
  | { type: 'tellLeadSent' };

/** The next state and what to do. */
export interface Step {
  state: FormState;
  effects: readonly FormEffect[];
}

/** The form as the server renders it. */
export function initialFormState(settings: FormSettings): FormState {
  return {
    phase: { name: 'dormant' },
    entry: emptyForm,
    attempted: false,
    refused: {},
    askedCode: undefined,
    confirmedCode: undefined,
    codeByChoice: false,
    phoneRules: { status: 'absent' },
    tidyPhoneOnArrival: false,
    submissionId: '',
    sentHere: false,
    settings,
  };
}

/** Outcomes that are an answer from the endpoint, or sure that nothing left: only these end "sending" for a reload. */
const settled = new Set<FormOutcome>(['success', 'refused', 'failed', 'error']);
/** Outcomes after which the entry surely did not arrive: the endpoint refused it, failed, or the browser was offline. */
const surelyNotArrived = new Set<FormOutcome>(['refused', 'failed', 'error']);

const editing: Phase = { name: 'editing' };
const stay = (state: FormState): Step => ({ state, effects: [] });
const then = (first: Step, next: (state: FormState) => Step): Step => {
  const second = next(first.state);
  return { state: second.state, effects: [...first.effects, ...second.effects] };
};
const thanked = (phase: Phase): boolean => phase.name === 'answered' && phase.outcome === 'success';
/** Where the visitor may change the entry: before adoption too (the island adopts over it), never while it is frozen. */
const editable = (phase: Phase): boolean => phase.name === 'dormant' || phase.name === 'editing' || phase.name === 'answered';
/** Where tidying a box may change it: never before adoption, nor while the entry is frozen. */
const tidyable = (phase: Phase): boolean => phase.name === 'editing' || phase.name === 'answered';
/** Another tab holding this entry is sending it or sent it: Submit here sends nothing. */
export const leftElsewhere = (phase: Phase): boolean =>
  phase.name === 'answered' && (phase.outcome === 'sendingElsewhere' || phase.outcome === 'sentElsewhere');
/** Another tab is sending this entry, as far as this tab was told. */
const sendingElsewhere = (phase: Phase): boolean => phase.name === 'answered' && phase.outcome === 'sendingElsewhere';
/** Where Submit is taken, and news of a request may replace what the form says: not while sending, waiting or thanking, nor once another tab has the entry. */
const open = (phase: Phase): boolean => phase.name === 'editing' || (phase.name === 'answered' && !thanked(phase) && !leftElsewhere(phase));

/**
 * What another tab's record means here: it went out and may well have arrived (`left`), or is still
 * out, or was out when its tab went away, with no answer (still `sending` after any answer would
 * have come: closed, reloaded or crashed).
 */
function elsewhere(record: SendRecord, now: number): ElsewhereOutcome {
  if (record.state === 'left') return 'sentElsewhere';
  return now - record.at <= SENDING_RECORD_LIFETIME_MS ? 'sendingElsewhere' : 'stoppedElsewhere';
}

/** While another tab is sending the entry, this tab reads its record again once an answer must have come: that tab may go away without telling. */
const recheck = (state: FormState, record: SendRecord, outcome: ElsewhereOutcome): FormEffect[] =>
  outcome === 'sendingElsewhere'
    ? [{ type: 'recheckEntry', submissionId: state.submissionId, at: record.at + SENDING_RECORD_LIFETIME_MS + 1 }]
    : [];

/** The form says that another tab has the entry, and shows that tab's time; focus moves to it only as the news first arrives. */
function toldElsewhere(state: FormState, record: SendRecord, now: number): Step {
  const outcome = elsewhere(record, now);
  const phase: Phase = { name: 'answered', outcome, sent: { at: record.at, toldAt: now, email: state.entry.email } };
  const focus: FormEffect[] = leftElsewhere(state.phase) ? [] : [{ type: 'focus', target: 'outcome' }];
  return { state: { ...state, phase }, effects: [...focus, ...recheck(state, record, outcome)] };
}
const withoutKey = (refused: RefusedFields, field: string): RefusedFields =>
  field in refused ? Object.fromEntries(Object.entries(refused).filter(([key]) => key !== field)) : refused;

/** The phone rules start loading unless they are here or on their way. */
function loadingPhoneRules(state: FormState): Step {
  if (state.phoneRules.status !== 'absent') return stay(state);
  return { state: { ...state, phoneRules: { status: 'loading' } }, effects: [{ type: 'loadPhoneRules' }] };
}

/**
 * The phone boxes tidied by the country's rules, or plainly without them; the same state when
 * nothing changes, so leaving a box never clears the thanks or writes the draft for nothing.
 */
function tidiedPhone(state: FormState, rules: PhoneRules | undefined): FormState {
  const { entry, settings } = state;
  const tidied = rules ? rules.normalise(entry, settings.countries.get(entry.country)) : tidyPhonePlainly(entry, settings.callingCodes);
  if (tidied.phone === entry.phone && tidied.phoneCode === entry.phoneCode) return state;
  return {
    ...state,
    entry: { ...entry, phoneCode: tidied.phoneCode, phone: tidied.phone },
    codeByChoice: state.codeByChoice && tidied.phoneCode === entry.phoneCode,
  };
}

/** Leaving a phone box tidies it by the rules, once they are here. */
function leavePhone(state: FormState): Step {
  if (!tidyable(state.phase)) return stay(state);
  if (state.phoneRules.status === 'ready') return stay(tidiedPhone(state, state.phoneRules.rules));
  return then(loadingPhoneRules(state), (loading) => stay({ ...loading, tidyPhoneOnArrival: true }));
}

/** The entry adopted as the visitor left it before hydration: the unsent draft, overlaid by what the boxes showed (it is newer). */
function wake(state: FormState, event: Extract<FormEvent, { type: 'woke' }>): Step {
  if (state.phase.name !== 'dormant') return stay(state);
  const codeOf = (country: string): string | undefined => state.settings.countryCodes.get(country);
  const typed = event.typedBeforeHydration;
  const entry: ContactForm = { ...emptyForm, ...event.draft, ...typed };
  if (typed.country !== undefined && typed.phoneCode === undefined) entry.phoneCode = codeOf(typed.country) ?? entry.phoneCode;
  // The page went away while a request was out: it may have arrived, so say so, never "failed",
  // and say what happened: a reload, or Back (or another page) and back again. Or another tab
  // holding this entry sent it meanwhile.
  const { pendingSince, record, now, submissionId } = event;
  const sentHere = pendingSince !== undefined;
  const fromElsewhere = !sentHere && record ? elsewhere(record, now) : undefined;
  const phase: Phase = sentHere
    ? { name: 'answered', outcome: interruption(event.navigationType), sent: { at: pendingSince, toldAt: now, email: entry.email } }
    : record && fromElsewhere
      ? { name: 'answered', outcome: fromElsewhere, sent: { at: record.at, toldAt: now, email: entry.email } }
      : editing;
  // A restored code that is its country's own is taken as the choice's doing, as it most likely was.
  const codeByChoice = entry.phoneCode !== '' && entry.phoneCode === codeOf(entry.country);
  const adopted: FormState = { ...state, phase, entry, codeByChoice, submissionId, sentHere };
  const woken = then(loadingPhoneRules(adopted), (loading) => ({
    state: loading,
    effects: record && fromElsewhere ? recheck(loading, record, fromElsewhere) : [],
  }));
  // A number typed and left before the script arrived is tidied, as leaving the box would have
  // done; not while the visitor is still in it.
  const numberLeft = (typed.phone !== undefined || typed.phoneCode !== undefined) && !event.inNumberBox;
  return numberLeft ? then(woken, leavePhone) : woken;
}

/**
 * The visitor changed the entry: what the form said ends, the thanks included. Once another tab
 * has the entry, a change of what it says makes it a new one, with its own id: the way to send
 * another. A consent tick is not a change of the lead (consent is a fresh act in every tab): the
 * notice and the id stay.
 */
function changed(state: FormState, changes: Partial<FormState>, { leadChanged = true } = {}): Step {
  if (state.phase.name === 'dormant') return stay({ ...state, ...changes });
  if (!leftElsewhere(state.phase)) return stay({ ...state, ...changes, phase: editing });
  if (!leadChanged) return stay({ ...state, ...changes });
  return { state: { ...state, ...changes, phase: editing, submissionId: '', sentHere: false }, effects: [{ type: 'startNewEntry' }] };
}

function edit(state: FormState, event: Edit): Step {
  if (!editable(state.phase)) return stay(state);
  const field = event.type === 'edited' ? event.field : event.box;
  return changed(
    state,
    {
      entry: event.type === 'edited' ? { ...state.entry, [field]: event.value } : { ...state.entry, [field]: event.checked },
      refused: withoutKey(state.refused, field),
      codeByChoice: field === 'phoneCode' ? false : state.codeByChoice,
    },
    { leadChanged: event.type === 'edited' },
  );
}

/** A country choice fills the code box unless the visitor's own code is there (codeForCountry). */
function chooseCountry(state: FormState, country: string): Step {
  if (!editable(state.phase)) return stay(state);
  const { entry } = state;
  const code = codeForCountry(
    { code: entry.phoneCode, number: entry.phone, filledByChoice: state.codeByChoice },
    state.settings.countryCodes.get(country),
  );
  return changed(state, {
    entry: { ...entry, country, phoneCode: code },
    refused: withoutKey(state.refused, 'country'),
    codeByChoice: code === entry.phoneCode ? state.codeByChoice : true,
  });
}

/** The e-mail box shows the address as it will be sent once the visitor leaves it (tidyEmail). */
function leaveEmail(state: FormState): Step {
  if (!tidyable(state.phase)) return stay(state);
  const email = tidyEmail(state.entry.email);
  return stay(email === state.entry.email ? state : { ...state, entry: { ...state.entry, email } });
}

/**
 * Checks the entry by every rule (the phone by its country's, when the rules are here), shows it
 * tidied as it will be sent, and sends it if nothing is wrong.
 */
function check(state: FormState, phone: PhoneRules | undefined, now: number, trapFilled: boolean): Step {
  const { settings, entry: shown } = state;
  // The chosen country's code when the code box is empty.
  const withCode = { ...shown, phoneCode: shown.phoneCode || (settings.countryCodes.get(shown.country) ?? '') };
  const entry = normaliseForSending(withCode, settings, phone);
  // Asked about this code and country at the last Submit and pressed again unchanged: confirmed.
  const pair = codeAndCountry(entry);
  const confirmedCode = state.askedCode === pair ? pair : state.confirmedCode;
  const problems = validateContact(entry, { ...settings, phone, confirmedCode });
  const askedCode = problems.phoneCode === undefined ? undefined : pair;
  const checked = { ...state, entry, attempted: true, confirmedCode, askedCode };
  if (Object.keys(problems).length > 0) return { state: { ...checked, phase: editing }, effects: [{ type: 'focus', target: 'summary' }] };
  const { submissionId } = state;
  return {
    state: { ...checked, phase: { name: 'sending', sentAt: now }, sentHere: true },
    effects: [
      { type: 'markSending', sentAt: now },
      { type: 'recordSend', submissionId, record: { state: 'sending', at: now } },
      { type: 'send', payload: buildPayload(entry), trapFilled, submissionId },
    ],
  };
}

/**
 * Submit, where a transition takes it: not before adoption, while sending, while waiting, or while
 * the thanks stands. Once another tab has the entry (heard, or found recorded as Submit is pressed),
 * it sends nothing and points to what the form says, unless that tab went away while sending it:
 * then this tab sends it again, with its id.
 */
function submit(state: FormState, { now, trapFilled, record }: Extract<FormEvent, { type: 'submitted' }>): Step {
  // The tab that was sending it went away without an answer (or it surely failed): the entry is this tab's to send.
  const senderGone = sendingElsewhere(state.phase) && (record === undefined || elsewhere(record, now) === 'stoppedElsewhere');
  if (leftElsewhere(state.phase) && !senderGone) return { state, effects: [{ type: 'focus', target: 'outcome' }] };
  if (!(open(state.phase) || senderGone) || state.submissionId === '') return stay(state);
  if (record && !state.sentHere && elsewhere(record, now) !== 'stoppedElsewhere') return toldElsewhere(state, record, now);
  if (state.phoneRules.status === 'ready') return check(state, state.phoneRules.rules, now, trapFilled);
  return then(loadingPhoneRules(state), (loading) =>
    stay({ ...loading, phase: { name: 'waitingForPhoneRules', submittedAt: now, trapFilled } }),
  );
}

/** The phone rules arrived, or could not (the form then checks digits only, and the next use tries again): what waited for them goes on. */
function phoneRulesSettled(state: FormState, rules: PhoneRules | undefined): Step {
  const settledState: FormState = {
    ...state,
    phoneRules: rules ? { status: 'ready', rules } : { status: 'absent' },
    tidyPhoneOnArrival: false,
  };
  const { phase } = state;
  if (phase.name === 'waitingForPhoneRules') return check(settledState, rules, phase.submittedAt, phase.trapFilled);
  return stay(state.tidyPhoneOnArrival && tidyable(phase) ? tidiedPhone(settledState, rules) : settledState);
}

/** The endpoint's answer (or its absence). Any 2xx clears the text and keeps the ticks; a failure keeps everything. */
function answer(state: FormState, { result, now }: Extract<FormEvent, { type: 'answered' }>): Step {
  const { phase } = state;
  if (phase.name !== 'sending') return stay(state);
  const told: FormState = {
    ...state,
    phase: { name: 'answered', outcome: result.outcome, sent: { at: phase.sentAt, toldAt: now, email: state.entry.email } },
    refused: result.refused,
  };
  const ended: FormEffect[] = settled.has(result.outcome) ? [{ type: 'clearSending' }] : [];
  // Every tab holding the entry learns whether it left: an answer or none that could be read (it
  // may have arrived), or surely not (the record goes).
  const arrived = !surelyNotArrived.has(result.outcome);
  const recorded: FormEffect = {
    type: 'recordSend',
    submissionId: state.submissionId,
    record: arrived ? { state: 'left', at: phase.sentAt } : undefined,
  };
  const focus: FormEffect = { type: 'focus', target: 'outcome' };
  if (result.outcome !== 'success') return { state: told, effects: [...ended, recorded, focus] };
  const { subscribe, policyAgree } = state.entry;
  return {
    state: {
      ...told,
      entry: { ...emptyForm, subscribe, policyAgree },
      attempted: false,
      confirmedCode: undefined,
      submissionId: '',
      sentHere: false,
    },
    effects: [...ended, recorded, { type: 'startNewEntry' }, { type: 'tellLeadSent' }, focus],
  };
}

/** Another tab took the entry first: this tab's request never left, so its mark goes, and it says the other tab is sending it. */
function heldElsewhere(state: FormState, { record, now }: Extract<FormEvent, { type: 'heldElsewhere' }>): Step {
  const { phase } = state;
  if (phase.name !== 'sending') return stay(state);
  const told = toldElsewhere({ ...state, sentHere: false }, record ?? { state: 'sending', at: phase.sentAt }, now);
  return { state: told.state, effects: [{ type: 'clearSending' }, ...told.effects] };
}

/**
 * Another tab's news of this entry: said here, the entry kept. Its request surely failed: this tab
 * may send it again. News of another entry, or of one this tab sent itself, changes nothing.
 */
function entryNews(state: FormState, { submissionId, record, now }: Extract<FormEvent, { type: 'entryNews' }>): Step {
  if (submissionId !== state.submissionId || state.sentHere) return stay(state);
  if (record) return open(state.phase) || leftElsewhere(state.phase) ? toldElsewhere(state, record, now) : stay(state);
  return leftElsewhere(state.phase) ? stay({ ...state, phase: editing }) : stay(state);
}

/** The request another tab seemed to be sending was this tab's, out when its page went: said as a fresh load says it. */
function leftBehind(state: FormState, { pendingSince, navigationType, now }: Extract<FormEvent, { type: 'leftBehind' }>): Step {
  if (state.sentHere || !sendingElsewhere(state.phase)) return stay(state);
  const sent = { at: pendingSince, toldAt: now, email: state.entry.email };
  return stay({ ...state, sentHere: true, phase: { name: 'answered', outcome: interruption(navigationType), sent } });
}

/** The new entry's id arrives. */
function entryStarted(state: FormState, { submissionId }: Extract<FormEvent, { type: 'entryStarted' }>): Step {
  return stay({ ...state, submissionId, sentHere: false });
}

/**
 * Back or Forward restored the page from the cache: the ticks come back with it and consent is a
 * fresh act, so they go, and with them what the last Submit showed. A request that was out then
 * (WebKit keeps such a page; its request failed as the page was left) is told as a fresh load
 * would tell it: the visitor left.
 */
function restoreFromCache(state: FormState, { pendingSince, record, now }: Extract<FormEvent, { type: 'restoredFromCache' }>): Step {
  const { entry } = state;
  // The page unticked the boxes, not the visitor: every rule waits for the next Submit, so no
  // consent error appears that the visitor did not cause.
  const unticked =
    entry.subscribe || entry.policyAgree
      ? { ...state, entry: { ...entry, subscribe: false, policyAgree: false }, attempted: false }
      : state;
  if (pendingSince !== undefined && open(state.phase))
    return stay({ ...unticked, phase: { name: 'answered', outcome: 'left', sent: { at: pendingSince, toldAt: now, email: entry.email } } });
  // Another tab holding this entry sent it while this page was in the cache (its news went by).
  if (pendingSince === undefined && record && !state.sentHere && (open(state.phase) || leftElsewhere(state.phase)))
    return toldElsewhere(unticked, record, now);
  return stay(unticked);
}

function transition(state: FormState, event: FormEvent): Step {
  switch (event.type) {
    case 'woke':
      return wake(state, event);
    case 'edited':
    case 'ticked':
      return edit(state, event);
    case 'countryChosen':
      return chooseCountry(state, event.country);
    case 'phoneLeft':
      return leavePhone(state);
    case 'emailLeft':
      return leaveEmail(state);
    case 'submitted':
      return submit(state, event);
    case 'phoneRulesArrived':
      return phoneRulesSettled(state, event.rules);
    case 'phoneRulesFailed':
      return phoneRulesSettled(state, undefined);
    case 'answered':
      return answer(state, event);
    case 'heldElsewhere':
      return heldElsewhere(state, event);
    case 'entryNews':
      return entryNews(state, event);
    case 'entryStarted':
      return entryStarted(state, event);
    case 'leftBehind':
      return leftBehind(state, event);
    case 'restoredFromCache':
      return restoreFromCache(state, event);
  }
}

/** The next state and its effects; once the island has adopted the entry, every change of it is kept as the draft. */
export function reduce(state: FormState, event: FormEvent): Step {
  const step = transition(state, event);
  if (step.state.entry === state.entry || step.state.phase.name === 'dormant') return step;
  return { state: step.state, effects: [...step.effects, { type: 'keepDraft', entry: step.state.entry }] };
}
