import type { ReactNode } from 'react';
import type { ContactErrors } from '../../lib/contact/validate';
import { isPlainClick } from '../isPlainClick';
import styles from './ContactForm.module.scss';
import { controlId } from './Field';
import { focusTargetId } from './focusTargets';

interface Props {
  errors: ContactErrors;
  title: string;
  /** The control each error's link leads to; the consent error points at the first unticked box. */
  targetOf: (key: keyof ContactErrors) => string;
}

/** Every problem in one list that takes focus on submit (focusTargetId.summary); each entry leads to its field. */
export function ErrorSummary({ errors, title, targetOf }: Props): ReactNode {
  const entries = Object.entries(errors) as [keyof ContactErrors, string][];
  if (entries.length === 0) return null;
  return (
    <div id={focusTargetId.summary} className={styles['summary']} tabIndex={-1} role="group" aria-labelledby="contact-summary-title">
      <h3 id="contact-summary-title" className={styles['summaryTitle']}>
        {title}
      </h3>
      <ul>
        {entries.map(([key, message]) => {
          const target = controlId(targetOf(key));
          return (
            <li key={key}>
              <a
                href={`#${target}`}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  document.getElementById(target)?.focus();
                }}
              >
                {message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
