import type { NamedPage, ShownText } from '../content/staleMentions';
import type { EditorCollection, EditorConfig } from './editorConfig';
import type { EditorField } from './editorField';
import { isRecord } from '../isRecord';

/** One entry of a content collection as its file holds it (a list file's item, a page's file). */
export interface RawEntry {
  collection: string;
  id: string;
  data: unknown;
}

/** Where the editor shows one collection's entries: its name for an entry, and the fields of one. */
export interface EntryPlace {
  /** "module", "suite", "case study" for a folder of pages; undefined for a file. */
  kind: string | undefined;
  /** The entry as the editor names it: "Suites › Vanilla Suite", "Pages › Home page", "Customer proof › Testimonials › …". */
  pageOf: (entry: RawEntry) => string;
  /** The field that names an entry of a folder to a person (its name or title). */
  nameField: string | undefined;
  fields: readonly EditorField[];
}

const textOf = (data: unknown, key: string): string | undefined => {
  const value = isRecord(data) ? data[key] : undefined;
  return typeof value === 'string' ? value : undefined;
};
const listOf = (data: unknown, key: string): string[] => {
  const value = isRecord(data) ? data[key] : undefined;
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
};

/** The fields that name an item of a list to a person, as the editor's collapsed row shows it. */
const namingFields = ['name', 'title', 'heading', 'question', 'client'];

/** Each content collection's place in the editor, by the collection's name. */
export function entryPlaces(config: EditorConfig): Map<string, EntryPlace> {
  const editors = config.collections.filter((editor): editor is EditorCollection => !('divider' in editor));
  return new Map(
    editors.flatMap((editor): [string, EntryPlace][] => {
      if ('folder' in editor)
        return [
          [
            editor.name,
            {
              kind: (editor.label_singular ?? editor.label).toLowerCase(),
              pageOf: (entry) => `${editor.label} › ${textOf(entry.data, editor.identifier_field) ?? entry.id}`,
              nameField: editor.identifier_field,
              fields: editor.fields,
            },
          ],
        ];
      return editor.files.map((file): [string, EntryPlace] => {
        const [top] = file.fields;
        const list = top?.root === true;
        return [
          file.name,
          {
            kind: undefined,
            pageOf: (entry) => {
              const item = namingFields.map((key) => textOf(entry.data, key)).find((name) => name !== undefined) ?? entry.id;
              return list ? `${editor.label} › ${file.label} › ${item}` : `${editor.label} › ${file.label}`;
            },
            nameField: undefined,
            fields: list ? (top.fields ?? []) : (top?.fields ?? []),
          },
        ];
      });
    }),
  );
}

/** An item of a list as a person counts it: "Overview, paragraph 2", "FAQ 3" (a list whose items share its name). */
function itemLabel(label: string, list: EditorField, index: number): string {
  const one = list.label_singular ?? list.label;
  if (one === list.label) return `${label} ${index + 1}`;
  const spoken = /^[A-Z][a-z]/.test(one) ? `${one.charAt(0).toLowerCase()}${one.slice(1)}` : one;
  return `${label}, ${spoken} ${index + 1}`;
}

/**
 * Fields whose words no visitor reads: an entry's own notes (its summary), the names the build
 * looks for and the words it leaves alone, where a retired page sends its visitors, list ids.
 */
const unshown = new Set(['summary', 'formerNames', 'alsoCalled', 'keptMentions', 'retired', 'id', 'order']);
const textWidgets = new Set(['string', 'text', 'richtext']);

/** Every text of `data` a visitor reads, each with the editor's label for its field ("Features, feature 2 › Heading"). */
function textsIn(data: unknown, fields: readonly EditorField[], prefix: string): { field: string; text: string }[] {
  if (!isRecord(data)) return [];
  return fields.flatMap((field) => {
    if (unshown.has(field.name)) return [];
    const value = data[field.name];
    const label = prefix ? `${prefix} › ${field.label}` : field.label;
    if (typeof value === 'string') return textWidgets.has(field.widget) ? [{ field: label, text: value }] : [];
    if (field.widget === 'object' && field.fields) return textsIn(value, field.fields, prefix);
    if (field.widget !== 'list' || !Array.isArray(value)) return [];
    return value.flatMap((item: unknown, index) => {
      const place = itemLabel(label, field, index);
      if (field.fields) return textsIn(item, field.fields, place);
      return typeof item === 'string' && field.field && textWidgets.has(field.field.widget) ? [{ field: place, text: item }] : [];
    });
  });
}

/** Every text a visitor reads in the entries, where the editor shows it, with the words each entry keeps on purpose. */
export function shownTexts(entries: readonly RawEntry[], places: ReadonlyMap<string, EntryPlace>): ShownText[] {
  return entries.flatMap((entry) => {
    const place = places.get(entry.collection);
    // A retired page is shown nowhere: its words are no one's to read.
    if (!place || (isRecord(entry.data) && entry.data['retired'] !== undefined)) return [];
    const kept = listOf(entry.data, 'keptMentions');
    return textsIn(entry.data, place.fields, '').map(({ field, text }) => ({ page: place.pageOf(entry), field, text, kept }));
  });
}

/** The modules, suites and case studies, each by the names the site's words may call it. */
export function namedPages(entries: readonly RawEntry[], places: ReadonlyMap<string, EntryPlace>): NamedPage[] {
  return entries.flatMap((entry) => {
    const place = places.get(entry.collection);
    if (!place?.kind || !place.nameField) return [];
    return [
      {
        kind: place.kind,
        name: textOf(entry.data, place.nameField) ?? entry.id,
        formerNames: listOf(entry.data, 'formerNames'),
        alsoCalled: listOf(entry.data, 'alsoCalled'),
        retired: isRecord(entry.data) && entry.data['retired'] !== undefined,
      },
    ];
  });
}

/** The editor's label for the field at `path` in an entry ("Search and sharing: Title", "Overview, paragraph 2"). */
export function fieldLabel(fields: readonly EditorField[], path: readonly PropertyKey[]): string {
  let label = '';
  let prefix = '';
  let current = fields;
  for (let index = 0; index < path.length; index += 1) {
    const field = current.find((candidate) => candidate.name === String(path[index]));
    if (!field) break;
    label = prefix ? `${prefix} › ${field.label}` : field.label;
    const item = path[index + 1];
    if (field.widget === 'list' && typeof item === 'number') {
      index += 1;
      label = itemLabel(label, field, item);
      prefix = label;
      current = field.fields ?? [];
    } else if (field.widget === 'object' && field.fields) current = field.fields;
    else break;
  }
  return label;
}
