import type { EditorConfig } from '../cms/editorConfig';
import { entryPlaces, fieldLabel, namedPages, shownTexts, type RawEntry } from '../cms/shownTexts';
import { redirects as oldAddresses } from '../routes';
import { contentProblems, type LoadedEntry } from './contentIntegrity';
import { fixOf, type SchemaIssue } from './issueWords';
import { retiredRedirects } from './retired';
import { staleMentions, type StaleMention } from './staleMentions';

/** A mistake that stops the build, in the editor's words: the entry, the field where there is one, and what to do. */
export interface ContentMistake {
  page: string | undefined;
  field: string | undefined;
  message: string;
}

/** An entry read through its schema: what it holds (references as `{ collection, id }`), or why the schema refuses it. */
export type ParsedEntry = { ok: true; data: unknown } | { ok: false; issues: readonly SchemaIssue[] };

/** What the build and the preview say of the content as it is now. */
export interface ContentReport {
  /** What stops the build: a field its schema refuses, an entry others include that is gone or retired, a taken address, a twin. */
  mistakes: ContentMistake[];
  /** Words that are no longer true (src/lib/content/staleMentions.ts): a warning, an error in the deploy build. */
  stale: StaleMention[];
  /** Every address that answers 301, and where to: the old spellings and the retired pages. */
  redirects: Record<string, string>;
}

const pageKinds = new Set(['modules', 'suites', 'caseStudies']);
const isRetired = (data: unknown): boolean => typeof data === 'object' && data !== null && Reflect.get(data, 'retired') !== undefined;

/**
 * The content judged as a whole, each finding named as the editor shows it: every entry through its
 * schema (`parse`), then, of those it accepts, the build's refusals (contentIntegrity.ts), the words
 * no longer true, and the redirects the site answers with.
 */
export function contentReport(entries: readonly RawEntry[], parse: (entry: RawEntry) => ParsedEntry, config: EditorConfig): ContentReport {
  const places = entryPlaces(config);
  const mistakes: ContentMistake[] = [];
  const loaded: LoadedEntry[] = [];
  for (const entry of entries) {
    const parsed = parse(entry);
    const place = places.get(entry.collection);
    // An entry its schema refuses still exists: what includes it is not told it is gone.
    loaded.push({ collection: entry.collection, id: entry.id, data: parsed.ok ? parsed.data : {} });
    if (!parsed.ok)
      for (const issue of parsed.issues)
        mistakes.push({
          page: place?.pageOf(entry),
          field: place ? fieldLabel(place.fields, issue.path) || undefined : undefined,
          message: fixOf(issue, entry.data),
        });
  }
  mistakes.push(...contentProblems(loaded).map((message) => ({ page: undefined, field: undefined, message })));
  const inService = (collection: string) => entries.filter((entry) => entry.collection === collection && !isRetired(entry.data)).length;
  const counts = { modules: inService('modules'), suites: inService('suites'), stories: inService('caseStudies') };
  return {
    mistakes,
    stale: staleMentions(shownTexts(entries, places), namedPages(entries, places), counts),
    redirects: { ...oldAddresses, ...retiredRedirects(loaded.filter((entry) => pageKinds.has(entry.collection))) },
  };
}
