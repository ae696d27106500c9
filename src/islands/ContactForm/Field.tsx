import type { ReactNode } from 'react';
import styles from './ContactForm.module.scss';

/** The id of a form control, used by labels, error messages and the error summary's links. */
export const controlId = (field: string): string => `contact-${field}`;
export const errorId = (field: string): string => `contact-${field}-error`;

interface Props {
  field: string;
  label: string;
  /** Shown after the label for optional fields. */
  optionalNote?: string | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  wide?: boolean;
  /** The control itself; it receives its id and descriptions from `describedBy`. */
  children: ReactNode;
}

/** A labelled form field with its hint and its error message beside it. */
export function Field({ field, label, optionalNote, hint, error, wide = false, children }: Props): ReactNode {
  return (
    <div className={styles['field']} data-wide={wide ? '' : undefined} data-invalid={error ? '' : undefined}>
      <label htmlFor={controlId(field)} className={styles['label']}>
        {label}
        {optionalNote ? <span className={styles['optional']}> {optionalNote}</span> : null}
      </label>
      {hint ? (
        <p id={`${controlId(field)}-hint`} className={styles['hint']}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId(field)} className={styles['error']}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The aria attributes a control needs to point at its hint and error. */
export function describedBy(field: string, error: string | undefined, hasHint = false) {
  const ids = [hasHint ? `${controlId(field)}-hint` : '', error ? errorId(field) : ''].filter(Boolean).join(' ');
  return {
    id: controlId(field),
    name: field,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids === '' ? undefined : ids,
  } as const;
}
