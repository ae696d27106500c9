import type { z } from 'astro/zod';

/** One refusal of a schema, as zod reports it. */
export type SchemaIssue = z.core.$ZodIssue;

/** The value at `path` in `data`, where there is one. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (typeof value === 'object' && value !== null ? Reflect.get(value, key) : undefined), data);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What to do about a schema's refusal, in a marketer's words: a length with the length found, a
 * missing value, a choice with its options. A rule the schema words itself (a pattern, a picture's
 * check) keeps its own message.
 */
export function fixOf(issue: SchemaIssue, data: unknown): string {
  const value = valueAt(data, issue.path);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return typeof value === 'string' && value.trim() === ''
          ? 'Fill this in: it is empty.'
          : `Write at least ${plural(Number(issue.minimum), 'character', 'characters')}${typeof value === 'string' ? `; this has ${value.length}` : ''}.`;
      if (issue.origin === 'array') return `Add at least ${plural(Number(issue.minimum), 'item', 'items')}.`;
      return `Use ${String(issue.minimum)} or more.`;
    case 'too_big':
      if (issue.origin === 'string')
        return `Shorten it to at most ${plural(Number(issue.maximum), 'character', 'characters')}${typeof value === 'string' ? `; this has ${value.length}` : ''}.`;
      if (issue.origin === 'array') return `Keep at most ${plural(Number(issue.maximum), 'item', 'items')}.`;
      return `Use ${String(issue.maximum)} or less.`;
    case 'invalid_type':
      return value === undefined ? 'Fill this in: it is missing.' : `This must be ${issue.expected === 'number' ? 'a number' : 'words'}.`;
    case 'invalid_value':
      return `Choose one of: ${issue.values.map(String).join(', ')}.`;
    case 'invalid_union':
      return 'Choose what kind it is, then fill in its fields.';
    default:
      return issue.message;
  }
}
