import { useCallback, useEffect, useEffectEvent, useRef, useState, type SubmitEvent } from 'react';
import { clearDraft, loadDraft, saveDraft } from '../../lib/contact/draft';
import { emptyForm, textFields, type ContactForm } from '../../lib/contact/fields';
import { buildPayload } from '../../lib/contact/payload';
import { submitContact, type SubmitOutcome } from '../../lib/contact/submit';
import { typedBeforeHydration } from '../../lib/contact/typedBeforeHydration';
import { validateContact, type ContactErrors } from '../../lib/contact/validate';

const isBlank = (form: ContactForm): boolean => textFields.every((field) => form[field].trim() === '');
const keepConsent = (form: ContactForm): ContactForm => ({ ...emptyForm, subscribe: form.subscribe, policyAgree: form.policyAgree });

/**
 * The contact form's state and behaviour: the draft survives a reload, rules are checked on
 * submit (then live), nothing is sent twice, and no failure loses what was typed.
 */
export function useContactForm({
  endpoint,
  requireMarketingConsent,
  callingCodeOf,
}: {
  endpoint: string;
  requireMarketingConsent: boolean;
  /** The calling code of a country, for a country chosen before the form had hydrated. */
  callingCodeOf: (country: string) => string | undefined;
}) {
  const [form, setForm] = useState<ContactForm>(emptyForm);
  const [trap, setTrap] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const [ready, setReady] = useState(false);
  const [summaryRequests, setSummaryRequests] = useState(0);
  const sending = useRef(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Once hydrated: bring back an unsent draft, keep anything typed while the form was still
  // loading (it wins over the draft), and allow sending (the server HTML cannot send).
  const adoptOnHydration = useEffectEvent(() => {
    const typed = formRef.current ? typedBeforeHydration(formRef.current.elements) : {};
    const restored = { ...loadDraft(window.sessionStorage), ...typed };
    if (typed.country !== undefined && typed.phoneCode === undefined)
      restored.phoneCode = callingCodeOf(typed.country) ?? restored.phoneCode;
    setForm(restored);
    setReady(true);
  });
  // Once, on hydration: later changes arrive through onChange.
  useEffect(() => adoptOnHydration(), []);

  useEffect(() => {
    if (!ready) return;
    if (isBlank(form)) clearDraft(window.sessionStorage);
    else saveDraft(window.sessionStorage, form);
  }, [form, ready]);

  useEffect(() => {
    if (summaryRequests > 0) summaryRef.current?.focus();
  }, [summaryRequests]);

  const errors: ContactErrors = attempted ? validateContact(form, requireMarketingConsent) : {};

  const update = useCallback(<K extends keyof ContactForm>(field: K, value: ContactForm[K]) => {
    setOutcome(null);
    setForm((current) => ({ ...current, [field]: value }));
  }, []);

  const chooseCountry = useCallback((country: string, callingCode: string | undefined) => {
    setOutcome(null);
    setForm((current) => ({ ...current, country, phoneCode: callingCode ?? current.phoneCode }));
  }, []);

  const submit = useCallback(
    async (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending.current || !ready) return;
      // The thanks stays until the visitor types again (any edit clears it): a second click, a
      // double click's second half or Enter after a fast answer would otherwise submit the
      // cleared form and swap the thanks for errors.
      if (outcome === 'success') return;
      // A filled honeypot is a bot: pretend all went well and send nothing.
      if (trap !== '') {
        setForm(keepConsent);
        setAttempted(false);
        setOutcome('success');
        return;
      }
      const found = validateContact(form, requireMarketingConsent);
      setAttempted(true);
      if (Object.keys(found).length > 0) {
        setOutcome(null);
        setSummaryRequests((count) => count + 1);
        return;
      }
      sending.current = true;
      setSubmitting(true);
      setOutcome(null);
      try {
        const result = await submitContact(buildPayload(form), { endpoint });
        setOutcome(result);
        if (result === 'success') {
          setForm(keepConsent);
          setAttempted(false);
        }
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    },
    [endpoint, form, outcome, ready, requireMarketingConsent, trap],
  );

  return { form, errors, trap, setTrap, update, chooseCountry, submit, submitting, outcome, ready, summaryRef, formRef };
}
