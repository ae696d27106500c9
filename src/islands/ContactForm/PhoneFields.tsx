import type { ReactNode } from 'react';
import type { ContactErrors } from '../../lib/contact/validate';
import styles from './ContactForm.module.scss';
import { describedBy } from './Field';
import type { ContactFormLabels } from './types';

interface Props {
  phoneCode: string;
  phone: string;
  errors: ContactErrors;
  readOnly: boolean;
  labels: Pick<ContactFormLabels, 'phone' | 'phoneCode' | 'phoneCodeName' | 'phoneNumber' | 'phoneNumberName'>;
  onChange: (field: 'phoneCode' | 'phone', value: string) => void;
  /** Tidies both boxes (separators, other scripts' digits, a pasted "+91 …") once the visitor leaves one. */
  onTidy: () => void;
}

/**
 * The two phone boxes under one legend. Neither has a maxlength or a pattern: a pasted
 * "+65 6123 4567" or an extra digit must never be cut, and how long a number may be depends on its
 * country; it is tidied visibly by that country's rules or refused with a message.
 */
export function PhoneFields({ phoneCode, phone, errors, readOnly, labels, onChange, onTidy }: Props): ReactNode {
  const boxes = [
    {
      field: 'phoneCode',
      label: labels.phoneCode,
      name: labels.phoneCodeName,
      value: phoneCode,
      autoComplete: 'tel-country-code',
    },
    {
      field: 'phone',
      label: labels.phoneNumber,
      name: labels.phoneNumberName,
      value: phone,
      autoComplete: 'tel-national',
    },
  ] as const;
  return (
    <fieldset className={styles['phone']} data-invalid={(errors.phoneCode ?? errors.phone) ? '' : undefined}>
      <legend className={styles['label']}>{labels.phone}</legend>
      <div className={styles['phoneInputs']}>
        {boxes.map((box) => (
          <span key={box.field} className={box.field === 'phoneCode' ? styles['code'] : styles['number']}>
            <label htmlFor={`contact-${box.field}`} className={styles['subLabel']}>
              {/* Named in full for voice control and screen readers ("Phone number", not "Number");
                  the visible word is part of the name (WCAG 2.5.3). */}
              <span className={styles['visuallyHidden']}>{box.name}</span>
              <span aria-hidden="true">{box.label}</span>
            </label>
            {box.field === 'phoneCode' ? (
              <span className={styles['plus']} aria-hidden="true">
                +
              </span>
            ) : null}
            {/* type="text", not "tel": the spec allows tel-country-code and tel-national only on text
                inputs; inputMode="numeric" still brings up the digit keypad. */}
            <input
              {...describedBy(box.field, errors[box.field])}
              className={styles['input']}
              type="text"
              inputMode="numeric"
              autoComplete={box.autoComplete}
              required
              readOnly={readOnly}
              value={box.value}
              onChange={(event) => onChange(box.field, event.target.value)}
              onBlur={onTidy}
            />
          </span>
        ))}
      </div>
      {boxes.map((box) =>
        errors[box.field] ? (
          <p key={box.field} id={`contact-${box.field}-error`} className={styles['error']}>
            {errors[box.field]}
          </p>
        ) : null,
      )}
    </fieldset>
  );
}
