/**
 * What a marketer's edit does to the built site (docs/editing-content.md), on the edited copy
 * (e2e/support/editedSite.ts): a save in the editor shows on every page that carries it, copy written
 * in Markdown shows its marks, and an entry the schema refuses stops the build with the file and the
 * field named, so it never goes live. (That the editor saves exactly these lines:
 * content-editor.once.spec.ts.)
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { contentSources } from '../src/content/sources';
import { builtPage, refusalOf } from './support/buildCopy';
import { showBuilt } from './support/servedCopy';
import { editedDist, editedModule, editorSave, markdownEdit } from './support/editedSite';
import { ui } from '../src/test/siteContent';

test.describe('a content edit, built', () => {
  test('an editor’s save shows its tagline on the module’s page and its quote wherever the testimonials are', () => {
    expect(builtPage(editedDist, editedModule.path)).toContain(editorSave.tagline);
    expect(builtPage(editedDist, '/')).toContain(editorSave.quote);
    expect(builtPage(editedDist, '/form')).toContain(editorSave.quote);
  });

  test('shows an FAQ answer’s list and link and a paragraph’s bold and link, and never raw HTML', async ({ page }) => {
    await showBuilt(page, builtPage(editedDist, editedModule.path));
    const faq = page.getByRole('region', { name: ui.module.faq });
    await faq.locator('summary').first().click();
    const item = faq.getByRole('group').first();
    await expect(item.getByRole('listitem')).toHaveText(['your booking engine', 'the channels']);
    await expect(item.getByRole('strong')).toHaveText('booking engine');
    await expect(item.getByRole('link', { name: 'the pricing' })).toHaveAttribute('href', '/form');
    await expect(item).toContainText('or <b>call</b>.');

    await showBuilt(page, builtPage(editedDist, '/club-suite'));
    const overview = page.getByRole('paragraph').filter({ hasText: markdownEdit.paragraph.replace(/\*\*/g, '').split(',')[0] ?? '' });
    await expect(overview.getByRole('strong')).toHaveText('every');
    await expect(overview.getByRole('link', { name: 'the demo' })).toHaveAttribute('href', '/form');
  });
});

// What each field refuses is the schema's, unit-tested without a build (src/schemas/*.test.ts,
// src/lib/pictures/readPicture.test.ts); this is the build stopping on one, and saying where.
test('a content edit the schema refuses stops the build, naming the file and the field', () => {
  test.setTimeout(120_000);
  const uiFile = contentSources.ui.file;
  const broken = readFileSync(uiFile, 'utf8').replace(/^(\s+copyright: ).*$/m, '$1© All rights reserved.');
  expect(broken).not.toBe(readFileSync(uiFile, 'utf8'));
  const refusal = refusalOf({ [uiFile]: broken });
  expect(refusal).toContain('footer.copyright: Keep {year}, {name}: the site fills them in.');
  expect(refusal).toContain(`${uiFile}:`);
});
