/**
 * An SVG as a `data:` URL, so a page can carry a small image instead of requesting it. Only the
 * characters a URL cannot hold are escaped; whitespace between tags is dropped.
 */
export function svgDataUri(svg: string): string {
  const compact = svg.trim().replace(/>\s+</g, '><');
  return `data:image/svg+xml,${encodeURIComponent(compact)}`;
}
