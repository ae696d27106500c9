import type { z } from 'astro/zod';
import type { ReactNode } from 'react';
import type { IslandImage, IslandPicture } from '../../lib/content/islandImage';
import type { storySchema } from '../../schemas/stories';
import styles from './StoryCard.module.scss';

/** A Real Stories card's words, as its schema has them, with its case study's page and picture. */
export type Story = Pick<z.output<typeof storySchema>, 'heading' | 'paragraph'> & {
  /** The case study's page. */
  href: string;
  /** The story's drawing, shown while its case study has no photo. */
  image: IslandImage;
  /** The case study's photo, when it has one: it replaces the drawing. */
  photo?: IslandPicture | undefined;
};

/** The card's picture: the case study's photo as AVIF or WebP, else its drawing (decorative). */
function CardPicture({ image, photo }: Pick<Story, 'image' | 'photo'>): ReactNode {
  if (!photo)
    return (
      <img className={styles['image']} src={image.src} width={image.width} height={image.height} alt="" loading="lazy" decoding="async" />
    );
  return (
    <picture className={styles['picture']}>
      {photo.sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={photo.sizes} />
      ))}
      <img
        className={styles['image']}
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

/** A Real Stories card: picture, heading, paragraph and a View More button to the case study. */
export function StoryCard({ heading, paragraph, href, image, photo, viewMore }: Story & { viewMore: string }): ReactNode {
  return (
    <article className={styles['card']}>
      <CardPicture image={image} photo={photo} />
      <div className={styles['body']}>
        <h3 className={styles['heading']}>{heading}</h3>
        <p className={styles['paragraph']}>{paragraph}</p>
        <a className={styles['more']} href={href}>
          {viewMore}
          <span className={styles['visuallyHidden']}>: {heading}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M5 12h14m-7-7 7 7-7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </a>
      </div>
    </article>
  );
}
