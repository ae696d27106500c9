import { z } from 'astro/zod';
import { isIconName } from '../lib/icons/isIconName.ts';

/** A lucide icon name (https://lucide.dev/icons), checked against the installed icon set; the editor offers them as a list. */
export const icon = z.string().refine(isIconName, { message: 'Unknown lucide icon name' }).meta({ icon: true });
