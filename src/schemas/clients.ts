import { z } from 'astro/zod';
import { picture, type PictureTools } from './picture.ts';

/** A client of the logo strip (src/content/clients.yaml). */
export const clientSchema = <Image extends z.ZodType>(tools: PictureTools<Image>) =>
  z
    .object({
      name: z.string().describe("The client's name, drawn as its logo and read to people who cannot see it."),
      sector: z
        .enum(['hotel', 'resort', 'restaurant', 'cafe', 'bar', 'club', 'banquet', 'institution'])
        .describe('Kind of business, which picks the mark drawn beside the name when there is no logo.'),
      logo: picture('logo', tools).describe("The client's logo, shown in the strip instead of their typed name; SVG where they have one."),
    })
    .meta({ label: 'Client logos' })
    .describe(
      'A client shown in the strip of client logos on the home page. PLACEHOLDER: fictional client names, drawn as wordmarks; list only real clients who have agreed to be listed before going live.',
    );
