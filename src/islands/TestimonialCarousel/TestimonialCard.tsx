import type { ReactNode } from 'react';
import styles from './TestimonialCard.module.scss';

export interface Testimonial {
  client: string;
  position: string;
  company: string;
  heading: string;
  text: string;
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();

/** A testimonial: heading, quote, and who said it, with an initials portrait. */
export function TestimonialCard({ client, position, company, heading, text }: Testimonial): ReactNode {
  return (
    <figure className={styles['card']}>
      <h3 className={styles['heading']}>{heading}</h3>
      <blockquote className={styles['quote']}>
        <p>{text}</p>
      </blockquote>
      <figcaption className={styles['caption']}>
        <span className={styles['avatar']} aria-hidden="true">
          {initials(client)}
        </span>
        <span className={styles['who']}>
          <span className={styles['client']}>{client}</span>
          <span className={styles['role']}>
            {position}, {company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
