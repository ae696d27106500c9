import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Unit tests run outside Astro: its virtual content module is stood in for (src/test/astroContent.ts).
    alias: { 'astro:content': fileURLToPath(new URL('./src/test/astroContent.ts', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
