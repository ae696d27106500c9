import type { ReactNode } from 'react';
import { outcomeMessages } from '../../lib/contact/messages';
import { IslandErrorBoundary } from '../IslandErrorBoundary/IslandErrorBoundary';
import { ConsentBoxes } from './ConsentBoxes';
import styles from './ContactForm.module.scss';
import { ErrorSummary } from './ErrorSummary';
import { describedBy, Field } from './Field';
import { SelectFrame } from './SelectFrame';
import type { ContactFormProps } from './types';
import { useContactForm } from './useContactForm';

type TextKey = 'name' | 'companyName' | 'role' | 'email' | 'address';

function Form({ endpoint, countries, requirements, requireMarketingConsent, privacyPolicyUrl, labels }: ContactFormProps): ReactNode {
  const { formRef, ...contact } = useContactForm({
    endpoint,
    requireMarketingConsent,
    callingCodeOf: (name) => countries.find((country) => country.name === name)?.callingCode,
  });
  const { form, errors, update } = contact;

  const text = (field: TextKey, type: 'text' | 'email', autoComplete: string, optional = false) => (
    <Field field={field} label={labels[field]} optionalNote={optional ? labels.optional : undefined} error={errors[field]}>
      <input
        {...describedBy(field, errors[field])}
        className={styles['input']}
        type={type}
        autoComplete={autoComplete}
        required={!optional}
        value={form[field]}
        onChange={(event) => update(field, event.target.value)}
      />
    </Field>
  );

  const consentTarget = !form.policyAgree ? 'policyAgree' : 'subscribe';
  const phoneError = errors.phoneCode ?? errors.phone;

  return (
    <form ref={formRef} className={styles['form']} noValidate onSubmit={contact.submit} aria-describedby="contact-outcome">
      <ErrorSummary
        errors={errors}
        title={labels.summaryTitle}
        summaryRef={contact.summaryRef}
        targetOf={(key) => (key === 'consent' ? consentTarget : key)}
      />
      <div className={styles['grid']}>
        {text('name', 'text', 'name')}
        {text('companyName', 'text', 'organization')}
        {text('role', 'text', 'organization-title', true)}
        {text('email', 'email', 'email')}
        <Field field="country" label={labels.country} hint={labels.countryHint} error={errors.country}>
          <SelectFrame>
            <select
              {...describedBy('country', errors.country, true)}
              className={styles['input']}
              autoComplete="country-name"
              required
              value={form.country}
              onChange={(event) =>
                contact.chooseCountry(event.target.value, countries.find((country) => country.name === event.target.value)?.callingCode)
              }
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
        <fieldset className={styles['phone']} data-invalid={phoneError ? '' : undefined}>
          <legend className={styles['label']}>{labels.phone}</legend>
          {/* type="text", not "tel": the spec allows tel-country-code and tel-national only on text
              inputs; inputMode="numeric" still brings up the digit keypad. */}
          <div className={styles['phoneInputs']}>
            <span className={styles['code']}>
              <label htmlFor="contact-phoneCode" className={styles['subLabel']}>
                {/* Named in full for voice control and screen readers ("Phone number", not "Number"); the
                    visible word is part of the name (WCAG 2.5.3). */}
                <span className={styles['visuallyHidden']}>{labels.phoneCodeName}</span>
                <span aria-hidden="true">{labels.phoneCode}</span>
              </label>
              <span className={styles['plus']} aria-hidden="true">
                +
              </span>
              <input
                {...describedBy('phoneCode', errors.phoneCode)}
                className={styles['input']}
                type="text"
                inputMode="numeric"
                autoComplete="tel-country-code"
                pattern="[0-9]{1,4}"
                maxLength={4}
                required
                value={form.phoneCode}
                onChange={(event) => update('phoneCode', event.target.value.replace(/^\+/, ''))}
              />
            </span>
            <span className={styles['number']}>
              <label htmlFor="contact-phone" className={styles['subLabel']}>
                {/* Named in full for voice control and screen readers ("Phone number", not "Number"); the
                    visible word is part of the name (WCAG 2.5.3). */}
                <span className={styles['visuallyHidden']}>{labels.phoneNumberName}</span>
                <span aria-hidden="true">{labels.phoneNumber}</span>
              </label>
              <input
                {...describedBy('phone', errors.phone)}
                className={styles['input']}
                type="text"
                inputMode="numeric"
                autoComplete="tel-national"
                pattern="[0-9]{10}"
                maxLength={10}
                required
                value={form.phone}
                onChange={(event) => update('phone', event.target.value)}
              />
            </span>
          </div>
          {errors.phoneCode ? (
            <p id="contact-phoneCode-error" className={styles['error']}>
              {errors.phoneCode}
            </p>
          ) : null}
          {errors.phone ? (
            <p id="contact-phone-error" className={styles['error']}>
              {errors.phone}
            </p>
          ) : null}
        </fieldset>
        <Field field="address" label={labels.address} error={errors.address} wide>
          <textarea
            {...describedBy('address', errors.address)}
            className={styles['input']}
            rows={3}
            autoComplete="street-address"
            required
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
        <Field field="message" label={labels.message} optionalNote={labels.optional} hint={labels.messageHint} wide>
          <textarea
            {...describedBy('message', undefined, true)}
            className={styles['input']}
            rows={5}
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
        <label htmlFor="contact-website">{labels.honeypot}</label>
        <input
          id="contact-website"
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={contact.trap}
          onChange={(event) => contact.setTrap(event.target.value)}
        />
      </div>
      <div className={styles['actions']}>
        <button type="submit" className={styles['submit']} disabled={!contact.ready || contact.submitting} aria-busy={contact.submitting}>
          {contact.submitting ? labels.sending : labels.submit}
        </button>
        <div id="contact-outcome">
          <p role="status" className={styles['success']}>
            {contact.outcome === 'success' ? outcomeMessages.success : ''}
          </p>
          <p role="alert" className={styles['failure']}>
            {contact.outcome === 'failed' ? outcomeMessages.failed : contact.outcome === 'error' ? outcomeMessages.error : ''}
          </p>
        </div>
      </div>
    </form>
  );
}

/** The contact form: every Request a Demo and Request for Pricing ends here. */
export default function ContactForm(props: ContactFormProps): ReactNode {
  return (
    <IslandErrorBoundary>
      <Form {...props} />
    </IslandErrorBoundary>
  );
}
