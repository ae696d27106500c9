import { useCallback, useMemo, type ReactNode } from 'react';
import { fillTemplate } from '../../lib/fillTemplate';
import { SUBMIT_TIMEOUT_MS } from '../../lib/contact/submit';
import type { ContactRules } from '../../lib/contact/validate';
import { island } from '../IslandErrorBoundary/island';
import { ConsentBoxes } from './ConsentBoxes';
import styles from './ContactForm.module.scss';
import { ErrorSummary } from './ErrorSummary';
import { describedBy, Field } from './Field';
import { PhoneFields } from './PhoneFields';
import { ReachUs } from './ReachUs';
import { SelectFrame } from './SelectFrame';
import { TRAP_NAME } from './trap';
import type { ContactFormProps } from './types';
import { mayHaveArrived, useContactForm } from './useContactForm';
import { usePhoneRules } from './usePhoneRules';

type TextKey = 'name' | 'companyName' | 'role' | 'email' | 'address';

/** The contact form: every Request a Demo and Request for Pricing ends here. */
function ContactForm({
  endpoint,
  sourceEvent,
  countries,
  requirements,
  requireMarketingConsent,
  privacyPolicyUrl,
  reachUs,
  labels,
  messages,
}: ContactFormProps): ReactNode {
  const { phoneRules, withPhoneRules } = usePhoneRules();
  const rules = useMemo<ContactRules>(
    () => ({
      requireMarketingConsent,
      phone: phoneRules,
      countries: new Map(countries.map((country) => [country.name, country.iso])),
      countryNames: new Map(countries.map((country) => [country.iso, country.name])),
      callingCodes: new Set(countries.map((country) => country.callingCode)),
      countryCodes: new Map(countries.map((country) => [country.name, country.callingCode])),
      requirements: new Set(requirements),
      names: {
        name: labels.name,
        companyName: labels.companyName,
        role: labels.role,
        email: labels.email,
        address: labels.address,
        message: labels.message,
      },
      messages,
    }),
    [countries, requirements, requireMarketingConsent, labels, messages, phoneRules],
  );
  const callingCodeOf = useCallback((name: string) => countries.find((country) => country.name === name)?.callingCode, [countries]);
  const {
    form,
    errors,
    attempted,
    update,
    chooseCountry,
    tidyPhone,
    tidyEmail,
    submit,
    submitting,
    outcome,
    sent,
    summaryRef,
    outcomeRef,
    formRef,
  } = useContactForm({ endpoint, rules, callingCodeOf, withPhoneRules, sourceEvent });

  const text = (field: TextKey, autoComplete: string, optional = false) => (
    <Field field={field} label={labels[field]} optionalNote={optional ? labels.optional : undefined} error={errors[field]}>
      <input
        {...describedBy(field, errors[field])}
        className={styles['input']}
        type="text"
        autoComplete={autoComplete}
        required={!optional}
        readOnly={submitting}
        value={form[field]}
        onChange={(event) => update(field, event.target.value)}
      />
    </Field>
  );

  const consentTarget = !form.policyAgree ? 'policyAgree' : 'subscribe';
  const failed = outcome === 'failed' || outcome === 'refused' || outcome === 'error';
  // No answer is not a failure: the request may have arrived, so the visitor hears when it went out and what to do.
  const notice =
    outcome !== null && sent !== null && (mayHaveArrived.has(outcome) || outcome === 'sentElsewhere')
      ? fillTemplate(messages.outcome[outcome as 'unanswered' | 'lost' | 'interrupted' | 'left' | 'sentElsewhere'], {
          seconds: String(SUBMIT_TIMEOUT_MS / 1000),
          time: sent.time,
          email: sent.email,
        })
      : '';
  const refusedNames = new Intl.ListFormat('en', { type: 'conjunction' }).format(
    outcome === 'refused'
      ? (Object.keys(rules.names) as (keyof typeof rules.names)[]).filter((key) => errors[key]).map((key) => rules.names[key])
      : [],
  );
  const failure =
    outcome === 'failed' || outcome === 'error'
      ? messages.outcome[outcome]
      : outcome === 'refused'
        ? fillTemplate(messages.outcome.refused, { fields: refusedNames })
        : '';

  return (
    // method="dialog": should the form ever be submitted without its script (it is not in a dialog),
    // the browser does nothing, instead of putting the entry in a GET URL.
    // autoComplete="off": browsers put the consent ticks back on their own (Firefox on a reload,
    // Chromium on Back, after every script has run), and consent is a fresh act. HTML allows the
    // attribute on text controls only, so the form carries it; every text box names its own
    // autofill token, which wins, and the draft brings the text back.
    <form
      ref={formRef}
      method="dialog"
      autoComplete="off"
      className={styles['form']}
      noValidate
      onSubmit={submit}
      aria-describedby="contact-outcome"
    >
      <ErrorSummary
        errors={attempted ? errors : {}}
        title={labels.summaryTitle}
        summaryRef={summaryRef}
        targetOf={(key) => (key === 'consent' ? consentTarget : key)}
      />
      <div className={styles['grid']}>
        {text('name', 'name')}
        {text('companyName', 'organization')}
        {text('role', 'organization-title', true)}
        {/* type="text", not "email": Chromium hands an internationalised domain over as xn--…,
            Firefox and WebKit as typed, and the lead must arrive alike from every engine. The
            e-mail keypad still comes up, and leaving the box shows the address as it will be sent. */}
        <Field field="email" label={labels.email} error={errors.email}>
          <input
            {...describedBy('email', errors.email)}
            className={styles['input']}
            type="text"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            required
            readOnly={submitting}
            value={form.email}
            onChange={(event) => update('email', event.target.value)}
            onBlur={tidyEmail}
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
              onChange={(event) => chooseCountry(event.target.value)}
            >
              <option value="">{labels.countryPlaceholder}</option>
              {countries.map((country) => (
                <option key={country.name} value={country.name}>
                  {country.name}
                </option>
              ))}
            </select>
          </SelectFrame>
        </Field>
        <PhoneFields
          phoneCode={form.phoneCode}
          phone={form.phone}
          errors={errors}
          readOnly={submitting}
          labels={labels}
          onChange={update}
          onTidy={tidyPhone}
        />
        <Field field="address" label={labels.address} error={errors.address} wide>
          <textarea
            {...describedBy('address', errors.address)}
            className={styles['input']}
            rows={3}
            autoComplete="street-address"
            required
            readOnly={submitting}
            value={form.address}
            onChange={(event) => update('address', event.target.value)}
          />
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
          <textarea
            {...describedBy('message', errors.message, true)}
            className={styles['input']}
            rows={5}
            readOnly={submitting}
            value={form.message}
            onChange={(event) => update('message', event.target.value)}
          />
        </Field>
      </div>
      <ConsentBoxes
        subscribe={form.subscribe}
        policyAgree={form.policyAgree}
        error={errors.consent}
        requireMarketingConsent={requireMarketingConsent}
        privacyPolicyUrl={privacyPolicyUrl}
        labels={labels}
        onChange={update}
      />
      <div className={styles['trap']} aria-hidden="true">
        <label htmlFor="contact-x7">{labels.honeypot}</label>
        <input id="contact-x7" name={TRAP_NAME} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className={styles['actions']}>
        {/* Never `disabled`: a disabled button swallows a click and drops focus to <body>. While
            sending it is aria-disabled and a second submit is ignored. */}
        <button type="submit" className={styles['submit']} aria-disabled={submitting || undefined} aria-busy={submitting}>
          {submitting ? labels.sending : labels.submit}
        </button>
        <div id="contact-outcome" ref={outcomeRef} tabIndex={-1} className={styles['outcome']}>
          <p role="status" className={styles['success']} data-tone={notice ? 'notice' : undefined}>
            {outcome === 'success' ? messages.outcome.success : notice}
          </p>
          <p role="alert" className={styles['failure']}>
            {failure}
          </p>
          {failed || (outcome !== null && mayHaveArrived.has(outcome)) ? <ReachUs {...reachUs} lead={labels.reachUs} /> : null}
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
