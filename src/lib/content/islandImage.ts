/** What an island needs to draw an image without layout shift: its built URL and its size. */
export interface IslandImage {
  src: string;
  width: number;
  height: number;
}

/** One source of an island's <picture>: its type and the widths it is built at. */
export interface IslandPictureSource {
  type: string;
  srcSet: string;
}

/**
 * An uploaded picture as plain props for a React island's <picture>: AVIF and WebP sources at the
 * widths given, a WebP fallback, the box it is cropped to (so nothing moves when it arrives), the
 * `sizes` of its layout and its alt text from the content.
 */
export interface IslandPicture extends IslandImage {
  alt: string;
  sizes: string;
  sources: IslandPictureSource[];
}

/** An uploaded logo, built for the strip: its file, or AVIF and WebP at 1x and 2x. */
export interface LogoImage {
  src: string;
  srcSet?: string;
  avifSrcSet?: string;
  width: number;
  height: number;
  alt: string;
}
