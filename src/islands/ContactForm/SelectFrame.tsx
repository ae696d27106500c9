import type { ReactNode } from 'react';
import styles from './ContactForm.module.scss';

/** A native select drawn with the form's own chevron: the browser's sits tight against the border. */
export function SelectFrame({ children }: { children: ReactNode }): ReactNode {
  return (
    <span className={styles['selectFrame']}>
      {children}
      <svg className={styles['selectChevron']} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
