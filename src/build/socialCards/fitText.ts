/**
 * Text laid out for a card before it is drawn: the largest size at which the words fit the box's
 * width in at most so many lines, and where each line breaks. The card draws each line as it is
 * given (never wrapping it again), so what this returns is what the card shows, and a test can
 * check it: nothing wider than the box, no more lines than the box holds.
 */

/** How wide `text` is at `size` pixels. */
export type MeasureAt = (text: string, size: number) => number;

export interface FitRule {
  /** The box's width in pixels. */
  width: number;
  /** The most lines the box holds. */
  maxLines: number;
  /** The sizes to try, largest first. */
  sizes: readonly number[];
  /** The line height, as a multiple of the size. */
  lineHeight: number;
  /** The most height the lines may take, in pixels. */
  maxHeight: number;
  /** Even out the lines' lengths (as CSS `text-wrap: balance`), for a heading. */
  balance?: boolean;
}

export interface Fitted {
  size: number;
  lines: string[];
}

/** A word wider than the line, cut into pieces that each fit (a long product code, a URL). */
function pieces(word: string, width: number, measure: (text: string) => number): string[] {
  if (measure(word) <= width) return [word];
  const parts: string[] = [];
  let part = '';
  for (const character of Array.from(word)) {
    if (part !== '' && measure(part + character) > width) {
      parts.push(part);
      part = '';
    }
    part += character;
  }
  return [...parts, part];
}

/** The words broken into lines no wider than `width`, greedily, as a browser breaks them. */
export function breakLines(text: string, width: number, measure: (text: string) => number): string[] {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word) => pieces(word, width, measure));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  return line === '' ? lines : [...lines, line];
}

/** The narrowest width (to a pixel) that keeps the same number of lines: lines of even length. */
function balanced(text: string, rule: FitRule, count: number, measure: (text: string) => number): string[] {
  let low = 1;
  let high = rule.width;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (breakLines(text, middle, measure).length <= count) high = middle;
    else low = middle;
  }
  return breakLines(text, high, measure);
}

/** `text` at the largest of the rule's sizes that fits; throws when none does (the schema's limits should make that impossible). */
export function fitText(text: string, rule: FitRule, measure: MeasureAt): Fitted {
  for (const size of rule.sizes) {
    const at = (words: string): number => measure(words, size);
    const lines = breakLines(text, rule.width, at);
    if (lines.length <= rule.maxLines && lines.length * size * rule.lineHeight <= rule.maxHeight)
      return { size, lines: rule.balance ? balanced(text, rule, lines.length, at) : lines };
  }
  throw new Error(`"${text}" does not fit ${rule.maxLines} lines of ${rule.width} px at ${rule.sizes.at(-1)} px: shorten it.`);
}
