import { parse } from 'yaml';
import { uiSchema } from '../schemas/ui';
import { contentSources } from './sources';
import source from './ui.yaml?raw';

/**
 * The interface words of every page, from src/content/ui.yaml (the editor at /admin edits it),
 * checked against their schema when the build reads them. Build-time only: islands get the words
 * they show as props.
 */
export const ui = uiSchema.parse((parse(source) as Record<string, unknown>)[contentSources.ui.entry]);
