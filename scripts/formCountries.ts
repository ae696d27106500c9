/**
 * Writes the contact form's country list for the Worker (src/worker/generated/countries.json),
 * as the site's build makes it for the page: countryOptions() on Node. The Worker cannot make it
 * itself: workerd's ICU names four regions otherwise than Node's ("Hong Kong" for "Hong Kong SAR
 * China", "Palestine" for "Palestinian Territories", …), and the Worker must accept every name
 * the page offers. wrangler.jsonc runs this before it bundles the Worker (`build.command`), and
 * vitest.workers.config.ts before the Worker's tests.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { countryOptions } from '../src/lib/contact/countries.ts';

export const countriesFile = fileURLToPath(new URL('../src/worker/generated/countries.json', import.meta.url));

/**
 * Written only when it changed: every `wrangler dev` watches the file it bundles, so a second
 * runtime's build (the tests start one per copy of the site) rewriting it unchanged would restart
 * the first, whose build would restart the second, for ever.
 */
export function writeFormCountries(): void {
  mkdirSync(fileURLToPath(new URL('../src/worker/generated/', import.meta.url)), { recursive: true });
  const countries = `${JSON.stringify(countryOptions())}\n`;
  if (!existsSync(countriesFile) || readFileSync(countriesFile, 'utf8') !== countries) writeFileSync(countriesFile, countries);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFormCountries();
