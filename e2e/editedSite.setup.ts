/**
 * Builds the copies of the site the `copy` project's specs read (e2e/support/editedSite.ts), once
 * each, while the other projects run.
 */
import { test as setup } from '@playwright/test';
import { buildEditedSite, buildGrownSite } from './support/editedSite';

setup.describe.configure({ timeout: 300_000 });

setup('the site with an editor’s save, Markdown in copy and uploaded pictures, built', () => {
  buildEditedSite();
});

setup('the site with a new module, suite and case study, built', () => {
  buildGrownSite();
});
