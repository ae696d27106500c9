/**
 * The contact form's machine as a table: for each transition that matters, a state, an event, and
 * the next state (as far as it matters) with the effects it asks for. `nothing` means the machine
 * has no transition for the event there: the same state back, and no effect.
 */
import { describe, expect, it } from 'vitest';
import { testSettings as settings, validEntry as valid } from '../../test/contactForm';
import { emptyForm, type ContactForm } from './fields';
import { initialFormState, reduce, type FormEffect, type FormEvent, type FormState, type Phase } from './formMachine';
import { buildPayload } from './payload';
import { phoneRules } from './phoneRules';
import { SENDING_RECORD_LIFETIME_MS, type SendRecord } from './sendOutcome';

const payload = buildPayload(valid);

const T0 = Date.UTC(2026, 10, 26, 9, 30);
const T1 = T0 + 2_000;
const sent = { at: T0, toldAt: T1, email: valid.email };
/** The entry's id while the tests hold it. */
const id = 'entry-1';
const phases = {
  dormant: { name: 'dormant' },
  editing: { name: 'editing' },
  waiting: { name: 'waitingForPhoneRules', submittedAt: T0, trapFilled: false },
  sending: { name: 'sending', sentAt: T0 },
  thanked: { name: 'answered', outcome: 'success', sent },
  failed: { name: 'answered', outcome: 'failed', sent },
} as const satisfies Record<string, Phase>;

/** The form in a phase, holding the valid entry, with the phone rules loaded unless `changes` says otherwise. */
const at = (phase: Phase, changes: Partial<FormState> = {}): FormState => ({
  ...initialFormState(settings),
  phase,
  entry: valid,
  phoneRules: { status: 'ready', rules: phoneRules },
  submissionId: id,
  ...changes,
});
const withEntry = (changes: Partial<ContactForm>): Pick<FormState, 'entry'> => ({ entry: { ...valid, ...changes } });
const loading = { phoneRules: { status: 'loading' } } as const;
const absent = { phoneRules: { status: 'absent' } } as const;

const submitted: FormEvent = { type: 'submitted', now: T0, trapFilled: false, record: undefined };
const woke = (changes: Partial<Extract<FormEvent, { type: 'woke' }>>): FormEvent => ({
  type: 'woke',
  typedBeforeHydration: {},
  draft: {},
  pendingSince: undefined,
  navigationType: 'navigate',
  inNumberBox: false,
  submissionId: id,
  record: undefined,
  now: T1,
  ...changes,
});
const answered = (outcome: 'success' | 'failed' | 'error' | 'unanswered' | 'lost'): FormEvent => ({
  type: 'answered',
  result: { outcome, refused: {} },
  now: T1,
});
const keepDraft = (entry: Partial<ContactForm> = {}): FormEffect => ({
  type: 'keepDraft',
  entry: expect.objectContaining(entry) as ContactForm,
});
const sendingRecord: FormEffect = { type: 'recordSend', submissionId: id, record: { state: 'sending', at: T0 } };
const send = (trapFilled = false): FormEffect[] => [
  { type: 'markSending', sentAt: T0 },
  sendingRecord,
  { type: 'send', payload, trapFilled, submissionId: id },
];
/** What every tab learns once the entry has been answered: it left, or (no record) it surely did not arrive. */
const leftRecord = (record: SendRecord | undefined): FormEffect => ({ type: 'recordSend', submissionId: id, record });
const focus = (target: 'summary' | 'outcome'): FormEffect => ({ type: 'focus', target });

interface Row {
  does: string;
  given: FormState;
  when: FormEvent;
  /** The next state as far as it matters, or `nothing`: the same state and no effect. */
  then: Partial<FormState> | 'nothing';
  effects?: readonly FormEffect[];
}

function runTable(rows: readonly Row[]): void {
  it.each(rows)('$does', ({ given, when, then, effects = [] }) => {
    const step = reduce(given, when);
    if (then === 'nothing') {
      expect(step.state).toBe(given);
      expect(step.effects).toEqual([]);
      return;
    }
    expect(step.state).toMatchObject(then);
    expect(step.effects).toEqual(effects);
  });
}

describe('the form machine: waking (adopting what was typed before hydration)', () => {
  const dormant = initialFormState(settings);
  runTable([
    {
      does: 'adopts the draft overlaid by what the boxes showed, loads the phone rules and keeps the draft',
      given: dormant,
      when: woke({ draft: { name: 'Old Name', email: valid.email }, typedBeforeHydration: { name: 'Asha Rao', subscribe: true } }),
      then: { phase: phases.editing, entry: { ...emptyForm, name: 'Asha Rao', email: valid.email, subscribe: true }, ...loading },
      effects: [{ type: 'loadPhoneRules' }, keepDraft({ name: 'Asha Rao' })],
    },
    {
      does: 'fills the code of a country chosen before hydration, as the choice would have',
      given: dormant,
      when: woke({ typedBeforeHydration: { country: 'India' } }),
      then: { entry: { ...emptyForm, country: 'India', phoneCode: '91' }, codeByChoice: true },
      effects: [{ type: 'loadPhoneRules' }, keepDraft()],
    },
    {
      does: 'tidies a number typed and left before hydration once the rules arrive',
      given: dormant,
      when: woke({ typedBeforeHydration: { phone: '+1 (202) 555-0143' } }),
      then: { tidyPhoneOnArrival: true, ...loading },
      effects: [{ type: 'loadPhoneRules' }, keepDraft()],
    },
    {
      does: 'leaves alone a number the visitor is still typing',
      given: dormant,
      when: woke({ typedBeforeHydration: { phone: '+1 (202) 555-0143' }, inNumberBox: true }),
      then: { tidyPhoneOnArrival: false },
      effects: [{ type: 'loadPhoneRules' }, keepDraft()],
    },
    {
      does: 'says a request out when the page reloaded may have arrived ("interrupted")',
      given: dormant,
      when: woke({ draft: { email: valid.email }, pendingSince: T0, navigationType: 'reload' }),
      then: { phase: { name: 'answered', outcome: 'interrupted', sent } },
      effects: [{ type: 'loadPhoneRules' }, keepDraft()],
    },
    {
      does: 'says a request out when the visitor went Back and returned may have arrived ("left")',
      given: dormant,
      when: woke({ draft: { email: valid.email }, pendingSince: T0, navigationType: 'back_forward' }),
      then: { phase: { name: 'answered', outcome: 'left', sent } },
      effects: [{ type: 'loadPhoneRules' }, keepDraft()],
    },
    {
      does: 'adopts once: a second wake does nothing',
      given: at(phases.editing),
      when: woke({ typedBeforeHydration: { name: 'X' } }),
      then: 'nothing',
    },
    {
      does: 'takes an edit before it wakes without keeping a draft yet',
      given: dormant,
      when: { type: 'edited', field: 'name', value: 'A' },
      then: { phase: phases.dormant, entry: { ...emptyForm, name: 'A' } },
    },
    { does: 'ignores a Submit before it wakes (the island wakes it first)', given: dormant, when: submitted, then: 'nothing' },
  ]);
});

describe('the form machine: Submit', () => {
  runTable([
    {
      does: 'sends a valid entry with its id: sending, the mark and the record written before the request',
      given: at(phases.editing),
      when: submitted,
      then: { phase: phases.sending, attempted: true, sentHere: true },
      effects: [...send(), keepDraft()],
    },
    {
      does: 'sends exactly what it shows: the entry tidied in the boxes, the trap flag beside it',
      given: at(phases.editing, withEntry({ name: ' Asha\u200E Rao ', phone: '98765 43210', phoneCode: '' })),
      when: { ...submitted, trapFilled: true },
      then: { phase: phases.sending, entry: valid },
      effects: [...send(true), keepDraft(valid)],
    },
    {
      does: 'does not send an entry with problems: shows every rule and focuses the summary',
      given: at(phases.editing, withEntry({ name: '' })),
      when: submitted,
      then: { phase: phases.editing, attempted: true },
      effects: [focus('summary'), keepDraft()],
    },
    { does: 'does nothing while sending', given: at(phases.sending), when: submitted, then: 'nothing' },
    { does: 'does nothing while waiting for the phone rules', given: at(phases.waiting, loading), when: submitted, then: 'nothing' },
    { does: 'does nothing while the thanks stands', given: at(phases.thanked, withEntry(emptyForm)), when: submitted, then: 'nothing' },
    {
      does: 'sends again after a failure',
      given: at(phases.failed),
      when: submitted,
      then: { phase: phases.sending },
      effects: [...send(), keepDraft()],
    },
    {
      does: 'waits for the phone rules on their way',
      given: at(phases.editing, loading),
      when: submitted,
      then: { phase: phases.waiting, entry: valid },
    },
    {
      does: 'loads the phone rules again if they failed, and waits for them',
      given: at(phases.editing, absent),
      when: submitted,
      then: { phase: phases.waiting, ...loading },
      effects: [{ type: 'loadPhoneRules' }],
    },
  ]);

  const mismatch = withEntry({ country: 'Singapore' });
  const asked = reduce(at(phases.editing, mismatch), submitted).state;
  runTable([
    {
      does: 'asks about a code that is not the country’s',
      given: at(phases.editing, mismatch),
      when: submitted,
      then: { phase: phases.editing, askedCode: '+91 Singapore', confirmedCode: undefined },
      effects: [focus('summary'), keepDraft()],
    },
    {
      does: 'sends the code and country unchanged at the next Submit',
      given: asked,
      when: submitted,
      then: { phase: phases.sending, confirmedCode: '+91 Singapore' },
      effects: [
        { type: 'markSending', sentAt: T0 },
        sendingRecord,
        { type: 'send', payload: { ...payload, country: 'Singapore' }, trapFilled: false, submissionId: id },
        keepDraft(),
      ],
    },
  ]);
});

describe('the form machine: the phone rules', () => {
  runTable([
    {
      does: 'sends what waited for them when they arrive, as sent when Submit was pressed',
      given: at(phases.waiting, loading),
      when: { type: 'phoneRulesArrived', rules: phoneRules },
      then: { phase: phases.sending, phoneRules: { status: 'ready', rules: phoneRules } },
      effects: [...send(), keepDraft()],
    },
    {
      does: 'checks digits only and sends when they fail, and forgets them for the next use to try again',
      given: at(phases.waiting, loading),
      when: { type: 'phoneRulesFailed' },
      then: { phase: phases.sending, ...absent },
      effects: [...send(), keepDraft()],
    },
    {
      does: 'tidies the number on leaving its box once they are here',
      given: at(phases.editing, withEntry({ phone: '+65 6123 4567', country: 'Singapore' })),
      when: { type: 'phoneLeft' },
      then: { entry: { ...valid, phoneCode: '65', phone: '61234567', country: 'Singapore' } },
      effects: [keepDraft({ phoneCode: '65' })],
    },
    {
      does: 'waits for them to tidy the number',
      given: at(phases.editing, { ...withEntry({ phone: '+65 6123 4567' }), ...loading }),
      when: { type: 'phoneLeft' },
      then: { tidyPhoneOnArrival: true, entry: { ...valid, phone: '+65 6123 4567' } },
    },
    {
      does: 'loads them again to tidy the number after a failure',
      given: at(phases.editing, absent),
      when: { type: 'phoneLeft' },
      then: { tidyPhoneOnArrival: true, ...loading },
      effects: [{ type: 'loadPhoneRules' }],
    },
    {
      does: 'tidies the number that waited for them when they arrive',
      given: at(phases.editing, { ...withEntry({ phone: '+1 (202) 555-0143' }), ...loading, tidyPhoneOnArrival: true }),
      when: { type: 'phoneRulesArrived', rules: phoneRules },
      then: { entry: { ...valid, phoneCode: '1', phone: '2025550143' }, tidyPhoneOnArrival: false },
      effects: [keepDraft({ phoneCode: '1' })],
    },
    {
      does: 'tidies it plainly when they fail',
      given: at(phases.editing, { ...withEntry({ phone: '098765-43210' }), ...loading, tidyPhoneOnArrival: true }),
      when: { type: 'phoneRulesFailed' },
      then: { entry: { ...valid, phone: '9876543210' }, tidyPhoneOnArrival: false, ...absent },
      effects: [keepDraft()],
    },
  ]);
});

describe('the form machine: the answer', () => {
  runTable([
    {
      does: 'thanks on success: text cleared, ticks kept, mark cleared, other tabs and the page told, a new entry, focus on the outcome',
      given: at(phases.sending, { attempted: true, sentHere: true }),
      when: answered('success'),
      then: {
        phase: phases.thanked,
        entry: { ...emptyForm, subscribe: true, policyAgree: true },
        attempted: false,
        submissionId: '',
        sentHere: false,
      },
      effects: [
        { type: 'clearSending' },
        leftRecord({ state: 'left', at: T0 }),
        { type: 'startNewEntry' },
        { type: 'tellLeadSent' },
        focus('outcome'),
        keepDraft({ name: '' }),
      ],
    },
    {
      does: 'keeps everything on a failure, clears the mark and focuses the outcome',
      given: at(phases.sending, { attempted: true }),
      when: answered('failed'),
      then: { phase: phases.failed, entry: valid, attempted: true, submissionId: id },
      effects: [{ type: 'clearSending' }, leftRecord(undefined), focus('outcome')],
    },
    {
      does: 'keeps everything when the browser was offline (surely not sent)',
      given: at(phases.sending),
      when: answered('error'),
      then: { phase: { name: 'answered', outcome: 'error', sent }, entry: valid },
      effects: [{ type: 'clearSending' }, leftRecord(undefined), focus('outcome')],
    },
    {
      does: 'keeps the mark when no answer came in time: the request may have arrived',
      given: at(phases.sending),
      when: answered('unanswered'),
      then: { phase: { name: 'answered', outcome: 'unanswered', sent }, entry: valid, submissionId: id },
      effects: [leftRecord({ state: 'left', at: T0 }), focus('outcome')],
    },
    {
      does: 'keeps the mark when the answer could not be read',
      given: at(phases.sending),
      when: answered('lost'),
      then: { phase: { name: 'answered', outcome: 'lost', sent } },
      effects: [leftRecord({ state: 'left', at: T0 }), focus('outcome')],
    },
    {
      does: 'keeps what the endpoint refused, by field',
      given: at(phases.sending),
      when: { type: 'answered', result: { outcome: 'refused', refused: { email: 'No mail here.' } }, now: T1 },
      then: { phase: { name: 'answered', outcome: 'refused', sent }, refused: { email: 'No mail here.' }, entry: valid },
      effects: [{ type: 'clearSending' }, leftRecord(undefined), focus('outcome')],
    },
    { does: 'ignores an answer when no request is out', given: at(phases.editing), when: answered('success'), then: 'nothing' },
  ]);
});

describe('the form machine: editing', () => {
  const edited: FormEvent = { type: 'edited', field: 'name', value: 'Asha R.' };
  runTable([
    {
      does: 'takes an edit and keeps the draft',
      given: at(phases.editing),
      when: edited,
      then: { phase: phases.editing, entry: { ...valid, name: 'Asha R.' } },
      effects: [keepDraft({ name: 'Asha R.' })],
    },
    {
      does: 'ends the thanks with the first edit',
      given: at(phases.thanked, withEntry(emptyForm)),
      when: edited,
      then: { phase: phases.editing },
      effects: [keepDraft({ name: 'Asha R.' })],
    },
    { does: 'ignores an edit while sending', given: at(phases.sending), when: edited, then: 'nothing' },
    { does: 'ignores an edit while waiting for the phone rules', given: at(phases.waiting, loading), when: edited, then: 'nothing' },
    {
      does: 'ignores a country choice while sending',
      given: at(phases.sending),
      when: { type: 'countryChosen', country: 'Singapore' },
      then: 'nothing',
    },
    {
      does: 'ignores tidying the phone while sending',
      given: at(phases.sending, withEntry({ phone: '98765 43210' })),
      when: { type: 'phoneLeft' },
      then: 'nothing',
    },
    {
      does: 'ignores tidying the e-mail while sending',
      given: at(phases.sending, withEntry({ email: ' asha@lakeview.example' })),
      when: { type: 'emailLeft' },
      then: 'nothing',
    },
    {
      does: 'drops what the endpoint said of a field once it is edited',
      given: at(phases.failed, { refused: { email: 'No mail here.', name: 'Too short.' } }),
      when: { type: 'edited', field: 'email', value: 'asha@lakeview.example.com' },
      then: { phase: phases.editing, refused: { name: 'Too short.' } },
      effects: [keepDraft()],
    },
    {
      does: 'shows the e-mail tidied on leaving its box without ending the thanks',
      given: at(phases.thanked, withEntry({ email: 'priya\u200B＠lotushotels.in' })),
      when: { type: 'emailLeft' },
      then: { phase: phases.thanked, entry: { ...valid, email: 'priya@lotushotels.in' } },
      effects: [keepDraft({ email: 'priya@lotushotels.in' })],
    },
    {
      does: 'fills the code box from a country while no number is typed under it',
      given: at(phases.editing, withEntry({ phoneCode: '', phone: '' })),
      when: { type: 'countryChosen', country: 'Singapore' },
      then: { entry: { ...valid, phoneCode: '65', phone: '', country: 'Singapore' }, codeByChoice: true },
      effects: [keepDraft()],
    },
    {
      does: 'never replaces a code the visitor typed',
      given: at(phases.editing, { ...withEntry({ phoneCode: '44', phone: '' }), codeByChoice: false }),
      when: { type: 'countryChosen', country: 'Singapore' },
      then: { entry: { ...valid, phoneCode: '44', phone: '', country: 'Singapore' }, codeByChoice: false },
      effects: [keepDraft()],
    },
    {
      does: 'takes a typed code as the visitor’s, not the choice’s',
      given: at(phases.editing, { codeByChoice: true }),
      when: { type: 'edited', field: 'phoneCode', value: '65' },
      then: { codeByChoice: false },
      effects: [keepDraft({ phoneCode: '65' })],
    },
  ]);
});

describe('the form machine: other tabs and the browser’s cache', () => {
  const sendingThere: SendRecord = { state: 'sending', at: T0 };
  const leftThere: SendRecord = { state: 'left', at: T0 };
  const restored = (pendingSince: number | undefined, record?: SendRecord): FormEvent => ({
    type: 'restoredFromCache',
    pendingSince,
    record,
    now: T1,
  });
  const news = (record: SendRecord | undefined, submissionId = id): FormEvent => ({ type: 'entryNews', submissionId, record, now: T1 });
  const told = (outcome: 'sendingElsewhere' | 'sentElsewhere'): Phase => ({ name: 'answered', outcome, sent });
  /** When a request out since T0 can have no answer any more: the tab sending it went away. */
  const givenUp = T0 + SENDING_RECORD_LIFETIME_MS + 1;
  /** Reads the entry's record again once another tab's request out since `at` can have no answer any more. */
  const recheckAfter = (sentAt: number): FormEffect => ({
    type: 'recheckEntry',
    submissionId: id,
    at: sentAt + SENDING_RECORD_LIFETIME_MS + 1,
  });
  runTable([
    {
      does: 'says another tab is sending this entry, keeps it, focuses the outcome and asks again once an answer must have come',
      given: at(phases.editing),
      when: news(sendingThere),
      then: { phase: told('sendingElsewhere'), entry: valid },
      effects: [focus('outcome'), recheckAfter(T0)],
    },
    {
      does: 'says another tab sent it once that tab has its answer, without moving focus again',
      given: at(told('sendingElsewhere')),
      when: news(leftThere),
      then: { phase: told('sentElsewhere'), entry: valid },
    },
    {
      does: 'takes a request out for longer than any answer is awaited as one whose tab went away: it may have arrived',
      given: at(phases.editing),
      when: { type: 'entryNews', submissionId: id, record: sendingThere, now: givenUp },
      then: { phase: { name: 'answered', outcome: 'stoppedElsewhere', sent: { ...sent, toldAt: givenUp } } },
      effects: [focus('outcome')],
    },
    {
      does: 'says a request another tab had out may have arrived once no answer can come any more (that tab went away), and asks nothing more',
      given: at(told('sendingElsewhere')),
      when: { type: 'entryNews', submissionId: id, record: sendingThere, now: givenUp },
      then: { phase: { name: 'answered', outcome: 'stoppedElsewhere', sent: { ...sent, toldAt: givenUp } }, sentHere: false },
    },
    {
      does: 'sends the entry again, with its id, at Submit once the tab that was sending it went away without an answer',
      given: at(told('sendingElsewhere')),
      when: { ...submitted, now: givenUp, record: sendingThere },
      then: { phase: { name: 'sending', sentAt: givenUp }, sentHere: true, submissionId: id },
      effects: [
        { type: 'markSending', sentAt: givenUp },
        { type: 'recordSend', submissionId: id, record: { state: 'sending', at: givenUp } },
        { type: 'send', payload, trapFilled: false, submissionId: id },
        keepDraft(),
      ],
    },
    {
      does: 'says another tab is sending the entry when that tab took it first (Submit in both at once), and drops its own mark',
      given: at(phases.sending, { sentHere: true }),
      when: { type: 'heldElsewhere', record: sendingThere, now: T1 },
      then: { phase: told('sendingElsewhere'), sentHere: false, submissionId: id, entry: valid },
      effects: [{ type: 'clearSending' }, focus('outcome'), recheckAfter(T0)],
    },
    {
      does: 'ignores word that another tab took the entry when no request is out',
      given: at(phases.failed),
      when: { type: 'heldElsewhere', record: sendingThere, now: T1 },
      then: 'nothing',
    },
    {
      does: 'takes up a request it took for another tab’s once its page is known gone: this tab’s own, left by Back',
      given: at(told('sendingElsewhere')),
      when: { type: 'leftBehind', pendingSince: T0, navigationType: 'back_forward', now: T1 },
      then: { phase: { name: 'answered', outcome: 'left', sent }, sentHere: true },
    },
    {
      does: 'leaves a request another tab sent alone, whatever mark this tab holds of it',
      given: at(told('sentElsewhere')),
      when: { type: 'leftBehind', pendingSince: T0, navigationType: 'navigate', now: T1 },
      then: 'nothing',
    },
    {
      does: 'may send again when the other tab’s request surely failed',
      given: at(told('sendingElsewhere')),
      when: news(undefined),
      then: { phase: phases.editing, submissionId: id },
    },
    { does: 'ignores news of another entry', given: at(phases.editing), when: news(leftThere, 'entry-2'), then: 'nothing' },
    { does: 'ignores another tab while sending', given: at(phases.sending), when: news(sendingThere), then: 'nothing' },
    {
      does: 'ignores news of an entry it sent itself',
      given: at(phases.failed, { sentHere: true }),
      when: news(leftThere),
      then: 'nothing',
    },
    {
      does: 'sends nothing at Submit once another tab has the entry, and points to what the form says',
      given: at(told('sentElsewhere')),
      when: submitted,
      then: { phase: told('sentElsewhere') },
      effects: [focus('outcome')],
    },
    {
      does: 'sends nothing at Submit when the entry is recorded as sent by a tab whose news has not arrived',
      given: at(phases.editing),
      when: { ...submitted, record: { state: 'sending', at: T0 - 300 } },
      then: { phase: { name: 'answered', outcome: 'sendingElsewhere', sent: { ...sent, at: T0 - 300, toldAt: T0 } } },
      effects: [focus('outcome'), recheckAfter(T0 - 300)],
    },
    {
      does: 'sends again with the same id at Submit after its own request went unanswered',
      given: at({ name: 'answered', outcome: 'lost', sent }, { sentHere: true }),
      when: { ...submitted, record: leftThere },
      then: { phase: phases.sending, submissionId: id },
      effects: [...send(), keepDraft()],
    },
    {
      does: 'starts a new entry, with a new id, when the visitor changes one another tab sent',
      given: at(told('sentElsewhere')),
      when: { type: 'edited', field: 'message', value: 'And a second site.' },
      then: { phase: phases.editing, submissionId: '', sentHere: false },
      effects: [{ type: 'startNewEntry' }, keepDraft({ message: 'And a second site.' })],
    },
    {
      does: 'keeps the notice and the id when the visitor ticks consent in a tab whose entry another sent',
      given: at(told('sentElsewhere'), withEntry({ policyAgree: false })),
      when: { type: 'ticked', box: 'policyAgree', checked: true },
      then: { phase: told('sentElsewhere'), submissionId: id },
      effects: [keepDraft({ policyAgree: true })],
    },
    {
      does: 'takes the new entry’s id',
      given: at(phases.editing, { submissionId: '' }),
      when: { type: 'entryStarted', submissionId: 'entry-2' },
      then: { submissionId: 'entry-2', sentHere: false },
    },
    {
      does: 'wakes to say another tab sent the draft it holds (a reload after the other tab sent)',
      given: initialFormState(settings),
      when: woke({ draft: { email: valid.email }, record: leftThere }),
      then: { phase: { name: 'answered', outcome: 'sentElsewhere', sent }, entry: { ...emptyForm, email: valid.email }, submissionId: id },
      effects: [{ type: 'loadPhoneRules' }, keepDraft()],
    },
    {
      does: 'wakes to its own interrupted request, not another tab’s, when this tab sent it',
      given: initialFormState(settings),
      when: woke({ draft: { email: valid.email }, pendingSince: T0, navigationType: 'reload', record: sendingThere }),
      then: { phase: { name: 'answered', outcome: 'interrupted', sent }, sentHere: true },
      effects: [{ type: 'loadPhoneRules' }, keepDraft()],
    },
    {
      does: 'unticks consent on a restore from the cache and says the visitor left while a request was out',
      given: at(phases.editing),
      when: restored(T0),
      then: { phase: { name: 'answered', outcome: 'left', sent }, entry: { ...valid, subscribe: false, policyAgree: false } },
      effects: [keepDraft({ subscribe: false })],
    },
    {
      does: 'says on a restore from the cache that another tab sent the entry meanwhile',
      given: at(phases.editing),
      when: restored(undefined, leftThere),
      then: { phase: told('sentElsewhere'), entry: { ...valid, subscribe: false, policyAgree: false } },
      effects: [focus('outcome'), keepDraft({ subscribe: false })],
    },
    {
      does: 'only unticks consent when nothing was out',
      given: at(phases.editing),
      when: restored(undefined),
      then: { phase: phases.editing, entry: { ...valid, subscribe: false, policyAgree: false } },
      effects: [keepDraft()],
    },
    {
      does: 'asks nothing of consent after a restore unticked it from a failed request: no consent error the visitor did not cause',
      given: at(phases.failed, { attempted: true }),
      when: restored(undefined),
      then: { phase: phases.failed, attempted: false, entry: { ...valid, subscribe: false, policyAgree: false } },
      effects: [keepDraft({ subscribe: false })],
    },
    {
      does: 'asks nothing of consent after a restore unticked it while sending',
      given: at(phases.sending, { attempted: true }),
      when: restored(T0),
      then: { phase: phases.sending, attempted: false },
      effects: [keepDraft({ subscribe: false })],
    },
    {
      does: 'keeps the thanks on a restore (only unticks)',
      given: at(phases.thanked, withEntry({ ...emptyForm, subscribe: true })),
      when: restored(T0),
      then: { phase: phases.thanked, entry: emptyForm },
      effects: [keepDraft()],
    },
    {
      does: 'stays sending on a restore (only unticks)',
      given: at(phases.sending),
      when: restored(T0),
      then: { phase: phases.sending, entry: { ...valid, subscribe: false, policyAgree: false } },
      effects: [keepDraft()],
    },
  ]);
});
