import type { FontData } from 'astro:assets';

/** The family name the preview pane's faces are declared under (its own frame sees no page's fonts). */
export const previewFamily = 'Site Sans';

/**
 * The site font's faces as `@font-face` rules for the editor's preview pane, which is a frame of its
 * own: the fonts the /admin page loads do not reach it. The files are the site's own (`fontData`),
 * so nothing is fetched from elsewhere. Sets `--font-sans` to them for the preview's sheet.
 */
export function previewFaces(faces: readonly FontData[]): string {
  const rules = faces.map((face) => {
    const sources = face.src.map(({ url, format }) => `url(${JSON.stringify(url)})${format ? ` format(${JSON.stringify(format)})` : ''}`);
    const descriptors = [
      `font-family: ${JSON.stringify(previewFamily)}`,
      `src: ${sources.join(', ')}`,
      face.weight ? `font-weight: ${face.weight}` : '',
      face.style ? `font-style: ${face.style}` : '',
      'font-display: swap',
    ].filter(Boolean);
    return `@font-face { ${descriptors.join('; ')}; }`;
  });
  return [...rules, `:root { --font-sans: ${JSON.stringify(previewFamily)}; }`].join('\n');
}
