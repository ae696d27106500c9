import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// axe-core runs in the page itself, put there once per page and run as often as the test asks:
// @axe-core/playwright's builder injected it again and opened a second page for every run
// (1.1 to 1.6 s a run on two cores; this takes 0.4 to 0.5 s).
const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The WCAG 2.0 to 2.2 A and AA rules and axe's best practices, plus the Label in Name check (WCAG
 * 2.5.3), which axe still marks experimental and leaves out unless asked. Only violations are
 * reported back; the site has no frames of its own (the video's player is another origin's).
 */
const options: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
  iframes: false,
};

type WithAxe = Window & { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/** Runs axe on the page as it is now; fails with a readable list of what it found. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(source);
  const found = await page.evaluate(async (options) => {
    const axe = (window as WithAxe).axe;
    if (axe === undefined) return ['axe-core did not load in the page'];
    const { violations } = await axe.run(document, options);
    return violations.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  }, options);
  expect(found).toEqual([]);
}
