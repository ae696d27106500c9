import { useMemo, type ChangeEvent, type ReactNode } from 'react';
import type { TextField } from '../../lib/contact/fields';
import { leftElsewhere } from '../../lib/contact/formMachine';
import { errorsOf, outcomeOf } from '../../lib/contact/formView';
import { island } from '../IslandErrorBoundary/island';
import { ConsentBoxes } from './ConsentBoxes';
import styles from './ContactForm.module.scss';
import { ErrorSummary } from './ErrorSummary';
import { describedBy, Field } from './Field';
import { focusTargetId } from './focusTargets';
import { PhoneFields } from './PhoneFields';
import { ReachUs } from './ReachUs';
import { SelectFrame } from './SelectFrame';
import { TRAP_NAME } from './trap';
import type { ContactFormProps } from './types';
import { useContactForm } from './useContactForm';

type OneLineKey = 'name' | 'companyName' | 'role';

/** The contact form: every Request a Demo and Request for Pricing ends here. */
function ContactForm({
  endpoint,
  postTo,
  sourceEvent,
  countries,
  requirements,
  requireMarketingConsent,
  privacyPolicyUrl,
  reachUs,
  labels,
  messages,
}: ContactFormProps): ReactNode {
  const { state, dispatch, submit, formRef } = useContactForm({
    endpoint,
    sourceEvent,
    countries,
    requirements,
    requireMarketingConsent,
    labels,
    messages,
  });
  const { entry: form } = state;
  const errors = errorsOf(state);
  const said = outcomeOf(state, errors);
  // While a request is out the entry is frozen: what was sent is what stays on screen.
  const sending = state.phase.name === 'sending';
  // Another tab holding this entry has it: Submit here sends nothing until the entry changes.
  const held = sending || leftElsewhere(state.phase);
  const update = (field: TextField, value: string) => dispatch({ type: 'edited', field, value });

  // Drawn once: the form draws again on every keystroke (and once more when its effects have run),
  // and the country list is long.
  const countryOptions = useMemo(
    () =>
      countries.map((country) => (
        <option key={country.name} value={country.name}>
          {country.name}
        </option>
      )),
    [countries],
  );

  // What every text box shares: its id, name and descriptions, the entry's value, read-only while sending.
  const textBox = (field: TextField, hasHint = false) => ({
    ...describedBy(field, errors[field], hasHint),
    className: styles['input'],
    readOnly: sending,
    value: form[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => update(field, event.target.value),
  });

  const oneLine = (field: OneLineKey, autoComplete: string, optional = false) => (
    <Field field={field} label={labels[field]} optionalNote={optional ? labels.optional : undefined} error={errors[field]}>
      <input {...textBox(field)} type="text" autoComplete={autoComplete} required={!optional} />
    </Field>
  );

  return (
    // Without its script the browser posts the form as a plain page to the site's own endpoint
    // (src/worker), which answers with the thanks or this page again, each refusal beside its field;
    // with it, submit sends JSON (submit.ts) and the browser posts nothing.
    // autoComplete="off": browsers put the consent ticks back on their own (Firefox on a reload,
    // Chromium on Back, after every script has run), and consent is a fresh act. HTML allows the
    // attribute on text controls only, so the form carries it; every text box names its own
    // autofill token, which wins, and the draft brings the text back.
    <form
      ref={formRef}
      method="post"
      action={postTo}
      autoComplete="off"
      className={styles['form']}
      noValidate
      onSubmit={submit}
      aria-describedby={focusTargetId.outcome}
      // Once woken the island keeps the draft: the page's own keeper (keepDraftBeforeHydration) stops.
      data-hydrated={state.phase.name === 'dormant' ? undefined : ''}
    >
      <ErrorSummary
        errors={state.attempted ? errors : {}}
        title={labels.summaryTitle}
        targetOf={(key) => (key !== 'consent' ? key : form.policyAgree ? 'subscribe' : 'policyAgree')}
      />
      <div className={styles['grid']}>
        {oneLine('name', 'name')}
        {oneLine('companyName', 'organization')}
        {oneLine('role', 'organization-title', true)}
        {/* type="text", not "email": Chromium hands an internationalised domain over as xn--…,
            Firefox and WebKit as typed, and the lead must arrive alike from every engine. The
            e-mail keypad still comes up, and leaving the box shows the address as it will be sent. */}
        <Field field="email" label={labels.email} error={errors.email}>
          <input
            {...textBox('email')}
            type="text"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            onBlur={() => dispatch({ type: 'emailLeft' })}
          />
        </Field>
        <Field field="country" label={labels.country} hint={labels.countryHint} error={errors.country}>
          <SelectFrame>
            <select
              {...describedBy('country', errors.country, true)}
              className={styles['input']}
              autoComplete="country-name"
              required
              value={form.country}
              onChange={(event) => dispatch({ type: 'countryChosen', country: event.target.value })}
            >
              <option value="">{labels.countryPlaceholder}</option>
              {countryOptions}
            </select>
          </SelectFrame>
        </Field>
        <PhoneFields
          phoneCode={form.phoneCode}
          phone={form.phone}
          errors={errors}
          readOnly={sending}
          labels={labels}
          onChange={update}
          onTidy={() => dispatch({ type: 'phoneLeft' })}
        />
        <Field field="address" label={labels.address} error={errors.address} wide>
          <textarea {...textBox('address')} rows={3} autoComplete="street-address" required />
        </Field>
        <Field field="requirement" label={labels.requirement} error={errors.requirement} wide>
          <SelectFrame>
            <select
              {...describedBy('requirement', errors.requirement)}
              className={styles['input']}
              required
              value={form.requirement}
              onChange={(event) => update('requirement', event.target.value)}
            >
              <option value="">{labels.requirementPlaceholder}</option>
              {requirements.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </SelectFrame>
        </Field>
        <Field field="message" label={labels.message} optionalNote={labels.optional} hint={labels.messageHint} error={errors.message} wide>
          <textarea {...textBox('message', true)} rows={5} />
        </Field>
      </div>
      <ConsentBoxes
        subscribe={form.subscribe}
        policyAgree={form.policyAgree}
        error={errors.consent}
        requireMarketingConsent={requireMarketingConsent}
        privacyPolicyUrl={privacyPolicyUrl}
        labels={labels}
        onTick={(box, checked) => dispatch({ type: 'ticked', box, checked })}
      />
      <div className={styles['trap']} aria-hidden="true">
        <label htmlFor="contact-x7">{labels.honeypot}</label>
        <input id="contact-x7" name={TRAP_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles['actions']}>
        {/* Never `disabled`: a disabled button swallows a click and drops focus to <body>. While
            sending, or once another tab has the entry, it is aria-disabled and the machine sends
            nothing at a second submit. */}
        <button type="submit" className={styles['submit']} aria-disabled={held || undefined} aria-busy={sending}>
          {sending ? labels.sending : labels.submit}
        </button>
        <div id={focusTargetId.outcome} tabIndex={-1} className={styles['outcome']}>
          <p role="status" className={styles['success']} data-tone={said.notice ? 'notice' : undefined}>
            {said.status}
          </p>
          <p role="alert" className={styles['failure']}>
            {said.alert}
          </p>
          {said.reachUs ? <ReachUs {...reachUs} lead={labels.reachUs} /> : null}
          {/* Without JavaScript nothing can send: said where the visitor presses Submit, with
              another way to reach us (React leaves <noscript> as the server wrote it). */}
          <noscript>
            <ReachUs {...reachUs} lead={labels.noscript} />
          </noscript>
        </div>
      </div>
    </form>
  );
}

export default island(ContactForm);
