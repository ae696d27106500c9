import CMS from '@sveltia/cms';
import { beforeSave } from '../../lib/cms/beforeSave';
import type { EditorConfig } from '../../lib/cms/editorConfig';
import type { EditorPages } from '../../lib/cms/editorPages';

/**
 * Starts the content editor with the configuration the page carries (built from the content
 * schemas at build time by editorConfig), never fetching a config.yml, and its preview pane in the
 * site's type (the sheet the page carries, as JSON). Before each save it records a renamed page's
 * old name and refuses a save the site would refuse (src/lib/cms/beforeSave.ts), against the pages
 * the site had when the editor opened.
 */
export function startEditor(configJson: string, previewStyleJson: string, pagesJson: string): void {
  const config = JSON.parse(configJson) as EditorConfig;
  const { known, kinds } = JSON.parse(pagesJson) as EditorPages;
  // The sheet is given to the preview from a blob: URL, against which a path such as
  // /_astro/fonts/… does not resolve: its font files are named from this page's origin.
  const previewStyle = (JSON.parse(previewStyleJson) as string).replaceAll('url("/', `url("${location.origin}/`);
  if (previewStyle) CMS.registerPreviewStyle(previewStyle, { raw: true });
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const { collection, slug, data } = entry.toJS();
      const checked = beforeSave({ collection, slug, data }, known, kinds);
      // Sveltia 0.221 shows the cause of an error named "saving_failed" under its "could not save"
      // message, and no words for any other error a hook throws.
      if ('refuse' in checked) throw new Error('saving_failed', { cause: new Error(checked.refuse) });
      return entry.set('data', checked.save);
    },
  });
  void CMS.init({ config: { ...config, load_config_file: false } });
}
