import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import type { IslandPicture } from '../../lib/content/islandImage';

/** The box a picture is cropped to, the widths it is built at, and its `sizes` attribute. */
export interface PictureBox {
  width: number;
  height: number;
  widths: readonly number[];
  sizes: string;
}

const formats = ['avif', 'webp'] as const;

/** Builds an uploaded picture through astro:assets, cropped to `box`, as an island's <picture>. */
export async function islandPicture(picture: { file: ImageMetadata; altText: string }, box: PictureBox): Promise<IslandPicture> {
  const crop = { src: picture.file, width: box.width, height: box.height, fit: 'cover' } as const;
  const sources = await Promise.all(
    formats.map(async (format) => {
      const built = await getImage({ ...crop, format, widths: [...box.widths] });
      return { type: `image/${format}`, srcSet: built.srcSet.attribute };
    }),
  );
  const fallback = await getImage({ ...crop, format: 'webp' });
  return {
    src: fallback.src,
    width: Number(fallback.attributes['width']),
    height: Number(fallback.attributes['height']),
    alt: picture.altText,
    sizes: box.sizes,
    sources,
  };
}
