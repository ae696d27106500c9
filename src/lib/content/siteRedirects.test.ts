import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSources } from '../../content/sources';
import { redirects } from '../routes';
import { siteRedirects } from '../../build/content/siteRedirects';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A project folder with these module, suite and case-study files (YAML text by file name). */
function project(files: Partial<Record<'modules' | 'suites' | 'caseStudies', Record<string, string>>>): URL {
  root = mkdtempSync(join(tmpdir(), 'site-redirects-'));
  for (const collection of ['modules', 'suites', 'caseStudies'] as const) {
    const folder = join(root, contentSources[collection].folder);
    mkdirSync(folder, { recursive: true });
    for (const [name, text] of Object.entries(files[collection] ?? {})) writeFileSync(join(folder, name), text);
  }
  return pathToFileURL(`${root}/`);
}

describe('siteRedirects', () => {
  it('adds each retired page, read from its file as the editor writes it, to the old addresses', () => {
    const map = siteRedirects(
      project({
        modules: {
          'payroll.yaml': 'name: Payroll\nretired:\n  redirectTo:\n    kind: module\n    module: employee-suite\n',
          'room-booking.yaml': 'name: Room Booking\n',
        },
        suites: { 'old-suite.yaml': 'name: Old\nretired:\n  redirectTo:\n    kind: page\n    page: /compare-suites\n' },
        caseStudies: { 'old.yaml': 'title: Old\nretired:\n  redirectTo:\n    kind: case-study\n    caseStudy: iic\n' },
      }),
    );
    expect(map).toEqual({ ...redirects, '/payroll': '/employee-suite', '/old-suite': '/compare-suites', '/old': '/iic' });
  });

  it('leaves a retirement the schema refuses to the content layer, which names the field', () => {
    const map = siteRedirects(project({ modules: { 'payroll.yaml': 'retired:\n  redirectTo:\n    kind: page\n    page: /nowhere\n' } }));
    expect(map).toEqual(redirects);
  });
});
