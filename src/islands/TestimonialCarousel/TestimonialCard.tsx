import type { ReactNode } from 'react';
import styles from './TestimonialCard.module.scss';

export interface Testimonial {
  portrait: { src: string; width: number; height: number };
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

interface Props extends Testimonial {
  /** Whether the portrait has loaded and may be shown; until then the initials hold its place. */
  portraitReady: boolean;
}

/** A testimonial: heading, quote, and who said it, with a portrait (initials until it has loaded). */
export function TestimonialCard({ portrait, client, position, company, heading, text, portraitReady }: Props): ReactNode {
  return (
    <figure className={styles['card']}>
      <h3 className={styles['heading']}>{heading}</h3>
      <blockquote className={styles['quote']}>
        <p>{text}</p>
      </blockquote>
      <figcaption className={styles['caption']}>
        <span className={styles['avatar']} aria-hidden="true">
          {initials(client)}
          <img
            className={styles['portrait']}
            src={portrait.src}
            width={portrait.width}
            height={portrait.height}
            alt=""
            loading="lazy"
            decoding="async"
            data-ready={portraitReady ? '' : undefined}
          />
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
