import { iconSvg } from '../../lib/icons/iconSvg.ts';
import { img, type Style } from './elements.ts';

const dataUri = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** A lucide icon drawn in one colour, as the site's Icon component draws it. */
export function icon(name: string, size: number, colour: string, style: Style = {}) {
  const { viewBox, body } = iconSvg(name);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${size}" height="${size}" color="${colour}">${body.replaceAll('currentColor', colour)}</svg>`;
  return img(dataUri(svg), size, size, style);
}

/** An SVG file's text as a picture. */
export const svgPicture = (svg: string, size: number, style: Style = {}) => img(dataUri(svg), size, size, style);
