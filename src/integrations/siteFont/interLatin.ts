import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Inter's latin subset from Fontsource (variable weight): every glyph a Western European name or text needs. */
export const interLatinFile = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
