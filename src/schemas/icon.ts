import { z } from 'astro/zod';
import { icons } from '@iconify-json/lucide';
import { getIconData } from '@iconify/utils';

/** Whether `name` is an icon of the lucide set (aliases included). */
export function isIconName(name: string): boolean {
  return getIconData(icons, name) !== null;
}

/** Every name isIconName accepts (the lucide set's icons and their aliases), sorted: what the content editor offers. */
export const iconNames: readonly string[] = [...Object.keys(icons.icons), ...Object.keys(icons.aliases ?? {})].sort();

/** A lucide icon name (https://lucide.dev/icons), checked against the installed icon set; the editor offers them as a list. */
export const icon = z.string().refine(isIconName, { message: 'Unknown lucide icon name' }).meta({ icon: true });
