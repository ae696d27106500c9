import type { PictureType } from '../../schemas/picture';

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));

/**
 * What a file is, from its first bytes: a renamed file is what it holds, not what its name says.
 * Undefined for anything the site does not show (GIF, TIFF, HEIC, a PDF, text).
 */
export function pictureType(head: Uint8Array): PictureType | undefined {
  if (head[0] === 0x89 && ascii(head, 1, 4) === 'PNG') return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(head, 8, 12))) return 'avif';
  // An SVG is text: an optional BOM, XML declaration, comments or doctype, then <svg.
  const text = new TextDecoder().decode(head).replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text)) return 'svg';
  return undefined;
}
