import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { editorConfig, type EditorCollection, type EditorDivider } from '../lib/cms/editorConfig';
import type { EditorField } from '../lib/cms/editorField';
import { editorYaml } from '../lib/cms/editorYaml';
import { exampleSettings } from '../lib/cms/exampleSettings';

/** `npm run content:normalise` sets this to rewrite the files in the editor's form instead of checking them. */
const rewrite = process.env['NORMALISE_CONTENT'] === '1';

const config = editorConfig(exampleSettings);

/** Every content file of an editor collection, with the fields its top level is written by. */
function filesOf(editor: EditorCollection | EditorDivider): { path: string; fields: readonly EditorField[] }[] {
  if ('divider' in editor) return [];
  if ('folder' in editor) {
    const { folder, fields } = editor;
    return readdirSync(folder)
      .filter((name) => name.endsWith('.yaml'))
      .map((name) => ({ path: join(folder, name), fields }));
  }
  return editor.files.map((file) => {
    const top = file.fields[0];
    // A list file is the list itself: its items are written by the list's fields.
    return { path: file.file, fields: top?.root ? (top.fields ?? []) : file.fields };
  });
}

describe('content files', () => {
  for (const editor of config.collections)
    for (const { path, fields } of filesOf(editor))
      it(`${path} is in the form the editor saves, so a save changes only what was edited`, () => {
        const text = readFileSync(path, 'utf8');
        const saved = editorYaml(parse(text), fields);
        if (rewrite) writeFileSync(path, saved);
        else expect(text).toBe(saved);
      });
});
