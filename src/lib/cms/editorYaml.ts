import { stringify, type ToStringOptions } from 'yaml';
import type { EditorField } from './editorField';

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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
    [...named, ...others].map((key) => [key, inFieldOrder(value[key], fields.find((entryField) => entryField.name === key)?.fields)]),
  );
}

/** A content file's text as the editor would save it. */
export function editorYaml(content: unknown, fields: readonly EditorField[]): string {
  return `${stringify(inFieldOrder(content, fields), null, editorYamlOptions).trim()}\n`;
}
