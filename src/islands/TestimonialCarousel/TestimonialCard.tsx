import type { z } from 'astro/zod';
import type { ReactNode } from 'react';
import type { IslandImage } from '../../lib/content/islandImage';
import type { testimonialSchema } from '../../schemas/testimonials';
import { useHydrated } from '../useHydrated';
import styles from './TestimonialCard.module.scss';

/** A testimonial's words, as its schema has them, and its portrait built for the island. */
export type Testimonial = Pick<z.output<ReturnType<typeof testimonialSchema>>, 'client' | 'position' | 'company' | 'heading' | 'text'> & {
  portrait: IslandImage;
};

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
  // The server's HTML has the portrait only for browsers without JavaScript: as an image there it
  // would load with the page however far down it is (src/lib/content/art.ts says why that costs).
  const hydrated = useHydrated();
  // Lazy only without JavaScript. Live, the island has already fetched and decoded the file (it
  // is `ready`): a lazy image in a slide waiting beside the one shown (one at a time, at 800 px or
  // less) stayed unloaded, so the next testimonial slid in with initials.
  const image = (ready: boolean, lazy: boolean) => (
    <img
      className={styles['portrait']}
      src={portrait.src}
      width={portrait.width}
      height={portrait.height}
      alt=""
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      data-ready={ready ? '' : undefined}
    />
  );
  return (
    <figure className={styles['card']}>
      <h3 className={styles['heading']}>{heading}</h3>
      <blockquote className={styles['quote']}>
        <p>{text}</p>
      </blockquote>
      <figcaption className={styles['caption']}>
        <span className={styles['avatar']} aria-hidden="true">
          {initials(client)}
          {hydrated ? image(portraitReady, false) : <noscript>{image(true, true)}</noscript>}
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
