import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AstroIntegrationLogger } from 'astro';
import { canonicalPath } from '../../urls.ts';
import { refuseBuild } from '../refuseBuild.ts';
import {
  deadAddresses,
  deadAddressesRefusal,
  isPublishedPage,
  readPublished,
  withNewAddresses,
  writePublished,
} from './publishedAddresses.ts';

/**
 * No published address ever dies: after every build, each address in the committed list
 * (`list`, src/publishedAddresses.txt) must render one of the built `pages` or redirect, or the
 * build fails naming it and how to retire the page instead; the addresses this build publishes for
 * the first time are added to the list with today's date, to be committed with the change that
 * made them.
 */
export function checkPublished(
  list: URL,
  redirects: Readonly<Record<string, string>>,
  pages: readonly { pathname: string }[],
  logger: AstroIntegrationLogger,
): void {
  const built = pages.map(({ pathname }) => canonicalPath(`/${pathname}`)).filter((path) => isPublishedPage(path, redirects));
  const before = existsSync(list) ? readFileSync(list, 'utf8') : '';
  const published = readPublished(before);
  const dead = deadAddresses(published, new Set([...built, ...Object.keys(redirects)]));
  if (dead.length > 0) throw refuseBuild(deadAddressesRefusal(dead));
  const after = writePublished(withNewAddresses(published, built, new Date().toISOString().slice(0, 10)));
  if (after !== before) {
    writeFileSync(list, after);
    logger.info(`new addresses noted in ${list.pathname.split('/').slice(-2).join('/')}: commit it with them`);
  }
}
