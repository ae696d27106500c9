import type { ReactNode } from 'react';
import type { IconSvg } from '../../lib/icons/iconSvg';
import type { LogoImage } from '../../lib/content/islandImage';
import styles from './ClientLogo.module.scss';

export interface Client {
  name: string;
  /** The sector's glyph, drawn beside the name. */
  glyph: IconSvg;
  /** One of three wordmark styles, so the strip reads as a row of different brands. */
  style: 0 | 1 | 2;
  /** The client's uploaded logo, shown instead of the glyph and name. */
  logo?: LogoImage | undefined;
}

/** A real logo: lazy, since the strip is below the fold; its width and height keep its box. */
function UploadedLogo({ logo }: { logo: LogoImage }): ReactNode {
  const img = (
    <img
      className={styles['logo']}
      src={logo.src}
      srcSet={logo.srcSet}
      width={logo.width}
      height={logo.height}
      alt={logo.alt}
      loading="lazy"
      decoding="async"
    />
  );
  return logo.avifSrcSet ? (
    <picture>
      <source type="image/avif" srcSet={logo.avifSrcSet} />
      {img}
    </picture>
  ) : (
    img
  );
}

/** A client's placeholder logo: a sector glyph and the name as a wordmark, until real logos arrive. */
export function ClientLogo({ name, glyph, style, logo }: Client): ReactNode {
  if (logo)
    return (
      <span className={styles['mark']}>
        <UploadedLogo logo={logo} />
      </span>
    );
  return (
    <span className={styles['mark']} data-style={style} role="img" aria-label={name}>
      <svg
        viewBox={glyph.viewBox}
        width="22"
        height="22"
        aria-hidden="true"
        focusable="false"
        dangerouslySetInnerHTML={{ __html: glyph.body }}
      />
      <span className={styles['word']} aria-hidden="true">
        {name}
      </span>
    </span>
  );
}
