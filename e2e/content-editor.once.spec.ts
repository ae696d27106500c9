/**
 * The content editor at /admin (docs/editing-content.md): it opens on the repository's own
 * content, and a save changes exactly the lines edited: the change the edited copy of the site is
 * built with, whose pages show the new words (content-build.copy.spec.ts). (Desktop only: the
 * editor is a tool for the marketing team's computers.)
 */
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { contentSources } from '../src/content/sources';
import { slugOf } from '../src/lib/content/pageSlug';
import {
  changedLines,
  collectionsOf,
  editorConfigOf,
  filesIn,
  folderLabel,
  openCollection,
  openEditor,
  openEntry,
  placeOf,
  repositoryFiles,
  savedFile,
  savedFileWith,
} from './support/contentEditor';
import { editedModule, editedModuleFile, editorSave } from './support/editedSite';
import { caseStudies, modules, nth, suites } from '../src/test/siteContent';

const roomBooking = editedModuleFile;
/** Leaves an entry for the list of collections, discarding what was not saved. */
async function leaveEntry(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cancel Editing' }).click();
  // Asked whether to throw away what was not saved: yes.
  const discard = page.getByRole('dialog').getByRole('button', { name: /discard|leave|ok|yes/i });
  if (await discard.isVisible().catch(() => false)) await discard.click();
  await expect(page.getByRole('treeitem').first()).toBeVisible();
}

/** The module that file is the page of. */
const roomBookingPage = editedModule;
const testimonials = contentSources.testimonials.file;

test.describe('the content editor', () => {
  test('is for editors only: not indexed, not in the sitemap, and no public page loads its code', async ({ page, request }) => {
    const admin = await request.get('/admin');
    expect(admin.status()).toBe(200);
    const html = await admin.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const editorScripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
    expect(editorScripts.length).toBeGreaterThan(0);
    expect(await (await request.get('/sitemap-0.xml')).text()).not.toContain('/admin');

    const loaded: string[] = [];
    page.on('request', (sent) => loaded.push(new URL(sent.url()).pathname));
    for (const path of ['/', nth(modules, 0).path, '/form']) await page.goto(path, { waitUntil: 'networkidle' });
    expect(loaded.filter((path) => editorScripts.includes(path))).toEqual([]);
  });

  // The editor's start-up is most of each test's time: one editor, opened once, for the tests below,
  // in order; each ends back at the list of collections.
  test.describe('opened once', () => {
    test.describe.configure({ mode: 'serial' });
    let page: Page;
    const errors: string[] = [];

    test.beforeAll(async ({ browser }, testInfo) => {
      test.setTimeout(60_000);
      const { baseURL = '', viewport } = testInfo.project.use;
      page = await (await browser.newContext({ baseURL, ...(viewport ? { viewport } : {}) })).newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      // Sveltia warns, and goes on without it, when an option of the configuration is not one it reads.
      page.on('console', (message) => {
        if (message.type() === 'warning' && /configuration/i.test(message.text())) errors.push(message.text());
      });
      await openEditor(page);
    });
    test.afterAll(async () => {
      await page.context().close();
    });

    test('opens every collection of the repository’s content without an error', async () => {
      // One collection after another, each a few seconds of the editor's work: 28 s alone for the 17
      // there are now, past Playwright's 30 s default on a loaded machine.
      test.setTimeout(90_000);
      for (const { label } of collectionsOf(await editorConfigOf(page))) await openCollection(page, label);
      expect(errors).toEqual([]);
    });

    test('previews an entry in the site’s own type: its name as the page’s title, in the site’s font', async () => {
      const site = await page.context().newPage();
      await site.goto(roomBookingPage.path);
      const title = site.getByRole('heading', { level: 1 });
      const onTheSite = await title.evaluate((heading) => {
        const style = getComputedStyle(heading);
        return { color: style.color, weight: style.fontWeight };
      });
      await site.close();
      await openCollection(page, folderLabel(await editorConfigOf(page), contentSources.modules.folder));
      await openEntry(page, roomBookingPage.name);
      const preview = page.frameLocator('iframe[title]').locator('body');
      const name = preview.getByText(roomBookingPage.name, { exact: true });
      await expect(name).toBeVisible();
      const inThePreview = await name.evaluate(async (value) => {
        const style = getComputedStyle(value);
        const family = style.fontFamily.split(',')[0]?.trim() ?? '';
        // The faces of the family the name is set in, fetched from the site's own files.
        const faces = await document.fonts.load(`${style.fontWeight} 16px ${family}`).catch(() => []);
        return { color: style.color, weight: style.fontWeight, loaded: faces.length > 0 };
      });
      expect(inThePreview).toEqual({ ...onTheSite, loaded: true });
      await leaveEntry(page);
    });

    // The edited copy of the site carries this same change, and content-build.copy.spec.ts checks that
    // its build shows the tagline and the quote: so the site built from these saved files shows them.
    test('saves a tagline and a testimonial’s quote as those lines alone, the change the edited copy builds', async () => {
      test.setTimeout(120_000);
      const { tagline, quote } = editorSave;
      const config = await editorConfigOf(page);

      await openCollection(page, folderLabel(config, contentSources.modules.folder));
      await openEntry(page, roomBookingPage.name);
      await page.getByRole('textbox', { name: 'Tagline' }).first().fill(tagline);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Entry saved.')).toBeVisible();

      const testimonialsPlace = placeOf(config, testimonials);
      await openCollection(page, testimonialsPlace.collection);
      await openEntry(page, testimonialsPlace.entry);
      await page.getByRole('textbox', { name: 'Text' }).first().fill(quote);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Entry saved.')).toBeVisible();

      const original = repositoryFiles();
      const saved = {
        [roomBooking]: await savedFileWith(page, roomBooking, tagline),
        [testimonials]: await savedFileWith(page, testimonials, quote),
      };
      const was = parse(original[testimonials] ?? '') as { text: string }[];
      expect(changedLines(original[roomBooking] ?? '', saved[roomBooking] ?? '')).toEqual([
        [`tagline: ${parse(original[roomBooking] ?? '').tagline}`, `tagline: ${tagline}`],
      ]);
      // The first quote's line, and no other: the same line with the new words.
      const quoteLines = changedLines(original[testimonials] ?? '', saved[testimonials] ?? '');
      expect(quoteLines).toHaveLength(1);
      expect(quoteLines[0]?.[0]).toMatch(new RegExp(`^ +text: ${RegExp.escape(was[0]?.text ?? '')}$`));
      expect(quoteLines[0]?.[1]).toBe(quoteLines[0]?.[0]?.replace(was[0]?.text ?? '', quote));
    });

    test('refuses to save an emptied required field, naming it', async () => {
      await openCollection(page, folderLabel(await editorConfigOf(page), contentSources.modules.folder));
      await openEntry(page, roomBookingPage.name);
      const before = await savedFile(page, roomBooking);
      await page.getByRole('textbox', { name: 'Tagline' }).first().fill('');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('textbox', { name: 'Tagline' }).first()).toHaveAttribute('aria-invalid', 'true');
      await page.getByRole('button', { name: 'Show Errors' }).click();
      await expect(page.getByText('Tagline', { exact: true }).last()).toBeVisible();
      expect(await savedFile(page, roomBooking)).toBe(before);
      await leaveEntry(page);
    });

    test('offers a new case study the web address made from its title, and refuses one the site already has', async () => {
      const title = 'Café & Bar Story';
      const config = await editorConfigOf(page);
      const caseStudies = collectionsOf(config).find((editor) => 'folder' in editor && editor.folder === contentSources.caseStudies.folder);
      if (!caseStudies || !('slug' in caseStudies)) throw new Error('The editor has no case studies');
      await openCollection(page, caseStudies.label);
      await page.getByRole('button', { name: 'New' }).first().click();
      const titleBox = page.getByRole('textbox', { name: 'Title' }).first();
      // The new entry's form is drawn twice while it opens; typing into the first one is lost.
      await expect(async () => {
        await titleBox.fill(title);
        await expect(titleBox).toHaveValue(title, { timeout: 1_000 });
      }).toPass();

      await page.getByRole('radio', { name: 'Slug' }).click();
      await expect(page.getByText(caseStudies.slug.hint)).toBeVisible();
      await page.getByRole('button', { name: 'Edit Slug' }).click();
      const address = page.getByRole('textbox', { name: 'Slug' });
      await expect(address).toHaveValue(slugOf(title));

      await address.fill('form');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(caseStudies.slug.pattern[1])).toBeVisible();
      await expect(savedFile(page, `${contentSources.caseStudies.folder}/form.yaml`)).rejects.toThrow();
      await leaveEntry(page);
    });

    test('keeps a renamed suite’s old name under its former names when it is saved', async () => {
      const { name, path } = nth(suites, 0);
      const file = `${contentSources.suites.folder}${path}.yaml`;
      await openCollection(page, folderLabel(await editorConfigOf(page), contentSources.suites.folder));
      await openEntry(page, name);
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Plus`);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Entry saved.')).toBeVisible();
      const saved = parse(await savedFileWith(page, file, `${name} Plus`)) as { name: string; formerNames?: string[] };
      expect(saved).toMatchObject({ name: `${name} Plus`, formerNames: [name] });
    });

    test('refuses to save a duplicate under the title it copied, and leaves no file once it is discarded', async () => {
      const { title } = nth(caseStudies, 0);
      const folder = contentSources.caseStudies.folder;
      const before = await filesIn(page, folder);
      await openCollection(page, folderLabel(await editorConfigOf(page), folder));
      await openEntry(page, title);
      await page.getByRole('button', { name: 'Show Editor Options' }).click();
      await page.getByRole('menuitem', { name: 'Duplicate' }).click();
      await expect(page.getByText('Entry duplicated as a new draft.')).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      const refusal = page.getByRole('alertdialog');
      await expect(refusal).toContainText(`Another case study is already called "${title}"`);
      await refusal.getByRole('button', { name: 'OK' }).click();
      await leaveEntry(page);
      expect(await filesIn(page, folder)).toEqual(before);
    });
  });
});
