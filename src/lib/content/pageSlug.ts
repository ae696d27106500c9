import { fixedPaths } from '../routes';
import { pagePath } from '../../urls';

/** The shape of every page's URL name: lower-case ASCII letters and digits in words joined by hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Letters NFD does not take apart into a plain letter and its accents. */
const ligatures: Readonly<Record<string, string>> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i' };

/**
 * The URL name made from an entry's name, as the content editor makes it when the entry is
 * created (its global slug options in src/lib/cms/editorConfig.ts): accents dropped, lower case,
 * every run of other characters one hyphen. "Café & Bar Suite" → "cafe-bar-suite".
 */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[ßæœøđłþðı]/g, (letter) => ligatures[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A page the site already has at the root: one of its own, or another module, suite or case study. */
export interface TakenPage {
  /** "module", "suite", "case study", or "page" for the site's own pages and aliases. */
  kind: string;
  id: string;
}

/** The site's own pages and aliases, as taken URL names. */
export const fixedPages: readonly TakenPage[] = fixedPaths.map((path) => ({ kind: 'page', id: path.slice(1) }));

/**
 * Why a URL name cannot be a new page's, or undefined when it can: it must have the site's URL
 * shape and be free (no page of the site's own, no alias, no other entry at it).
 */
export function slugRefusal(slug: string, taken: readonly TakenPage[]): string | undefined {
  if (!slugPattern.test(slug))
    return `"${slug}" cannot be a page's address: use lower-case letters (a to z), digits and single hyphens between words.`;
  const owner = [...fixedPages, ...taken].find((page) => page.id === slug);
  if (!owner) return undefined;
  const who = owner.kind === 'page' ? "one of the site's own pages" : `the ${owner.kind} "${owner.id}"`;
  return `The address ${pagePath(slug)} is already ${who}: choose another.`;
}
