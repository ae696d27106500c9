import { matching } from './matching.ts';

/** "{a}, {b} and {c}". */
const listed = (names: readonly string[]): string => {
  const braced = names.map((name) => `{${name}}`);
  return braced.length < 2 ? (braced[0] ?? '') : `${braced.slice(0, -1).join(', ')} and ${braced.at(-1) ?? ''}`;
};

/**
 * A pattern's source for text in which braces hold only the given placeholders. Braces are escaped
 * inside the character class, so the editor may read it in any of JavaScript's regular-expression modes.
 */
export const onlyPlaceholders = (names: readonly string[]): string =>
  names.length === 0 ? '[^\\{\\}]*' : `(?:[^\\{\\}]|\\{(?:${names.join('|')})\\})*`;

/** What a person reads when a field holds a placeholder it does not take. */
export const placeholderRule = (names: readonly string[]): string =>
  `Braces hold only ${listed(names)} here, which the site fills in: write any other word without braces.`;

/**
 * Words that may hold some `{placeholders}` the site fills in (none required): the count of
 * modules, a suite's own name. Any other word in braces is refused, as the editor types and at
 * the build, with the placeholders this field does take.
 */
export const takes = (names: readonly string[]) => matching(new RegExp(`^${onlyPlaceholders(names)}$`), placeholderRule(names)).min(1);
