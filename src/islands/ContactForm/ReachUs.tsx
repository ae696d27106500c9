import type { ReactNode } from 'react';
import styles from './ContactForm.module.scss';
import type { ReachUsProps } from './types';

/** The company's e-mail and phone, so a visitor whose request did not go through can still reach it. */
export function ReachUs({ email, phone, phoneHref, lead }: ReachUsProps & { lead: string }): ReactNode {
  return (
    <p className={styles['reachUs']}>
      {lead} <a href={`mailto:${email}`}>{email}</a> ·{' '}
      <a className="tel" href={`tel:${phoneHref}`}>
        {phone}
      </a>
    </p>
  );
}
