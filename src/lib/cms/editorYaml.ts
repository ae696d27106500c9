import { stringify, type ToStringOptions } from 'yaml';
import type { EditorField } from './editorField';
import { isRecord } from '../isRecord';

/**
 * How the content editor writes YAML (Sveltia CMS's formatYAML, output.yaml left at its defaults):
 * two-space indents, indented lists, no folding of long lines, quotes only where YAML needs them.
 * The content files are kept in exactly this form, so a save changes only the lines edited.
 */
export const editorYamlOptions: ToStringOptions = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: 'PLAIN',
  defaultStringType: 'PLAIN',
  singleQuote: true,
};

/**
 * The fields of several kinds of one object merged as the editor orders their keys: each name where
 * it first appears, kind after kind, with the fields of a name that recurs (a screen's rows) merged
 * the same way. Sveltia writes an object of one kind in this order, not in its own kind's: a
 * payslip's row as label, tone, value because a calendar's row, the first kind, has a tone and no value.
 */
function mergedFields(kinds: readonly (readonly EditorField[])[]): EditorField[] {
  const merged: EditorField[] = [];
  for (const fields of kinds)
    for (const field of fields) {
      const index = merged.findIndex((known) => known.name === field.name);
      const known = merged[index];
      if (!known) merged.push(field);
      else if (known.fields && field.fields) merged[index] = { ...known, fields: mergedFields([known.fields, field.fields]) };
    }
  return merged;
}

/** The fields an object's keys are written in the order of: its own, or, for an object of several kinds, its kind's key and then all kinds' merged. */
function childFields(field: EditorField | undefined): readonly EditorField[] | undefined {
  if (!field) return undefined;
  if (field.fields) return field.fields;
  if (!field.types) return undefined;
  const kind: EditorField = { name: field.typeKey ?? 'type', label: '', widget: 'string' };
  return [kind, ...mergedFields(field.types.map((type) => type.fields))];
}

/**
 * The value with every object's keys in the order of the editor's fields, as the editor writes
 * them; keys the fields do not name follow, in alphabetical order.
 */
export function inFieldOrder(value: unknown, fields: readonly EditorField[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => inFieldOrder(item, fields));
  if (!isRecord(value) || !fields) return value;
  const named = fields.filter((entryField) => entryField.name in value).map((entryField) => entryField.name);
  const others = Object.keys(value)
    .filter((key) => !named.includes(key))
    .sort();
  return Object.fromEntries(
    [...named, ...others].map((key) => [key, inFieldOrder(value[key], childFields(fields.find((entryField) => entryField.name === key)))]),
  );
}

/** A content file's text as the editor would save it. */
export function editorYaml(content: unknown, fields: readonly EditorField[]): string {
  return `${stringify(inFieldOrder(content, fields), null, editorYamlOptions).trim()}\n`;
}
