import { posix } from 'node:path';
import { field, fieldsOf, labelOf, type EditorField, type FieldContext } from './editorField';
import { entryJsonSchema, type CollectionSchema, type JsonSchema } from './jsonSchema';

/** Where a collection's files are (src/content/sources.ts). */
type Source = { readonly folder: string } | { readonly file: string; readonly entry: string | null };

/** The content collections as src/content.config.ts defines them: a schema each. */
export type Collections = Record<string, { schema?: CollectionSchema }>;

interface CollectionBase {
  name: string;
  label: string;
  description?: string;
}

/** A collection of the editor that is a folder of entry files. */
export interface FolderCollection extends CollectionBase {
  folder: string;
  extension: 'yaml';
  format: 'yaml';
  create: boolean;
  delete: boolean;
  identifier_field: string;
  sortable_fields?: string[];
  fields: EditorField[];
}

/** A collection of the editor that is one file. */
export interface FileCollection extends CollectionBase {
  files: { name: string; label: string; file: string; format: 'yaml'; fields: EditorField[] }[];
}

/** One collection of the editor: a folder of entry files, or one file. */
export type EditorCollection = FolderCollection | FileCollection;

/** The content editor's whole configuration (Sveltia CMS's config.yml). */
export interface EditorConfig {
  backend: { name: 'github'; repo: string; branch: string };
  publish_mode: 'editorial_workflow';
  site_url: string;
  media_folder: string;
  public_folder: string;
  collections: EditorCollection[];
}

/** What the configuration is built from besides the schemas. */
export interface EditorSettings {
  collections: Collections;
  sources: Record<string, Source>;
  /** The Git repository the editor commits to, "owner/name", and its branch. */
  repository: { name: string; branch: string };
  siteUrl: string;
  iconNames: readonly string[];
}

/** Each collection's entry schema as JSON Schema, by collection name. */
type EntrySchemas = ReadonlyMap<string, JsonSchema>;

/** The field that names an entry to a person: its title, else its name. */
function displayFieldOf(schemas: EntrySchemas, name: string): string {
  return schemas.get(name)?.properties?.['title'] ? 'title' : 'name';
}

/** The editor's collection for one content collection. */
function collectionOf(name: string, schemas: EntrySchemas, source: Source, iconNames: readonly string[]): EditorCollection {
  const json = schemas.get(name) ?? {};
  const fileFolder = 'folder' in source ? source.folder : posix.dirname(source.file);
  const context: FieldContext = { displayField: (other) => displayFieldOf(schemas, other), iconNames, fileFolder };
  const fields = fieldsOf(json, context);
  const common = { name, label: labelOf(name), ...(json.description ? { description: json.description } : {}) };
  if ('folder' in source) {
    // The site has one page per entry at the spec's URLs: entries are edited, not added or removed here.
    const identifier = displayFieldOf(schemas, name);
    const sortable = fields.some((candidate) => candidate.name === 'order') ? { sortable_fields: ['order', identifier] } : {};
    return {
      ...common,
      folder: source.folder,
      extension: 'yaml',
      format: 'yaml',
      create: false,
      delete: false,
      identifier_field: identifier,
      ...sortable,
      fields,
    };
  }
  // A file of entries: a list at the top level (each with its id), or one entry under its id.
  const id = field(
    'id',
    { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', patternMessage: 'Use lower-case letters, digits and hyphens.' },
    true,
    context,
  );
  const top: EditorField =
    source.entry === null
      ? {
          name: 'entries',
          label: labelOf(name),
          widget: 'list',
          root: true,
          fields: [{ ...id, hint: 'How the site refers to this entry; keep it unless you know where it is used.' }, ...fields],
        }
      : { name: source.entry, label: labelOf(name), widget: 'object', fields };
  return { ...common, files: [{ name, label: labelOf(name), file: source.file, format: 'yaml', fields: [top] }] };
}

/**
 * The content editor's configuration, built from the content schemas (never written by hand
 * beside them): one collection per content collection, one field per schema field, with the
 * schema's description as the hint and its rules (required, lengths, counts, patterns, closed
 * sets, references) as the editor's own.
 */
export function editorConfig(settings: EditorSettings): EditorConfig {
  // Read once: a collection's schema also names the entries other collections pick from it.
  const schemas: EntrySchemas = new Map(
    Object.entries(settings.collections).map(([name, { schema }]) => {
      if (!schema) throw new Error(`The content collection ${name} needs a schema`);
      return [name, entryJsonSchema(schema)];
    }),
  );
  const collections = [...schemas.keys()].map((name) => {
    const source = settings.sources[name];
    if (!source) throw new Error(`The content collection ${name} needs a source (src/content/sources.ts)`);
    return collectionOf(name, schemas, source, settings.iconNames);
  });
  return {
    backend: { name: 'github', repo: settings.repository.name, branch: settings.repository.branch },
    publish_mode: 'editorial_workflow',
    site_url: settings.siteUrl,
    media_folder: 'src/assets',
    public_folder: '/src/assets',
    collections,
  };
}
