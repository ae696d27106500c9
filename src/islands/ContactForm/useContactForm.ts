import { useCallback, useEffect, useEffectEvent, useRef, useState, type SubmitEvent } from 'react';
import { clearSending, draftStorage, loadDraft, markSending, pendingSince, storeDraft } from '../../lib/contact/draft';
import { emptyForm, type ContactForm } from '../../lib/contact/fields';
import { normaliseForSending } from '../../lib/contact/normalise';
import { buildPayload } from '../../lib/contact/payload';
import { keepConsentFresh } from '../../lib/contact/freshConsent';
import { describeSentAt } from '../../lib/contact/sentAt';
import { codeForCountry, tidyPhonePlainly, type PhoneRules } from '../../lib/contact/phone';
import type { WithPhoneRules } from './usePhoneRules';
import { submitContact, type SubmitOutcome } from '../../lib/contact/submit';
import { shownInForm, typedBeforeHydration } from '../../lib/contact/typedBeforeHydration';
import { entryProblems, validateContact, type ContactErrors, type ContactRules } from '../../lib/contact/validate';
import { trapValue } from './trap';

const keepConsent = (form: ContactForm): ContactForm => ({ ...emptyForm, subscribe: form.subscribe, policyAgree: form.policyAgree });
const withoutConsent = (form: ContactForm): ContactForm => ({ ...form, subscribe: false, policyAgree: false });

/** What the form says after sending: the endpoint's answer, or that none came (the page reloaded while sending: `interrupted`). */
export type FormOutcome = SubmitOutcome | 'interrupted';

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
}

/**
 * The contact form's state and behaviour. No lead is lost or altered: the draft survives a reload,
 * nothing can change while a request is in flight, what is sent is what the boxes show, nothing is
 * sent twice, and no failure clears what was typed.
 */
export function useContactForm({ endpoint, rules, callingCodeOf, withPhoneRules }: Options) {
  const [form, setForm] = useState<ContactForm>(emptyForm);
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [sent, setSent] = useState<SentRequest | null>(null);
  const [ready, setReady] = useState(false);
  const [summaryRequests, setSummaryRequests] = useState(0);
  const [answers, setAnswers] = useState(0);
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
        const tidied = phone ? phone.normalise(current, rules.countries.get(current.country)) : tidyPhonePlainly(current);
        return tidied.phone === current.phone && tidied.phoneCode === current.phoneCode ? current : { ...current, ...tidied };
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
    setForm(restored);
    // A number typed and left before the script arrived is tidied now, as leaving the box would
    // have done; not while the visitor is still in it.
    const numberBox = formRef.current?.elements.namedItem('phone');
    if ((typed.phone !== undefined || typed.phoneCode !== undefined) && document.activeElement !== numberBox) tidyPhone();
    // The page went away while a request was out: it may have arrived, so say so, never "failed".
    const sentAt = pendingSince(storage.current, Date.now());
    if (sentAt !== undefined) {
      setOutcome('interrupted');
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
    if (ready) storeDraft(storage.current, form, Date.now());
  }, [form, ready]);

  useEffect(() => {
    if (summaryRequests > 0) summaryRef.current?.focus();
  }, [summaryRequests]);

  // After every answer from the endpoint, focus goes to what it said (it would fall to <body>).
  useEffect(() => {
    if (answers > 0) outcomeRef.current?.focus();
  }, [answers]);

  // Before the first submit only what is wrong whatever comes next (too long, hidden characters).
  const errors: ContactErrors = attempted ? validateContact(form, rules) : entryProblems(form, rules);

  // While a request is in flight the entry is frozen: what was sent is what stays on screen.
  const edit = useCallback((change: (current: ContactForm) => ContactForm) => {
    if (sending.current) return;
    thanked.current = false;
    setOutcome(null);
    setForm(change);
  }, []);

  const update = useCallback(
    <K extends keyof ContactForm>(field: K, value: ContactForm[K]) => edit((current) => ({ ...current, [field]: value })),
    [edit],
  );

  const chooseCountry = useCallback(
    (country: string) =>
      edit((current) => ({
        ...current,
        country,
        phoneCode: codeForCountry(current.phoneCode, callingCodeOf(current.country), callingCodeOf(country)),
      })),
    [edit, callingCodeOf],
  );

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
    const entry = normaliseForSending(
      { ...shown, phoneCode: shown.phoneCode || (callingCodeOf(shown.country) ?? '') },
      rules.countries,
      phone,
    );
    setForm(entry);
    setAttempted(true);
    if (Object.keys(validateContact(entry, checked)).length > 0) {
      setOutcome(null);
      setSummaryRequests((count) => count + 1);
      return;
    }
    sending.current = true;
    setSubmitting(true);
    setOutcome(null);
    const sentAt = Date.now();
    markSending(storage.current, sentAt);
    try {
      const result = await submitContact(buildPayload(entry), { endpoint, trapFilled: trapValue(formRef.current) !== '' });
      thanked.current = result === 'success';
      // Unanswered, it may yet have arrived: a reload keeps saying so until another answer comes.
      if (result !== 'unanswered') clearSending(storage.current);
      setSent({ time: describeSentAt(sentAt, Date.now()), email: entry.email });
      setOutcome(result);
      setAnswers((count) => count + 1);
      if (result === 'success') {
        setForm(keepConsent);
        setAttempted(false);
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
    submit,
    submitting,
    outcome,
    sent,
    summaryRef,
    outcomeRef,
    formRef,
  };
}
