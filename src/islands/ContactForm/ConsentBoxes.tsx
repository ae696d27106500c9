import type { ReactNode } from 'react';
import type { ConsentBox } from '../../lib/contact/fields';
import styles from './ContactForm.module.scss';
import { controlId, errorId } from './Field';
import type { ContactFormLabels } from './types';

interface Props {
  subscribe: boolean;
  policyAgree: boolean;
  error: string | undefined;
  requireMarketingConsent: boolean;
  privacyPolicyUrl: string;
  labels: Pick<ContactFormLabels, 'subscribe' | 'policyBefore' | 'policyLink' | 'newTab' | 'required' | 'optional'>;
  onTick: (box: ConsentBox, checked: boolean) => void;
}

/** The marketing box and the privacy-policy box, with the spec's consent message beside them. */
export function ConsentBoxes({
  subscribe,
  policyAgree,
  error,
  requireMarketingConsent,
  privacyPolicyUrl,
  labels,
  onTick,
}: Props): ReactNode {
  const box = (name: ConsentBox, checked: boolean, required: boolean, words: ReactNode) => (
    <label className={styles['check']}>
      <input
        id={controlId(name)}
        name={name}
        type="checkbox"
        checked={checked}
        required={required}
        aria-invalid={error && !checked && required ? true : undefined}
        aria-describedby={error ? errorId('consent') : undefined}
        onChange={(event) => onTick(name, event.target.checked)}
      />
      <span>
        {words}
        {/* The other fields mark only what is optional; a box reads as optional unless it says otherwise. */}
        <span className={styles['optional']}> {required ? labels.required : labels.optional}</span>
      </span>
    </label>
  );
  return (
    <div className={styles['consent']} data-invalid={error ? '' : undefined}>
      {box('subscribe', subscribe, requireMarketingConsent, labels.subscribe)}
      {box(
        'policyAgree',
        policyAgree,
        true,
        <>
          {labels.policyBefore}{' '}
          <a href={privacyPolicyUrl} target="_blank" rel="noopener noreferrer">
            {labels.policyLink}
            <span className={styles['visuallyHidden']}> {labels.newTab}</span>
          </a>
          .
        </>,
      )}
      {error ? (
        <p id={errorId('consent')} className={styles['error']}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
