import { describe, expect, it } from 'vitest';
import { editorConfig, type EditorCollection, type FolderCollection } from './editorConfig';
import type { EditorField } from './editorField';
import { exampleSettings } from './exampleSettings';

const config = editorConfig(exampleSettings);

/** The fields one entry of a content collection has: a folder's entry, or a list file's entry unwrapped. */
function entryFields(name: string): EditorField[] {
  const editors = config.collections.filter((candidate): candidate is EditorCollection => !('divider' in candidate));
  const folder = editors.find((editor): editor is FolderCollection => 'folder' in editor && editor.name === name);
  if (folder) return folder.fields;
  const file = editors.flatMap((editor) => ('files' in editor ? editor.files : [])).find((candidate) => candidate.name === name);
  if (!file) throw new Error(`The editor has no collection or file ${name}`);
  const top = file.fields[0];
  return top?.root ? (top.fields ?? []) : file.fields;
}

/** A field by its path of names. */
function fieldAt(fields: readonly EditorField[], ...path: string[]): EditorField | undefined {
  const [name, ...rest] = path;
  const found = fields.find((candidate) => candidate.name === name);
  return rest.length ? fieldAt(found?.fields ?? [], ...rest) : found;
}

const raster = '.avif,.webp,.png,.jpg,.jpeg';
const twoMB = 2_000_000;

/** A size as the editor writes it when it refuses a file (Sveltia CMS: decimal units, one decimal place). */
const editorSize = (bytes: number): string => `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(bytes / 1e6)} MB`;

describe('the editor’s picture fields', () => {
  it.each([
    ['modules', ['hero', 'screenshot'], raster],
    ['modules', ['benefits', 'screenshot'], raster],
    ['caseStudies', ['photo'], raster],
    ['testimonials', ['photo'], raster],
    ['clients', ['logo'], `${raster},.svg`],
  ])('%s %j: optional, an upload to the one folder, with the types and size the build accepts', (collection, path, accept) => {
    const picture = fieldAt(entryFields(collection), ...path);
    expect(picture).toMatchObject({ widget: 'object', required: false });
    expect(fieldAt(picture?.fields ?? [], 'file')).toMatchObject({
      widget: 'image',
      media_folder: '/src/assets/uploads',
      public_folder: '/src/assets/uploads',
      accept,
      choose_url: false,
      media_libraries: { default: { config: { max_file_size: twoMB } } },
    });
    // The hint names the size the editor's own refusal names: one number, "2 MB", not "2 MB" and "2.1 MB".
    const file = fieldAt(picture?.fields ?? [], 'file');
    expect(file?.hint).toContain(`at most ${editorSize(file?.media_libraries?.default.config.max_file_size ?? 0)}`);
    expect(fieldAt(picture?.fields ?? [], 'altText')).toMatchObject({ widget: 'text' });
    expect(fieldAt(picture?.fields ?? [], 'altText')?.required).toBeUndefined();
  });
});
