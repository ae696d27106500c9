import { fixedPages } from '../content/pageSlug';
import { field, fieldsOf, labelOf, listWords, type EditorField, type FieldContext } from './editorField';
import { entryJsonSchema, type CollectionSchema, type JsonSchema } from './jsonSchema';

/** Where a collection's files are (src/content/sources.ts), and the group the editor lists it in. */
type Source = ({ readonly folder: string } | { readonly file: string; readonly entry: string | null }) & { readonly group: string };

/** The content collections as src/content.config.ts defines them: a schema each. */
export type Collections = Record<string, { schema?: CollectionSchema }>;

interface CollectionBase {
  name: string;
  label: string;
  description?: string;
}

/** How a new entry's file name, which is its page's URL, is made: once, when it is created. */
export interface EntrySlug {
  /** Made from the entry's name (or title) by the global slug options… */
  template: string;
  /** …shown to the person creating it, who may change it then and never after. */
  editable: ['create'];
  pattern: [string, string];
  hint: string;
}

/** A collection of the editor that is a folder of entry files, one page each. */
export interface FolderCollection extends CollectionBase {
  /** One entry's name: "Creating Case study", "Add Suite". */
  label_singular?: string;
  folder: string;
  extension: 'yaml';
  format: 'yaml';
  create: boolean;
  delete: boolean;
  identifier_field: string;
  slug: EntrySlug;
  /** The entry's page on the site, linked from the editor. */
  preview_path: string;
  sortable_fields?: string[];
  fields: EditorField[];
}

/** One file of a file collection: a page's words, or a list. */
export interface EditorFile {
  name: string;
  label: string;
  file: string;
  format: 'yaml';
  fields: EditorField[];
}

/** A collection of the editor that is a group of files. */
export interface FileCollection extends CollectionBase {
  files: EditorFile[];
}

/** One collection of the editor: a folder of entry files, or a group of files. */
export type EditorCollection = FolderCollection | FileCollection;

/** A line between two groups in the editor's list of collections (Sveltia's dividers carry no words). */
export interface EditorDivider {
  divider: true;
}

/** The content editor's whole configuration (Sveltia CMS's config.yml). */
export interface EditorConfig {
  backend: { name: 'github'; repo: string; branch: string };
  publish_mode: 'editorial_workflow';
  site_url: string;
  media_folder: string;
  public_folder: string;
  /** How a new entry's name becomes its URL: src/lib/content/pageSlug.ts's slugOf does the same. */
  slug: { encoding: 'ascii'; clean_accents: true; sanitize_replacement: '-'; trim: true; lowercase: true };
  /** An emptied optional field (a new entry's position) is left out of the file, as the schema expects. */
  output: { omit_empty_optional_fields: true };
  collections: (EditorCollection | EditorDivider)[];
}

/** What the configuration is built from besides the schemas. */
export interface EditorSettings {
  collections: Collections;
  sources: Record<string, Source>;
  /** The groups of the editor's list, in order, each with its name for the marketing team. */
  groups: Readonly<Record<string, string>>;
  /** The Git repository the editor commits to, "owner/name", and its branch. */
  repository: { name: string; branch: string };
  siteUrl: string;
  iconNames: readonly string[];
  /** The ids of the pages each folder collection has now, so a new entry cannot take another kind's address. */
  pages?: Readonly<Record<string, readonly string[]>>;
}

/** Each collection's entry schema as JSON Schema, by collection name. */
type EntrySchemas = ReadonlyMap<string, JsonSchema>;

/** The field that names an entry to a person: its title, else its name. */
function displayFieldOf(schemas: EntrySchemas, name: string): string {
  return schemas.get(name)?.properties?.['title'] ? 'title' : 'name';
}

/** A collection's name for people: its schema's label, else one made from its key. */
const labelOfCollection = (name: string, json: JsonSchema): string => json.label ?? labelOf(name);

/**
 * A new page's URL name as the editor checks it: the site's URL shape, and none of the addresses
 * the site's own pages or other kinds of entry have (the editor itself refuses one of the same kind).
 */
function slugOptions(identifier: string, taken: readonly string[]): EntrySlug {
  const ids = [...new Set([...fixedPages.map((page) => page.id), ...taken])];
  return {
    template: `{{${identifier}}}`,
    editable: ['create'],
    pattern: [
      `^(?!(?:${ids.join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*$`,
      'Use lower-case letters (a to z), digits and single hyphens, and an address no other page of the site has.',
    ],
    hint: 'The end of the page’s web address, made from its name. It is kept once the page is created, even if the name changes.',
  };
}

/** A description's first sentence: where its entries appear on the site, as each schema says first. */
const firstSentence = (text: string): string => /^.*?\.(?=\s|$)/s.exec(text)?.[0] ?? text;

/** A group of files' description: each file by its label, with where it appears (its schema's first sentence). */
function whereShown(files: readonly [string, JsonSchema][]): string {
  return files
    .map(([name, json]) => `${labelOfCollection(name, json)}: ${json.description ? firstSentence(json.description) : ''}`.trim())
    .join(' ');
}

/** The id field of each entry of a list file. */
function idField(context: FieldContext): EditorField {
  return {
    ...field(
      'id',
      { type: 'string', pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', patternMessage: 'Use lower-case letters, digits and hyphens.' },
      true,
      context,
    ),
    label: 'Short name',
    hint: 'A short name in lower case with hyphens, e.g. "hotel-manager", by which the site tells this item apart. Keep it once set.',
  };
}

/** The editor's fields for one file: its list of entries at the top level, or its one entry under its key. */
function fileFields(name: string, json: JsonSchema, source: { file: string; entry: string | null }, context: FieldContext): EditorField[] {
  const fields = fieldsOf(json, context);
  const about = { label: labelOfCollection(name, json), ...(json.description ? { hint: json.description } : {}) };
  if (source.entry === null) {
    const list: Partial<EditorField> = { widget: 'list', fields: [idField(context), ...fields] };
    return [{ name: 'entries', ...about, widget: 'list', ...list, ...listWords(about.label, json, list), root: true }];
  }
  return [{ name: source.entry, ...about, widget: 'object', fields }];
}

/**
 * The content editor's configuration, built from the content schemas (never written by hand
 * beside them): one collection per folder of pages and one per group of files, in the groups'
 * order, one field per schema field, with the schema's label and description as the field's label
 * and hint and its rules (required, lengths, counts, patterns, closed sets, references) as the
 * editor's own.
 */
export function editorConfig(settings: EditorSettings): EditorConfig {
  // Read once: a collection's schema also names the entries other collections pick from it.
  const schemas: EntrySchemas = new Map(
    Object.entries(settings.collections).map(([name, { schema }]) => {
      if (!schema) throw new Error(`The content collection ${name} needs a schema`);
      return [name, entryJsonSchema(schema)];
    }),
  );
  const sourceOf = (name: string): Source => {
    const source = settings.sources[name];
    if (!source) throw new Error(`The content collection ${name} needs a source (src/content/sources.ts)`);
    if (!(source.group in settings.groups)) throw new Error(`The content collection ${name} is in no group of the editor`);
    return source;
  };
  const names = [...schemas.keys()];
  const contextOf = (source: Source): FieldContext => ({
    displayField: (other) => displayFieldOf(schemas, other),
    iconNames: settings.iconNames,
    fileFolder: 'folder' in source ? source.folder : source.file.slice(0, source.file.lastIndexOf('/')),
  });
  const pages = settings.pages ?? {};

  const folderCollection = (name: string, source: Source & { folder: string }): FolderCollection => {
    const json = schemas.get(name) ?? {};
    const fields = fieldsOf(json, contextOf(source));
    const identifier = displayFieldOf(schemas, name);
    const others = Object.entries(pages).flatMap(([collection, ids]) => (collection === name ? [] : ids));
    return {
      name,
      label: labelOfCollection(name, json),
      ...(json.singular ? { label_singular: json.singular } : {}),
      ...(json.description ? { description: json.description } : {}),
      folder: source.folder,
      extension: 'yaml',
      format: 'yaml',
      // Marketing adds pages here (DECISIONS 2026-11-27) but never deletes one: Sveltia's delete
      // strips every reference to it silently and leaves its address dead. A published page is
      // retired instead (its Retired field), which forwards its address (DECISIONS "Published pages").
      create: true,
      delete: false,
      identifier_field: identifier,
      slug: slugOptions(identifier, others),
      preview_path: '/{{slug}}',
      ...(fields.some((candidate) => candidate.name === 'order') ? { sortable_fields: ['order', identifier] } : {}),
      fields,
    };
  };

  const groupCollection = (group: string, members: readonly string[]): FileCollection => ({
    name: group,
    label: settings.groups[group] ?? labelOf(group),
    description: whereShown(members.map((name) => [name, schemas.get(name) ?? {}])),
    files: members.map((name) => {
      const source = sourceOf(name);
      if ('folder' in source) throw new Error(`${name} is a folder`);
      const json = schemas.get(name) ?? {};
      return {
        name,
        label: labelOfCollection(name, json),
        file: source.file,
        format: 'yaml',
        fields: fileFields(name, json, source, contextOf(source)),
      };
    }),
  });

  const collections = Object.keys(settings.groups).flatMap((group, index): (EditorCollection | EditorDivider)[] => {
    const members = names.filter((name) => sourceOf(name).group === group);
    const folders = members.flatMap((name) => {
      const source = sourceOf(name);
      return 'folder' in source ? [folderCollection(name, source)] : [];
    });
    const files = members.filter((name) => !('folder' in sourceOf(name)));
    const own = [...folders, ...(files.length > 0 ? [groupCollection(group, files)] : [])];
    return own.length === 0 ? [] : [...(index > 0 ? [{ divider: true } as const] : []), ...own];
  });
  for (const name of names) sourceOf(name);

  return {
    backend: { name: 'github', repo: settings.repository.name, branch: settings.repository.branch },
    publish_mode: 'editorial_workflow',
    site_url: settings.siteUrl,
    media_folder: 'src/assets',
    public_folder: '/src/assets',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-', trim: true, lowercase: true },
    output: { omit_empty_optional_fields: true },
    collections,
  };
}
