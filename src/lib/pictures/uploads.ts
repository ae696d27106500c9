import type { ImageMetadata } from 'astro';
import { uploadFolder } from '../../schemas/picture';

// Every picture in the upload folder, as the image pipeline imports it; only those a page uses
// are built into dist/. The pattern is a literal (import.meta.glob is read at build time), the
// folder of src/schemas/picture.ts.
const uploads = import.meta.glob<{ default: ImageMetadata }>('/src/assets/uploads/*.{avif,webp,png,jpg,jpeg,svg}', { eager: true });

/** An uploaded picture by the path content writes ("/src/assets/uploads/tape-chart.webp"). */
export function uploaded(path: string): ImageMetadata {
  const found = uploads[path];
  // The schema has already refused a missing file; this names a folder that drifted from it.
  if (!found) throw new Error(`${path} is not among the pictures in /${uploadFolder}`);
  return found.default;
}
