import type { ReactNode } from 'react';
import type { ContactForm } from '../../lib/contact/fields';
import styles from './ContactForm.module.scss';
import { errorId } from './Field';
import type { ContactFormLabels } from './types';

interface Props {
  subscribe: boolean;
  policyAgree: boolean;
  error: string | undefined;
  requireMarketingConsent: boolean;
  privacyPolicyUrl: string;
  labels: ContactFormLabels;
  onChange: (field: 'subscribe' | 'policyAgree', value: ContactForm['subscribe']) => void;
}

/** The marketing box and the privacy-policy box, with the spec's consent message beside them. */
export function ConsentBoxes({
  subscribe,
  policyAgree,
  error,
  requireMarketingConsent,
  privacyPolicyUrl,
  labels,
  onChange,
}: Props): ReactNode {
  const described = error ? errorId('consent') : undefined;
  return (
    <div className={styles['consent']} data-invalid={error ? '' : undefined}>
      <label className={styles['check']}>
        <input
          id="contact-subscribe"
          name="subscribe"
          type="checkbox"
          checked={subscribe}
          required={requireMarketingConsent}
          aria-invalid={error && !subscribe && requireMarketingConsent ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange('subscribe', event.target.checked)}
        />
        <span>
          {labels.subscribe}
          {/* The other fields mark only what is optional; a box reads as optional unless it says otherwise. */}
          <span className={styles['optional']}> {requireMarketingConsent ? labels.required : labels.optional}</span>
        </span>
      </label>
      <label className={styles['check']}>
        <input
          id="contact-policyAgree"
          name="policyAgree"
          type="checkbox"
          checked={policyAgree}
          required
          aria-invalid={error && !policyAgree ? true : undefined}
          aria-describedby={described}
          onChange={(event) => onChange('policyAgree', event.target.checked)}
        />
        <span>
          {labels.policyBefore}{' '}
          <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {labels.policyLink}
            <span className={styles['visuallyHidden']}> {labels.newTab}</span>
          </a>
          .<span className={styles['optional']}> {labels.required}</span>
        </span>
      </label>
      {error ? (
        <p id={errorId('consent')} className={styles['error']}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
