import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import type { LogoImage } from '../../lib/content/islandImage';

/** The height a logo is drawn at in the strip, in CSS pixels (ClientLogo.module.scss: 3 rem). */
export const logoHeight = 48;

/**
 * A client's uploaded logo as plain props for the logo strip's island: an SVG as its own file; a
 * raster logo built at the strip's height for 1x and 2x screens, as AVIF with a WebP fallback.
 */
export async function logoImage(picture: { file: ImageMetadata; altText: string }): Promise<LogoImage> {
  const image = picture.file;
  const width = Math.round((image.width * logoHeight) / image.height);
  if (image.format === 'svg') return { src: image.src, width, height: logoHeight, alt: picture.altText };
  const options = { src: image, height: logoHeight, densities: [1, 2] };
  const [avif, webp] = await Promise.all([getImage({ ...options, format: 'avif' }), getImage({ ...options, format: 'webp' })]);
  return {
    src: webp.src,
    srcSet: webp.srcSet.attribute,
    avifSrcSet: avif.srcSet.attribute,
    width,
    height: logoHeight,
    alt: picture.altText,
  };
}
