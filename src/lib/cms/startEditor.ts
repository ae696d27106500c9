import CMS from '@sveltia/cms';
import type { EditorConfig } from './editorConfig';

/**
 * Starts the content editor with the configuration the page carries (built from the content
 * schemas at build time by editorConfig), never fetching a config.yml, and its preview pane in the
 * site's type (the sheet the page carries, as JSON).
 */
export function startEditor(configJson: string, previewStyleJson: string): void {
  const config = JSON.parse(configJson) as EditorConfig;
  // The sheet is given to the preview from a blob: URL, against which a path such as
  // /_astro/fonts/… does not resolve: its font files are named from this page's origin.
  const previewStyle = (JSON.parse(previewStyleJson) as string).replaceAll('url("/', `url("${location.origin}/`);
  if (previewStyle) CMS.registerPreviewStyle(previewStyle, { raw: true });
  void CMS.init({ config: { ...config, load_config_file: false } });
}
