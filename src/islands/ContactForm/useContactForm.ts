import { useCallback, useEffect, useEffectEvent, useRef, useState, type SubmitEvent } from 'react';
import {
  clearDraftId,
  clearSending,
  draftId,
  draftStorage,
  loadDraft,
  markSending,
  pendingSince,
  storeDraft,
} from '../../lib/contact/draft';
import { tidyEmail } from '../../lib/contact/email';
import { emptyForm, type ContactForm } from '../../lib/contact/fields';
import { interruption, navigationType } from '../../lib/contact/interruption';
import { announceSent, listenForSentElsewhere } from '../../lib/contact/otherTabs';
import type { RefusedFields } from '../../lib/contact/refusedFields';
import { normaliseForSending } from '../../lib/contact/normalise';
import { buildPayload } from '../../lib/contact/payload';
import { keepConsentFresh } from '../../lib/contact/freshConsent';
import { describeSentAt } from '../../lib/contact/sentAt';
import { codeForCountry, tidyPhonePlainly, type PhoneRules } from '../../lib/contact/phone';
import type { WithPhoneRules } from './usePhoneRules';
import { submitContact, type SubmitOutcome } from '../../lib/contact/submit';
import { shownInForm, typedBeforeHydration } from '../../lib/contact/typedBeforeHydration';
import { codeAndCountry, entryProblems, validateContact, type ContactErrors, type ContactRules } from '../../lib/contact/validate';
import { trapValue } from './trap';
import { fillTemplate } from '../../lib/fillTemplate';
import { askLeadSource, tellLeadSent } from './leadSource';

const keepConsent = (form: ContactForm): ContactForm => ({ ...emptyForm, subscribe: form.subscribe, policyAgree: form.policyAgree });
const withoutConsent = (form: ContactForm): ContactForm => ({ ...form, subscribe: false, policyAgree: false });

/**
 * What the form says after sending: the endpoint's answer, or that none came (the page reloaded
 * while sending: `interrupted`; the visitor left and came back: `left`), or that another tab sent
 * this same draft (`sentElsewhere`).
 */
export type FormOutcome = SubmitOutcome | 'interrupted' | 'left' | 'sentElsewhere';

/** Outcomes after which the request may well have reached the endpoint: never called failures. */
export const mayHaveArrived = new Set<FormOutcome>(['unanswered', 'lost', 'interrupted', 'left']);

/** Outcomes that are an answer from the endpoint, or sure that nothing left: only these end "Sending…" for a reload. */
const settled = new Set<SubmitOutcome>(['success', 'refused', 'failed', 'error']);

/** The last request sent: when it went out, as a visitor reads it, and the address a reply would go to. */
export interface SentRequest {
  time: string;
  email: string;
}

interface Options {
  endpoint: string;
  rules: ContactRules;
  /** A country's calling code (digits), or undefined for a name not in the list. */
  callingCodeOf: (country: string) => string | undefined;
  /** Runs a step with the countries' numbering rules, once they have loaded (usePhoneRules). */
  withPhoneRules: WithPhoneRules;
  /** The event by which the page says where the lead came from (src/lib/leadSource/pageSource.ts). */
  sourceEvent: string;
}

/**
 * The contact form's state and behaviour. No lead is lost or altered: the draft survives a reload,
 * nothing can change while a request is in flight, what is sent is what the boxes show, nothing is
 * sent twice, and no failure clears what was typed.
 */
export function useContactForm({ endpoint, rules, callingCodeOf, withPhoneRules, sourceEvent }: Options) {
  const [form, setForm] = useState<ContactForm>(emptyForm);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [ready, setReady] = useState(false);
  const [summaryRequests, setSummaryRequests] = useState(0);
  const [answers, setAnswers] = useState(0);
  // What the endpoint refused, by field, until the visitor edits that field.
  const [refused, setRefused] = useState<RefusedFields>({});
  // A code and country that disagree: asked about at one Submit, sent as they are at the next.
  const [askedCode, setAskedCode] = useState<string>();
  const [confirmedCode, setConfirmedCode] = useState<string>();
  // Whether a country choice put the code in its box (not the visitor's typing or a paste).
  const codeByChoice = useRef(false);
  const sending = useRef(false);
  // Whether the thanks stands, known the moment the answer arrives: `outcome` reaches the submit
  // handler only when React next draws, and a double click's second half can come first.
  const thanked = useRef(false);
  const adopted = useRef(false);
  const storage = useRef<Storage | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Tidying changes the boxes only when it changes something: leaving the box must not clear the
  // thanks. It reads the form as it is once the rules are there, not as it was on leaving the box.
  const tidyPhone = () =>
    withPhoneRules((phone) => {
      if (sending.current) return;
      setForm((current) => {
        const tidied = phone
          ? phone.normalise(current, rules.countries.get(current.country))
          : tidyPhonePlainly(current, rules.callingCodes);
        if (tidied.phone === current.phone && tidied.phoneCode === current.phoneCode) return current;
        if (tidied.phoneCode !== current.phoneCode) codeByChoice.current = false;
        return { ...current, ...tidied };
      });
    });

  // The form as the visitor left it before hydration: the unsent draft, overlaid by anything typed
  // while the script was loading (it is newer). Read once, by the first of hydration's effect or a
  // submit that comes before it (a click replayed by client:interaction as hydration starts).
  const adopt = (): ContactForm => {
    adopted.current = true;
    storage.current = draftStorage();
    const typed = formRef.current ? typedBeforeHydration(formRef.current.elements) : {};
    const restored: ContactForm = { ...emptyForm, ...loadDraft(storage.current, Date.now()), ...typed };
    if (typed.country !== undefined && typed.phoneCode === undefined)
      restored.phoneCode = callingCodeOf(typed.country) ?? restored.phoneCode;
    // A restored code that is its country's own is taken as the choice's doing, as it most likely was.
    codeByChoice.current = restored.phoneCode !== '' && restored.phoneCode === callingCodeOf(restored.country);
    setForm(restored);
    // A number typed and left before the script arrived is tidied now, as leaving the box would
    // have done; not while the visitor is still in it.
    const numberBox = formRef.current?.elements.namedItem('phone');
    if ((typed.phone !== undefined || typed.phoneCode !== undefined) && document.activeElement !== numberBox) tidyPhone();
    // The page went away while a request was out: it may have arrived, so say so, never "failed",
    // and say what happened: a reload, or Back (or another page) and back again.
    const sentAt = pendingSince(storage.current, Date.now());
    if (sentAt !== undefined) {
      setOutcome(interruption(navigationType()));
      setSent({ time: describeSentAt(sentAt, Date.now()), email: restored.email });
    }
    setReady(true);
    return restored;
  };
  const adoptOnHydration = useEffectEvent(() => {
    if (!adopted.current) adopt();
  });
  // Once, on hydration: later changes arrive through onChange.
  useEffect(() => adoptOnHydration(), []);

  // Back or Forward restoring the page from the browser's cache brings the ticks back: consent is a fresh act.
  useEffect(() => {
    const form = formRef.current;
    return form ? keepConsentFresh(form, () => setForm(withoutConsent)) : undefined;
  }, []);

  useEffect(() => {
    if (!ready) return;
    storeDraft(storage.current, form, Date.now());
    // The draft's id goes with it, so a tab duplicated from this one shares both (otherTabs.ts).
    draftId(storage.current);
  }, [form, ready]);

  // Back or Forward restoring this page from the browser's cache while a request was out (WebKit
  // keeps such a page; its request failed as the page was left): say the visitor left, as a fresh
  // load would, not that the connection broke.
  const restoredWhileOut = useEffectEvent(() => {
    const sentAt = pendingSince(storage.current, Date.now());
    if (sending.current || sentAt === undefined || outcome === 'success') return;
    setSent({ time: describeSentAt(sentAt, Date.now()), email: form.email });
    setOutcome('left');
  });
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) restoredWhileOut();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  // A tab holding the same draft (duplicated from this one) sent it: say so here, keep the entry.
  const sentElsewhere = useEffectEvent((draft: string, sentAt: number) => {
    if (sending.current || draft !== draftId(storage.current)) return;
    setSent({ time: describeSentAt(sentAt, Date.now()), email: form.email });
    setOutcome('sentElsewhere');
    setAnswers((count) => count + 1);
  });
  useEffect(() => listenForSentElsewhere((notice) => sentElsewhere(notice.draftId, notice.sentAt)), []);

  useEffect(() => {
    if (summaryRequests > 0) summaryRef.current?.focus();
  }, [summaryRequests]);

  // After every answer from the endpoint, focus goes to what it said (it would fall to <body>).
  useEffect(() => {
    if (answers > 0) outcomeRef.current?.focus();
  }, [answers]);

  // Before the first submit only what is wrong whatever comes next (too long, hidden characters);
  // after it, every rule, and beside each field the endpoint refused, what it said.
  const checked: ContactErrors = attempted ? validateContact(form, { ...rules, confirmedCode }) : entryProblems(form, rules);
  const errors: ContactErrors = { ...checked };
  for (const [field, reason] of Object.entries(refused) as [keyof RefusedFields, string][])
    errors[field] ??= fillTemplate(rules.messages.field.refusedByEndpoint, { reason });

  // While a request is in flight the entry is frozen: what was sent is what stays on screen.
  const edit = useCallback((change: (current: ContactForm) => ContactForm) => {
    if (sending.current) return;
    thanked.current = false;
    setOutcome(null);
    setForm(change);
  }, []);

  const update = useCallback(
    <K extends keyof ContactForm>(field: K, value: ContactForm[K]) => {
      if (field === 'phoneCode') codeByChoice.current = false;
      setRefused((current) => (field in current ? Object.fromEntries(Object.entries(current).filter(([key]) => key !== field)) : current));
      edit((current) => ({ ...current, [field]: value }));
    },
    [edit],
  );

  const chooseCountry = useCallback(
    (country: string) =>
      edit((current) => {
        const code = codeForCountry(
          { code: current.phoneCode, number: current.phone, filledByChoice: codeByChoice.current },
          callingCodeOf(country),
        );
        if (code !== current.phoneCode) codeByChoice.current = true;
        return { ...current, country, phoneCode: code };
      }),
    [edit, callingCodeOf],
  );

  // The e-mail box shows the address as it will be sent once the visitor leaves it (tidyEmail).
  const tidyEmailBox = useCallback(() => {
    if (sending.current) return;
    setForm((current) => {
      const email = tidyEmail(current.email);
      return email === current.email ? current : { ...current, email };
    });
  }, []);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    // The thanks stays until the visitor types again (any edit clears it): a second click, a
    // double click's second half or Enter after a fast answer would otherwise submit the
    // cleared form and swap the thanks for errors.
    if (thanked.current) return;
    if (!adopted.current) adopt();
    // Frozen while the phone rules arrive, so a second click meanwhile sends nothing either.
    sending.current = true;
    withPhoneRules((phone) => {
      sending.current = false;
      void send(phone);
    });
  };

  // Checks the entry by every rule, the phone by its country's, and sends it if nothing is wrong.
  const send = async (phone: PhoneRules | undefined) => {
    const checked = { ...rules, phone };
    // The entry as the boxes show it this instant (state may not have caught up with a click that
    // client:interaction replays as hydration starts), with the chosen country's code when the
    // code box is empty.
    const shown = formRef.current ? shownInForm(formRef.current.elements) : form;
    const entry = normaliseForSending({ ...shown, phoneCode: shown.phoneCode || (callingCodeOf(shown.country) ?? '') }, rules, phone);
    setForm(entry);
    setAttempted(true);
    // Asked about this code and country at the last Submit and pressed again unchanged: confirmed.
    const pair = codeAndCountry(entry);
    const confirmed = askedCode === pair ? pair : confirmedCode;
    setConfirmedCode(confirmed);
    const problems = validateContact(entry, { ...checked, confirmedCode: confirmed });
    setAskedCode(problems.phoneCode === undefined ? undefined : pair);
    if (Object.keys(problems).length > 0) {
      setOutcome(null);
      setSummaryRequests((count) => count + 1);
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setOutcome(null);
    const sentAt = Date.now();
    // Written before the request leaves and cleared only by an answer (or by certainty that it never
    // left): a reload or Back while it is out, in any engine, finds it and says it may have arrived.
    markSending(storage.current, sentAt);
    try {
      const { outcome: result, refused: fields } = await submitContact(buildPayload(entry), {
        endpoint,
        trapFilled: trapValue(formRef.current) !== '',
        source: askLeadSource(sourceEvent),
      });
      thanked.current = result === 'success';
      if (settled.has(result)) clearSending(storage.current);
      setSent({ time: describeSentAt(sentAt, Date.now()), email: entry.email });
      setRefused(fields);
      setOutcome(result);
      setAnswers((count) => count + 1);
      if (result === 'success') {
        const id = draftId(storage.current);
        if (id !== undefined) announceSent({ draftId: id, sentAt });
        clearDraftId(storage.current);
        tellLeadSent(sourceEvent);
        setForm(keepConsent);
        setAttempted(false);
        setConfirmedCode(undefined);
      }
    } finally {
      sending.current = false;
      setSubmitting(false);
    }
  };

  return {
    form,
    errors,
    attempted,
    update,
    chooseCountry,
    tidyPhone,
    tidyEmail: tidyEmailBox,
    submit,
    submitting,
    outcome,
    sent,
    summaryRef,
    outcomeRef,
    formRef,
  };
}
