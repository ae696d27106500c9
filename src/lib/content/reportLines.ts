import type { ContentMistake } from './contentReport';
import type { StaleMention } from './staleMentions';

/** Where a finding is, as the editor shows it: "Suites › Vanilla Suite › Search and sharing: Title". */
export const placeOf = ({ page, field }: { page: string | undefined; field: string | undefined }): string =>
  [page, field].filter((part) => part !== undefined && part !== '').join(' › ');

/** A mistake on one line: where it is, then what to do. */
export function mistakeLine(mistake: ContentMistake): string {
  const place = placeOf(mistake);
  return place ? `${place}: ${mistake.message}` : mistake.message;
}

/** A stale mention on one line: where it is, the words, then why and what to do. */
export function staleLine(mention: StaleMention): string {
  return `${placeOf(mention)} says "${mention.words}". ${mention.why}`;
}
