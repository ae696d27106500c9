import type { EditorField } from './editorField';
import type { Upload } from './jsonSchema';

/**
 * The editor's field for an uploaded picture: stored in the upload folder and written as its path
 * from the project root (the same value in every content file, and the path the build reads), with
 * the file types and size the schema accepts checked before the upload. A URL typed in is refused:
 * the build only serves pictures kept in the repository.
 */
export function uploadWidget(upload: Upload): Partial<EditorField> {
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
