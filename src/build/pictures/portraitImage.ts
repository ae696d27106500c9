import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import type { IslandImage } from '../../lib/content/islandImage';

/** A testimonial's portrait is drawn at 48 CSS pixels (TestimonialCarousel.module.scss): 96 covers 2x screens. */
const portraitPixels = 96;

/**
 * A person's uploaded photo as the testimonial island's portrait: cropped square to the face's
 * size on a 2x screen, as WebP (the island draws one <img>, which every engine this site
 * supports decodes as WebP), so a 2 MB upload costs the visitor a few kilobytes.
 */
export async function portraitImage(photo: { file: ImageMetadata }): Promise<IslandImage> {
  const image = await getImage({ src: photo.file, width: portraitPixels, height: portraitPixels, fit: 'cover', format: 'webp' });
  return { src: image.src, width: portraitPixels, height: portraitPixels };
}
