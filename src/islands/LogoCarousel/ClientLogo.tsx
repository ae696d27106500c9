import type { ReactNode } from 'react';
import type { IconSvg } from '../../lib/icons/iconSvg';
import styles from './ClientLogo.module.scss';

export interface Client {
  name: string;
  /** The sector's glyph, drawn beside the name. */
  glyph: IconSvg;
  /** One of three wordmark styles, so the strip reads as a row of different brands. */
  style: 0 | 1 | 2;
}

/** A client's placeholder logo: a sector glyph and the name as a wordmark, until real logos arrive. */
export function ClientLogo({ name, glyph, style }: Client): ReactNode {
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
