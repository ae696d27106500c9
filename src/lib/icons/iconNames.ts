import { icons } from '@iconify-json/lucide';

/** Every name isIconName accepts (the lucide set's icons and their aliases), sorted: what the content editor offers. */
export const iconNames: readonly string[] = [...Object.keys(icons.icons), ...Object.keys(icons.aliases ?? {})].sort();
