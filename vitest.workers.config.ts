/**
 * The Worker's tests (src/worker/*.test.ts), inside workerd, with the bindings of wrangler.jsonc
 * emulated by Miniflare: D1 (the migrations applied by src/worker/test/applyMigrations.ts), the
 * queue, the limit per sender, the e-mail binding and the static assets. `npm test` runs them as
 * its `worker` group; the unit tests' vitest.config.ts leaves src/worker out.
 */
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { writeFormCountries } from './scripts/formCountries.ts';

/**
 * A content file imported by the Worker is its text, as wrangler.jsonc's `rules` (type Text) make
 * it when wrangler bundles the Worker; vite, which bundles the tests, needs the same said here.
 */
const yamlAsText: Plugin = {
  name: 'yaml-as-text',
  enforce: 'pre',
  transform(source, id) {
    return id.endsWith('.yaml') ? { code: `export default ${JSON.stringify(source)};`, map: null } : undefined;
  },
};

// As wrangler's build command does before it bundles the Worker.
writeFormCountries();
const migrations = await readD1Migrations(fileURLToPath(new URL('./src/worker/migrations', import.meta.url)));

export default defineConfig({
  plugins: [
    yamlAsText,
    cloudflareTest({
      wrangler: { configPath: './wrangler.jsonc' },
      miniflare: {
        // The migrations, for the setup file to apply (Miniflare's D1 starts empty).
        bindings: { TEST_MIGRATIONS: migrations },
      },
    }),
  ],
  test: {
    include: ['src/worker/**/*.test.ts'],
    setupFiles: ['./src/worker/test/applyMigrations.ts'],
  },
});
