import { icons } from '@iconify-json/lucide';
import { getIconData } from '@iconify/utils';

/** Whether `name` is an icon of the lucide set (aliases included). */
export function isIconName(name: string): boolean {
  return getIconData(icons, name) !== null;
}
