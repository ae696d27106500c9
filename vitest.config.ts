import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // Unit tests run outside Astro: its virtual content module is stood in for (src/test/astroContent.ts).
    alias: { 'astro:content': fileURLToPath(new URL('./src/test/astroContent.ts', import.meta.url)) },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // The Worker's tests run inside workerd: vitest.workers.config.ts.
    exclude: [...configDefaults.exclude, 'src/worker/**'],
    environment: 'node',
    // Files share their workers' modules and DOM instead of each starting afresh (28 s to 8 s);
    // so every test takes off what it puts on (vi.stubGlobal and vi.unstubAllGlobals, real timers
    // back, properties it defined deleted). \`npx vitest run --sequence.shuffle\` finds one that does not.
    isolate: false,
    // npm test runs the four checks side by side on two cores: the form's first render with every
    // country took 5.4 s there (0.95 s alone), past the 5 s default. A test that hangs still fails.
    testTimeout: 15_000,
  },
});
