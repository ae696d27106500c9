/**
 * Pictures uploaded in the editor flow into their pages' social cards with no other step (issue 59):
 * in the edited copy's build, the module with a screenshot and the case study with a photo each
 * have a card unlike the project's own, described by the picture's alt text, within the budget.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtPage } from './support/buildCopy';
import { editedCaseStudy, editedDist, editedModule, pictureAlt } from './support/editedSite';
import { maxCardBytes } from '../src/lib/socialCards/socialCard';

const cardOf = (html: string): { path: string; alt: string } => ({
  path: new URL(/<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? 'http://none/').pathname,
  alt: (/<meta property="og:image:alt" content="([^"]+)"/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&'),
});

for (const { page, alt } of [
  { page: editedModule.path, alt: pictureAlt.hero },
  { page: editedCaseStudy.path, alt: pictureAlt.caseStudy },
]) {
  test(`${page}: the uploaded picture makes its own card, described by its alt text`, () => {
    const edited = cardOf(builtPage(editedDist, page));
    const own = cardOf(builtPage('dist', page));
    expect(edited.path).toBe(own.path);
    expect(edited.alt).toContain(alt);
    const png = readFileSync(join(editedDist, edited.path));
    expect(png.length).toBeLessThanOrEqual(maxCardBytes);
    expect(png.equals(readFileSync(join('dist', own.path))), 'the card changed with the picture').toBe(false);
  });
}
