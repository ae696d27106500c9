import CMS from '@sveltia/cms';
import type { EditorConfig } from './editorConfig';

/**
 * Starts the content editor with the configuration the page carries (built from the content
 * schemas at build time by editorConfig), never fetching a config.yml.
 */
export function startEditor(configJson: string): void {
  const config = JSON.parse(configJson) as EditorConfig;
  void CMS.init({ config: { ...config, load_config_file: false } });
}
