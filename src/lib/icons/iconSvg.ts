import { icons } from '@iconify-json/lucide';
import { getIconData, iconToSVG } from '@iconify/utils';

/** The parts of an inline `<svg>` for a lucide icon: its viewBox and inner markup. */
export interface IconSvg {
  viewBox: string;
  body: string;
}

/** Looks up a lucide icon; throws at build time for an unknown name so a typo never ships. */
export function iconSvg(name: string): IconSvg {
  const data = getIconData(icons, name);
  if (!data) throw new Error(`Unknown lucide icon: ${name}`);
  const { attributes, body } = iconToSVG(data);
  return { viewBox: attributes.viewBox, body };
}
