/**
 * The local preview (`npm run cms`, `astro dev`) while a marketer edits beside it: it answers from
 * the content as saved, at once, and explains a mistake instead of failing (issue 68). Only a
 * running dev server shows this; what the page says is the content report's, unit-tested in
 * src/integrations/contentCheck/.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { contentSources } from '../src/content/sources';
import { modules, nth, suites } from '../src/test/siteContent';
import { retiredPage, retirementEdits } from './support/editedSite';
import { startPreviewCopy, type PreviewCopy } from './support/previewCopy';

/** A content file with `change` made to what it holds, as the editor would save it. */
const edited = (path: string, change: Record<string, unknown>): string =>
  stringify({ ...(parse(readFileSync(path, 'utf8')) as Record<string, unknown>), ...change });

test.describe('the local preview', () => {
  test.describe.configure({ mode: 'serial' });
  let preview: PreviewCopy;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    preview = await startPreviewCopy(4339);
  });
  test.afterAll(() => preview.stop());

  test('answers the address of a page retired since it started with a 301 to the page chosen for it', async ({ request }) => {
    preview.save(retirementEdits());
    const answer = () => request.get(`${preview.origin}/${retiredPage.id}`, { maxRedirects: 0 });
    await expect.poll(async () => (await answer()).status()).toBe(301);
    expect((await answer()).headers()['location']).toBe(retiredPage.to);
  });

  test('explains a mistake in place of every page, naming the entries and the field, and never covers the editor in another tab', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const editor = await browser.newPage();
    await editor.goto(`${preview.origin}/admin`);
    const page = await browser.newPage();
    // A module retired while suites still list it: the page would link to a page that is gone.
    const module = nth(modules, 0);
    const listing = suites.filter((suite) => suite.modules.includes(module.path));
    preview.save({
      [`${contentSources.modules.folder}${module.path}.yaml`]: edited(`${contentSources.modules.folder}${module.path}.yaml`, {
        retired: { redirectTo: { kind: 'page', page: '/' } },
      }),
    });
    await expect.poll(async () => (await page.goto(`${preview.origin}${nth(suites, 0).path}`))?.status()).toBe(503);
    const refusal = page.getByRole('listitem').filter({ hasText: `"${module.name}" is retired` });
    for (const suite of listing) await expect(refusal).toContainText(`"${suite.name}"`);

    // A field left empty: named by its entry and field, as the editor shows them.
    const { path, name } = nth(suites, 0);
    const file = `${contentSources.suites.folder}${path}.yaml`;
    preview.save({ [file]: edited(file, { tagline: '' }) });
    await expect
      .poll(async () => {
        await page.goto(`${preview.origin}/`);
        return page
          .getByRole('listitem')
          .filter({ hasText: `Suites › ${name} › Tagline` })
          .count();
      })
      .toBe(1);
    await expect(editor.locator('vite-error-overlay')).toHaveCount(0);
    await editor.close();
  });
});
