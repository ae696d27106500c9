import { countOf, countWordPattern } from './countWords';
import type { SiteCounts } from './filledWords';

/** A module, suite or case study, by the names the site's words may call it. */
export interface NamedPage {
  /** "module", "suite" or "case study". */
  kind: string;
  /** Its name (a case study's title), as the editor lists it. */
  name: string;
  /** The names it had before a rename (its Former names). */
  formerNames: readonly string[];
  /** Shorter names the site's words use for it ("food cost"): they count once it is retired. */
  alsoCalled: readonly string[];
  retired: boolean;
}

/** One text a visitor reads, with where the editor shows it. */
export interface ShownText {
  /** The entry, as the editor names it: "Suites › Vanilla Suite", "Pages › Home page". */
  page: string;
  /** The field, as the editor labels it: "Search and sharing: Title", "Overview, paragraph 2". */
  field: string;
  text: string;
  /** Words its entry says on purpose (its Names kept on purpose). */
  kept: readonly string[];
}

/** Words that are no longer true, where they are and why. */
export interface StaleMention {
  page: string;
  field: string;
  words: string;
  /** Why, in a sentence that ends in what to do. */
  why: string;
}

const letter = '[\\p{L}\\p{N}]';
const notLetter = '[^\\p{L}\\p{N}]';

/**
 * The words of a name as text may write them: any case, "&" or "and", with or without the commas and
 * brackets between ("User, Store & Inventory" finds "User Store and Inventory").
 */
function namePattern(name: string): RegExp | undefined {
  const words = name.split(new RegExp(`${notLetter}+`, 'u')).filter((word) => word !== '' && word.toLowerCase() !== 'and');
  if (words.length === 0) return undefined;
  const between = `${notLetter}+(?:and${notLetter}+)?`;
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<!${letter})${escaped.join(between)}(?!${letter})`, 'giu');
}

/** A name's words folded, to tell two spellings of one name apart from two names. */
const folded = (words: string): string =>
  words
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && word !== 'and')
    .join(' ');

interface Span {
  start: number;
  end: number;
}

function spans(pattern: RegExp | undefined, text: string): (Span & { words: string })[] {
  if (!pattern) return [];
  return [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length, words: match[0] }));
}

const inside = (inner: Span, outer: Span): boolean => inner.start >= outer.start && inner.end <= outer.end;

/** What the site calls each kind it counts, as text writes it, with the count the site has of it. */
const countedKinds = (counts: SiteCounts): [RegExp, number, string][] => [
  [/^modules$/i, counts.modules, 'modules'],
  [/^suites$/i, counts.suites, 'suites'],
  [/^(?:stories|case studies)$/i, counts.stories, 'case studies'],
];

/** "ten modules", "Ten Modules", "ten hospitality ERP modules": a count of two or more, a few words, the kind. */
const countPattern = new RegExp(
  `(?<!${letter})(${countWordPattern})((?:\\s+[\\p{L}&-]+){0,3}?)\\s+(modules|suites|stories|case studies)(?!${letter})`,
  'giu',
);

/**
 * Names a stale mention can be: a retired page's, or a page's former name. (A former name that a page
 * in service has now is never found: words inside a name in service are that page's.)
 */
function staleNames(pages: readonly NamedPage[]): { pattern: RegExp | undefined; why: string }[] {
  return pages.flatMap((page) => {
    if (page.retired)
      return [page.name, ...page.formerNames, ...page.alsoCalled].map((name) => ({
        pattern: namePattern(name),
        why: `It names the ${page.kind} ${page.name}, which is retired: reword it, or list the words under Names kept on purpose.`,
      }));
    return page.formerNames.map((name) => ({
      pattern: namePattern(name),
      why: `It is the former name of the ${page.kind} ${page.name}: use its name, or list the words under Names kept on purpose.`,
    }));
  });
}

/**
 * Every place where the site's words are no longer true: a text that names a retired module, suite
 * or case study (by its name, a former name or a name it is also called), a page by a name it no
 * longer has, or a count of modules, suites or case studies written out ("ten modules") that is not
 * the count the site has. Words inside the name of a page in service are that page's (a retired
 * module "Inventory" is not named by "Inventory Suite"), and words an entry keeps on purpose are
 * left alone. A count that follows the content is written as a placeholder, which this never sees.
 */
export function staleMentions(texts: readonly ShownText[], pages: readonly NamedPage[], counts: SiteCounts): StaleMention[] {
  const names = staleNames(pages);
  const current = pages.filter((page) => !page.retired).flatMap((page) => [page.name, ...page.alsoCalled].map(namePattern));
  return texts.flatMap(({ page, field, text, kept }) => {
    const own = current.flatMap((pattern) => spans(pattern, text));
    const found: (Span & { words: string; why: string })[] = [];
    for (const { pattern, why } of names)
      for (const span of spans(pattern, text))
        if (!own.some((name) => inside(span, name)) && !found.some((other) => inside(span, other))) found.push({ ...span, why });
    for (const match of text.matchAll(countPattern)) {
      const [words = '', count = '', , kind = ''] = match;
      const [, has, called] = countedKinds(counts).find(([pattern]) => pattern.test(kind)) ?? [];
      const said = countOf(count);
      if (has === undefined || said === undefined || said < 2 || said === has) continue;
      found.push({
        start: match.index,
        end: match.index + words.length,
        words,
        why: `It counts ${said} ${called}, but the site has ${has}: write the count as its placeholder where the field takes one, reword it, or list the words under Names kept on purpose.`,
      });
    }
    const keptWords = kept.map(folded);
    return found
      .filter(({ words }) => !keptWords.some((keptWord) => keptWord.includes(folded(words))))
      .sort((a, b) => a.start - b.start)
      .map(({ words, why }) => ({ page, field, words, why }));
  });
}
