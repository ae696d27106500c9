// ESLint 10 flat config. Not type-checked: the plugins' published types lag ESLint 10's.
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import boundaries from 'eslint-plugin-boundaries';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** What each layer may import (docs/layers.md): its own folder and those below it. */
const layerImports = {
  pages: ['pages', 'layouts', 'components', 'islands', 'build', 'browser', 'lib', 'content', 'schemas', 'assets'],
  layouts: ['layouts', 'components', 'islands', 'build', 'browser', 'lib', 'content', 'schemas', 'assets'],
  components: ['components', 'islands', 'build', 'browser', 'lib', 'content', 'schemas', 'assets'],
  islands: ['islands', 'browser', 'lib', 'content', 'schemas', 'assets'],
  integrations: ['integrations', 'build', 'browser', 'lib', 'content', 'schemas', 'assets'],
  build: ['build', 'lib', 'content', 'schemas', 'assets'],
  browser: ['browser', 'lib', 'content', 'schemas'],
  worker: ['worker', 'lib', 'content', 'schemas'],
  lib: ['lib', 'content', 'schemas', 'assets'],
  content: ['content', 'schemas'],
  schemas: ['schemas'],
};

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.wrangler/', 'node_modules/', 'test-results/', 'playwright-report/', 'screenshots/', 'bench/'] },
  ...tseslint.configs.strict,
  ...astro.configs.recommended,
  // eslint-plugin-astro's a11y presets load eslint-plugin-jsx-a11y, which does not run on ESLint 10;
  // jsx-a11y-x covers the React islands, and axe checks every rendered page in the e2e suite.
  {
    // The islands and their hooks (useX.ts), wherever React code lives.
    files: ['src/**/*.tsx', 'src/**/use*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'jsx-a11y-x': jsxA11y },
    rules: jsxA11y.configs.strict.rules,
  },
  // The layers (docs/layers.md) as a rule: a file imports only from the folders its layer may use
  // (layers below it, and its own), .astro files included. Tests, test kits and src/test may reach
  // any layer they test, and no other file may reach src/test. The files at src/'s root
  // (site.config.ts, urls.ts, content.config.ts) are settings any layer reads; packages are not layers.
  {
    files: ['src/**/*.{ts,tsx,astro,mjs}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*TestKit.{ts,tsx}', 'src/test/**', 'src/worker/test/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { alwaysTryTypes: true }, node: true },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        { type: 'pages', pattern: 'src/pages' },
        { type: 'layouts', pattern: 'src/layouts' },
        { type: 'components', pattern: 'src/components' },
        { type: 'islands', pattern: 'src/islands' },
        { type: 'integrations', pattern: 'src/integrations' },
        { type: 'build', pattern: 'src/build' },
        { type: 'browser', pattern: 'src/browser' },
        { type: 'worker', pattern: 'src/worker' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'content', pattern: 'src/content' },
        { type: 'schemas', pattern: 'src/schemas' },
        { type: 'assets', pattern: ['src/assets', 'src/styles'] },
        { type: 'testSupport', pattern: 'src/test' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'A file in {{from.type}} may not import from {{to.type}}: layers import downwards only (docs/layers.md)',
          policies: Object.entries(layerImports).map(([layer, below]) => ({
            from: { element: { type: layer } },
            allow: { to: { element: { types: { anyOf: below } } } },
          })),
        },
      ],
    },
  },
  {
    // src/lib/ is pure: the Worker, the build and the browser all import it, so it reaches for no
    // runtime (docs/layers.md). Types from Astro may flow in; code that runs on one runtime lives
    // in src/browser/ or src/build/.
    files: ['src/lib/**/*.ts'],
    ignores: ['src/lib/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'astro:*', 'sharp', 'fs', 'path'],
              allowTypeImports: true,
              message: 'src/lib/ is pure: Node and Astro code goes in src/build/.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'fetch', 'BroadcastChannel'].map((name) => ({
          name,
          message: 'src/lib/ is pure: code that reaches the browser goes in src/browser/.',
        })),
      ],
    },
  },
  {
    // No import runs in a circle, .astro files included: a layer's files import each other one way.
    files: ['src/**/*.{ts,tsx,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.astro', '.mjs', '.js'] })],
      'import-x/parsers': { 'astro-eslint-parser': ['.astro'], '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.astro', '.mjs', '.js'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
