import { describe, expect, it } from 'vitest';
import type { RawEntry } from '../../lib/cms/shownTexts';
import { contentReport } from '../../lib/content/contentReport';
import { redirects } from '../../lib/routes';
import { everyEntry } from '../../build/contentFiles';
import { editor, parseEntry, readContentReport } from './readContent';

const root = new URL('../../../', import.meta.url);
const { entries } = everyEntry(root);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const dataOf = (entry: RawEntry): Record<string, unknown> => (isRecord(entry.data) ? entry.data : {});
const find = (collection: string, id: string): RawEntry => {
  const found = entries.find((entry) => entry.collection === collection && entry.id === id);
  if (!found) throw new Error(`The content has no ${collection} ${id}: the test needs it.`);
  return found;
};

describe('the content as the build and the preview judge it', () => {
  it('has no mistake and says nothing that is no longer true today', () => {
    const report = readContentReport(root);
    expect(report.mistakes).toEqual([]);
    expect(report.stale).toEqual([]);
    expect(report.redirects).toEqual(redirects);
  });

  // The case (68): a module two suites list is retired, and a suite renamed, as in the editor.
  const retiredId = 'food-cost';
  const renamedId = 'frontdesk-suite';
  const retired = find('modules', retiredId);
  const renamed = find('suites', renamedId);
  const oldName = String(dataOf(renamed)['name']);
  const newName = 'Front Office Suite';
  const listsIt = (entry: RawEntry) =>
    Array.isArray(dataOf(entry)['modules']) && (dataOf(entry)['modules'] as unknown[]).includes(retiredId);
  const edited = entries.map((entry): RawEntry => {
    const data = dataOf(entry);
    if (entry === retired) return { ...entry, data: { retired: { redirectTo: { kind: 'page', page: '/' } }, ...data } };
    if (entry === renamed) return { ...entry, data: { ...data, name: newName, formerNames: [oldName] } };
    if (listsIt(entry)) return { ...entry, data: { ...data, modules: (data['modules'] as unknown[]).filter((id) => id !== retiredId) } };
    return entry;
  });

  it('lets the renamed suite’s page, the menus and home’s counts follow, and names every other place that is no longer true', () => {
    expect(entries.filter(listsIt).length).toBeGreaterThan(1);
    const report = contentReport(edited, parseEntry, editor());
    expect(report.mistakes).toEqual([]);
    expect(report.redirects).toMatchObject({ [`/${retiredId}`]: '/' });
    const pages = new Set(report.stale.map((mention) => mention.page));
    // The suite's own words hold {name}; the dropdowns and home's heading hold the counts.
    expect(pages).not.toContain(`Suites › ${newName}`);
    expect([...pages].filter((page) => page.startsWith('Words used on every page'))).toEqual([]);
    expect(report.stale).not.toContainEqual(expect.objectContaining({ page: 'Pages › Home page', field: 'Modules section: Heading' }));
    // What is left is named by page, field and words: home's intro says what the retired module is also called.
    const alsoCalled = (dataOf(retired)['alsoCalled'] as string[])[0] ?? '';
    expect(report.stale).toContainEqual(
      expect.objectContaining({
        page: 'Pages › Home page',
        field: 'Top of the page: Subheadline',
        words: expect.stringMatching(new RegExp(alsoCalled, 'i')),
      }),
    );
    for (const mention of report.stale) expect(mention.field).not.toBe('');
    if (process.env['SHOW_STALE']) console.log(report.stale.map((m) => `${m.page} | ${m.field} | ${m.words}`).join('\n'));
  });

  it('refuses the retirement while a suite still lists the module, naming the suite as the editor lists it', () => {
    const listing = entries.filter(listsIt);
    const halfway = edited.map(
      (entry) => listing.find((original) => original.collection === entry.collection && original.id === entry.id) ?? entry,
    );
    const [mistake] = contentReport(halfway, parseEntry, editor()).mistakes;
    expect(mistake?.message).toContain(`"${String(dataOf(retired)['name'])}" is retired`);
    for (const entry of listing) expect(mistake?.message).toContain(`"${String(dataOf(entry)['name'] ?? dataOf(entry)['title'])}"`);
  });

  it('names the entry and the field of a value its schema refuses, with the schema’s words', () => {
    const broken = entries.map((entry) => (entry === renamed ? { ...entry, data: { ...dataOf(entry), tagline: '' } } : entry));
    expect(contentReport(broken, parseEntry, editor()).mistakes).toEqual([
      { page: `Suites › ${oldName}`, field: 'Tagline', message: 'Fill this in: it is empty.' },
    ]);
  });
});
