import type { KnownPage, PageKinds } from './beforeSave';
import type { EditorConfig, FolderCollection } from './editorConfig';

/** What the editor's save check needs to know of the site's pages (src/lib/cms/beforeSave.ts). */
export interface EditorPages {
  known: KnownPage[];
  kinds: PageKinds;
}

/**
 * Each folder of pages the editor lists, by what one is called, the field that names it and the
 * kind its Retired field gives a page of it ("case-study"), all read from the configuration; with
 * the pages it has (`names`: each collection's addresses and names, as the site was built).
 */
export function editorPages(config: EditorConfig, names: Readonly<Record<string, readonly { slug: string; name: string }[]>>): EditorPages {
  const folders = config.collections.filter((editor): editor is FolderCollection => 'folder' in editor);
  const kinds: PageKinds = Object.fromEntries(
    folders.map((editor) => {
      const retired = editor.fields.find((field) => field.name === 'retired');
      const target = retired?.fields?.flatMap((field) => field.types ?? []) ?? [];
      const retiredKind = target.find((type) => type.fields.some((field) => field.collection === editor.name))?.name ?? '';
      return [
        editor.name,
        { kind: (editor.label_singular ?? editor.label).toLowerCase(), nameField: editor.identifier_field, retiredKind },
      ];
    }),
  );
  const known = Object.entries(names).flatMap(([collection, pages]) => pages.map(({ slug, name }) => ({ collection, slug, name })));
  return { known, kinds };
}
