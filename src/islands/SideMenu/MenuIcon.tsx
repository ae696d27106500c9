import type { ReactNode } from 'react';
import type { IconSvg } from '../../lib/icons/iconSvg';

/** A build-time lucide icon inside an island; its markup comes from the icon package, never from a visitor. */
export function MenuIcon({ icon, size = 20 }: { icon: IconSvg; size?: number }): ReactNode {
  return (
    <svg
      viewBox={icon.viewBox}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
