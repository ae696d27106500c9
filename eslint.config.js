// ESLint 10 flat config. Not type-checked: the plugins' published types lag ESLint 10's.
import { defineConfig } from 'eslint/config';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

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
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
);
