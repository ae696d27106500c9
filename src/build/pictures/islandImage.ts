import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import type { IslandImage } from '../../lib/content/islandImage';

/** Builds an image through astro:assets and returns it as plain props for a React island. */
export async function islandImage(src: ImageMetadata): Promise<IslandImage> {
  const image = await getImage({ src });
  return { src: image.src, width: Number(image.attributes['width']), height: Number(image.attributes['height']) };
}
