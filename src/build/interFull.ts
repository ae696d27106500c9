import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Inter with every glyph its author draws (the inter-ui package, variable in weight and optical
 * size), the source of the site's own subset: Fontsource's latin file lacks characters the content
 * uses, such as the rupee sign (U+20B9), which only its latin-ext file has.
 */
export const interFullFile = require.resolve('inter-ui/variable/InterVariable.woff2');

/**
 * The optical size the site's text is drawn at: Inter's default, the one Fontsource's weight-only
 * files are cut at, so the site's face and the rest of latin keep the same shapes and advances.
 */
export const textOpticalSize = 14;
