import { contentSchemas } from '../../schemas/collections';
import { contentGroups, contentSources } from '../../content/sources';
import { iconNames } from '../../schemas/icon';
import type { EditorSettings } from './editorConfig';

/** The editor's settings as the site's own, with an example repository and address: what the tests build the configuration from. */
export const exampleSettings: EditorSettings = {
  collections: Object.fromEntries(Object.entries(contentSchemas).map(([name, schema]) => [name, { schema }])),
  sources: contentSources,
  groups: contentGroups,
  repository: { name: 'example/site', branch: 'main' },
  siteUrl: 'https://www.example.com',
  iconNames,
};
