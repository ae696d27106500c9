const words = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
] as const;

/** A count as the site's words write it: "ten" up to twenty, digits beyond ("21"). */
export function inWords(count: number): string {
  return words[count] ?? String(count);
}

/** The count a word or figure spells ("Ten", "10"), or undefined for any other word. */
export function countOf(word: string): number | undefined {
  const index = words.indexOf(word.toLowerCase() as (typeof words)[number]);
  if (index >= 0) return index;
  return /^\d+$/.test(word) ? Number(word) : undefined;
}

/** Every count word (zero to twenty) as one regular-expression alternative, for finding them in text. */
export const countWordPattern = `(?:${words.join('|')}|\\d+)`;

/** The things the site counts, each by the placeholder that names it. */
export type Counted = Record<string, number>;

/**
 * The placeholders that give counts in words: `{modules}` is "ten", `{Modules}` "Ten" (for the start
 * of a sentence or a heading in title case). One pair per thing counted.
 */
export function countPlaceholders(counts: Counted): Record<string, string> {
  return Object.fromEntries(
    Object.entries(counts).flatMap(([name, count]) => {
      const word = inWords(count);
      const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
      return [
        [name, word],
        [capital(name), capital(word)],
      ];
    }),
  );
}
