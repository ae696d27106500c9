import type { JsonSchema, Upload } from './jsonSchema';

/** The folder `to` as seen from the folder `from`, both relative to the project root (what `posix.relative` gives, without Node). */
function folderRelative(from: string, to: string): string {
  const [a, b] = [from.split('/').filter(Boolean), to.split('/').filter(Boolean)];
  let shared = 0;
  while (shared < a.length && a[shared] === b[shared]) shared += 1;
  return [...a.slice(shared).map(() => '..'), ...b.slice(shared)].join('/');
}

/** A field of the content editor's configuration (Sveltia CMS; Decap CMS reads the same shape). */
export interface EditorField {
  name: string;
  label: string;
  widget: 'string' | 'text' | 'richtext' | 'number' | 'select' | 'relation' | 'list' | 'object' | 'image' | 'datetime';
  hint?: string;
  required?: false;
  /** A list's name for one of its items, on its Add button ("Add Result"). */
  label_singular?: string;
  /** What a collapsed item of a list of objects shows: its leading field, e.g. "{{fields.heading}}". */
  summary?: string;
  /** A list of one value per item (a list of paragraphs). */
  field?: EditorField;
  /** An object's fields, or the fields of each item of a list. */
  fields?: EditorField[];
  /** An object of one of several kinds: each kind's fields, the kind stored under `typeKey`. */
  types?: { name: string; label: string; widget: 'object'; fields: EditorField[] }[];
  typeKey?: string;
  /** Sveltia: the list is the file's top level. */
  root?: true;
  min?: number;
  max?: number;
  minlength?: number;
  maxlength?: number;
  pattern?: [string, string];
  value_type?: 'int';
  options?: readonly string[];
  multiple?: true;
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  media_folder?: string;
  /** An upload's accepted file endings, its URL box (off) and its size limit (uploadWidget). */
  accept?: string;
  choose_url?: false;
  /** Sveltia's own storage (the repository), with the largest file it takes. */
  media_libraries?: { default: { config: { max_file_size: number } } };
  public_folder?: string;
  format?: string;
  date_format?: string;
  time_format?: false;
  /** Rich text: the formatting buttons offered, and no components, pictures or typed-in headings. */
  buttons?: readonly string[];
  editor_components?: readonly string[];
  minimal?: true;
  use_markdown_shortcuts?: false;
}

/**
 * The editor's field for an uploaded picture: stored in the upload folder and written as its path
 * from the project root (the same value in every content file, and the path the build reads), with
 * the file types and size the schema accepts checked before the upload. A URL typed in is refused:
 * the build only serves pictures kept in the repository.
 */
function uploadWidget(upload: Upload): Partial<EditorField> {
  return {
    widget: 'image',
    media_folder: `/${upload.folder}`,
    public_folder: `/${upload.folder}`,
    accept: upload.accept,
    choose_url: false,
    // Sveltia ignores a max_file_size placed anywhere else, with a warning in the console.
    media_libraries: { default: { config: { max_file_size: upload.maxBytes } } },
  };
}

/** What a field needs to know of the content around it. */
export interface FieldContext {
  /** The field of another collection's entries that names them to a person, by collection. */
  displayField: (collection: string) => string;
  /** Every icon name the icon set has. */
  iconNames: readonly string[];
  /** The folder of the content file the field is written in, for paths to pictures. */
  fileFolder: string;
}

/** A whole key a person reads otherwise. */
const labels: Record<string, string> = { seo: 'Search and sharing', id: 'Short name' };
/** Words of a key spelled as the marketing team writes them. */
const spellings: Record<string, string> = { faq: 'FAQ', cta: 'call to action', url: 'web address', alt: 'description' };

/** A label made from a field's key, where its schema gives none: "closingCta" → "Closing call to action". */
export function labelOf(name: string): string {
  const known = labels[name];
  if (known) return known;
  const words = name
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/)
    .map((word) => spellings[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields whose text runs to sentences get a text area rather than a one-line box. */
const prose = /(text|intro|paragraph|answer|description|summary|overview|conclusion|noscript|audience)$/i;

/** A text's lengths and pattern, as the editor checks them while a person types. */
function textRules(schema: JsonSchema): Pick<EditorField, 'minlength' | 'maxlength' | 'pattern'> {
  return {
    ...(schema.minLength !== undefined && schema.minLength > 1 ? { minlength: schema.minLength } : {}),
    ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
    ...(schema.pattern !== undefined ? { pattern: [schema.pattern, schema.patternMessage ?? `Must match ${schema.pattern}`] } : {}),
  };
}

function stringField(name: string, schema: JsonSchema): Pick<EditorField, 'widget' | 'minlength' | 'maxlength' | 'pattern'> {
  const long = prose.test(name) || (schema.minLength ?? 0) >= 80 || (schema.maxLength ?? 0) > 160;
  return { widget: long ? 'text' : 'string', ...textRules(schema) };
}

const counts = (schema: JsonSchema): Pick<EditorField, 'min' | 'max'> => ({
  ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
  ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
});

function relation(collection: string, context: FieldContext): Partial<EditorField> {
  const display = context.displayField(collection);
  return { widget: 'relation', collection, value_field: '{{slug}}', search_fields: [display], display_fields: [display] };
}

/** The marks the site renders (src/lib/markdown/markdown.ts): a paragraph takes bold, italics and links; an answer lists too. */
const markdownButtons = {
  inline: ['bold', 'italic', 'link'],
  block: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'],
} as const;

/** The part of a field that follows from its schema (everything but its name, label, hint and requiredness). */
function widgetOf(name: string, schema: JsonSchema, context: FieldContext): Partial<EditorField> {
  if (schema.reference) return relation(schema.reference, context);
  // One list for every icon field, so the YAML writes it once and refers to it.
  if (schema.icon) return { widget: 'select', options: context.iconNames };
  if (schema.markdown)
    return {
      widget: 'richtext',
      buttons: markdownButtons[schema.markdown],
      editor_components: [],
      minimal: true,
      use_markdown_shortcuts: false,
      ...textRules(schema),
    };
  if (schema.enum) return { widget: 'select', options: schema.enum.map(String) };
  if (schema.date) return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false };
  if (schema.upload) return uploadWidget(schema.upload);
  if (schema.image) {
    const media = schema.media ?? 'src/assets';
    return { widget: 'image', media_folder: `/${media}`, public_folder: folderRelative(context.fileFolder, media) };
  }
  if (schema.type === 'integer' || schema.type === 'number')
    return {
      widget: 'number',
      ...(schema.type === 'integer' ? { value_type: 'int' } : {}),
      // zod's int() bounds an integer by the safe range, which is no rule of the content's.
      ...(schema.minimum !== undefined && Math.abs(schema.minimum) < Number.MAX_SAFE_INTEGER ? { min: schema.minimum } : {}),
      ...(schema.maximum !== undefined && Math.abs(schema.maximum) < Number.MAX_SAFE_INTEGER ? { max: schema.maximum } : {}),
    };
  if (schema.oneOf) return variableObject(schema.oneOf, context);
  if (schema.type === 'object') return { widget: 'object', fields: fieldsOf(schema, context) };
  if (schema.type === 'array') {
    const item = schema.prefixItems?.[0] ?? (schema.items || {});
    if (item.reference) return { ...relation(item.reference, context), multiple: true, ...counts(schema) };
    if (item.type === 'object') return { widget: 'list', fields: fieldsOf(item, context), ...counts(schema) };
    return { widget: 'list', field: field(singular(name), item, true, context), ...counts(schema) };
  }
  return stringField(name, schema);
}

/** The property whose value is constant in each shape of a discriminated union: its kind. */
function kindKeyOf(shapes: readonly JsonSchema[]): string {
  const [first] = shapes;
  const key = Object.keys(first?.properties ?? {}).find((name) => shapes.every((shape) => shape.properties?.[name]?.const !== undefined));
  if (!key) throw new Error('The editor can show a union only of objects told apart by a constant property');
  return key;
}

/** An object of one of several kinds (a discriminated union): the editor asks for the kind, then shows that kind's fields. */
function variableObject(shapes: readonly JsonSchema[], context: FieldContext): Partial<EditorField> {
  const typeKey = kindKeyOf(shapes);
  const types = shapes.map((shape) => {
    const name = String(shape.properties?.[typeKey]?.const);
    const properties = Object.fromEntries(Object.entries(shape.properties ?? {}).filter(([key]) => key !== typeKey));
    return { name, label: labelOf(name), widget: 'object' as const, fields: fieldsOf({ ...shape, properties }, context) };
  });
  return { widget: 'object', typeKey, types };
}

/** The name of one item of a list: "paragraphs" → "paragraph". */
const singular = (name: string): string => (name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.replace(/s$/, ''));

/** The fields that name an item of a list to a person, the first found leading its collapsed row. */
const namingFields = ['name', 'title', 'heading', 'question', 'figure', 'label', 'text'];

/**
 * A list as a marketer reads it: its Add button and each item named by the list's name for one item
 * (the schema's `singular`, else its label made singular: "Results" → "Result"), and a collapsed
 * item of objects showing its leading words rather than a number and the list's name ("3 Value").
 */
export function listWords(label: string, schema: JsonSchema, built: Partial<EditorField>): Partial<EditorField> {
  if (built.widget !== 'list') return {};
  const one = schema.singular ?? singular(label);
  const leading = namingFields.find((name) => built.fields?.some((item) => item.name === name));
  return {
    label_singular: one,
    ...(built.field ? { field: { ...built.field, label: one } } : {}),
    ...(leading ? { summary: `{{fields.${leading}}}` } : {}),
  };
}

/**
 * An object's fields labelled with its own label before theirs ("Challenge: Intro"), so that the
 * editor's list of errors, which names a field by its label alone, says which section it is in.
 */
function inSection(label: string, built: Partial<EditorField>): Partial<EditorField> {
  if (built.widget !== 'object' || !built.fields) return {};
  return { fields: built.fields.map((inner) => ({ ...inner, label: `${label}: ${inner.label}` })) };
}

/** The editor's field for one property of a content schema. */
export function field(name: string, schema: JsonSchema, required: boolean, context: FieldContext): EditorField {
  const label = schema.label ?? labelOf(name);
  const built = widgetOf(name, schema, context);
  return {
    name,
    label,
    widget: 'string',
    ...built,
    ...listWords(label, schema, built),
    ...inSection(label, built),
    ...(schema.description ? { hint: schema.description } : {}),
    ...(required && schema.default === undefined ? {} : { required: false }),
  };
}

/** The editor's fields for an object schema's properties, in the schema's order. */
export function fieldsOf(schema: JsonSchema, context: FieldContext): EditorField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => field(name, property, required.has(name), context));
}
