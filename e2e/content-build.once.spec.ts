/**
 * What a marketer's edit does to the built site (docs/editing-content.md): copy written in Markdown
 * shows its marks, interface words and company facts reach every page, and an entry the schema
 * refuses stops the build with the file and the field named, so it never goes live.
 */
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { contentSources } from '../src/content/sources';
import { buildWith } from './support/buildCopy';
import { ui } from './support/siteContent';

const moduleFile = `${contentSources.modules.folder}/room-booking.yaml`;
const suiteFile = `${contentSources.suites.folder}/club-suite.yaml`;
type Yaml = Record<string, unknown> & { faq: { answer: string }[]; overview: string[] };

/** A content file with `change` made to what it holds, written back as YAML. */
function edited(path: string, change: (data: Yaml) => void): string {
  const data = parse(readFileSync(path, 'utf8')) as Yaml;
  change(data);
  return stringify(data);
}

/** Shows built HTML in the page (its scripts cannot load here; what is checked is the HTML itself). */
async function show(page: Page, html: string): Promise<void> {
  await page.route('**/*', (route) => route.abort());
  await page.setContent(html);
}

test.describe('a content edit, built', () => {
  test.describe.configure({ timeout: 120_000 });

  test('shows an FAQ answer’s list and link and a paragraph’s bold and link, and never raw HTML', async ({ page }) => {
    const answer = 'Three ways:\n\n- your **booking engine**\n- the channels\n\nSee [the pricing](/form) or <b>call</b>.';
    const paragraph = 'Members sign for **every** charge, see [the demo](/form).';
    const built = buildWith(
      {
        [moduleFile]: edited(moduleFile, (data) => void (data.faq[0] = { ...data.faq[0], answer })),
        [suiteFile]: edited(suiteFile, (data) => void (data.overview[0] = paragraph)),
      },
      ['/room-booking', '/club-suite'],
    );

    await show(page, built['/room-booking'] ?? '');
    const faq = page.getByRole('region', { name: ui.module.faq });
    await faq.locator('summary').first().click();
    const item = faq.getByRole('group').first();
    await expect(item.getByRole('listitem')).toHaveText(['your booking engine', 'the channels']);
    await expect(item.getByRole('strong')).toHaveText('booking engine');
    await expect(item.getByRole('link', { name: 'the pricing' })).toHaveAttribute('href', '/form');
    await expect(item).toContainText('or <b>call</b>.');

    await show(page, built['/club-suite'] ?? '');
    const overview = page.getByRole('paragraph').filter({ hasText: 'Members sign for every charge' });
    await expect(overview.getByRole('strong')).toHaveText('every');
    await expect(overview.getByRole('link', { name: 'the demo' })).toHaveAttribute('href', '/form');
  });

  test('refuses a template that lost its placeholder, naming the file and the field', () => {
    const uiFile = contentSources.ui.file;
    const broken = readFileSync(uiFile, 'utf8').replace(/^(\s+copyright: ).*$/m, '$1© All rights reserved.');
    expect(broken).not.toBe(readFileSync(uiFile, 'utf8'));
    const refusal = (() => {
      try {
        buildWith({ [uiFile]: broken }, ['/']);
        return 'built';
      } catch (error) {
        return stripVTControlCharacters(String(error));
      }
    })();
    expect(refusal).toContain('footer.copyright: Keep {year}, {name}: the site fills them in.');
    expect(refusal).toContain(`${uiFile}:`);
  });
});
