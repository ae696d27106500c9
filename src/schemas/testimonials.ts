import { z } from 'astro/zod';
import { keptMentions } from './mentions.ts';
import { picture, type PictureTools } from './picture.ts';

/** What a client says of us (src/content/testimonials.yaml). */
export const testimonialSchema = <Image extends z.ZodType>(tools: PictureTools<Image>) =>
  z
    .object({
      portrait: tools
        .image()
        .meta({ media: 'src/assets/portraits' })
        .describe('Their portrait, shown cropped to a circle while no photo is given: at least 96 × 96 pixels.'),
      photo: picture('photo', tools).describe(
        "The person's photo, shown instead of the drawn portrait: a square crop of their face works best.",
      ),
      client: z.string().describe("The person's name."),
      position: z.string().describe('Their position, e.g. "General Manager".'),
      company: z.string().describe('Their company.'),
      heading: z.string().min(2).max(60).describe('A short heading that sums the quote up, at most 60 characters: it heads its card.'),
      text: z.string().min(120).describe('The quote, two to four sentences.'),
      keptMentions,
    })
    .meta({ label: 'Testimonials' })
    .describe(
      "What a client says of us, on the home page and the contact form page. PLACEHOLDER: sample testimonials with fictional people, companies and figures; replace them with real clients' words (and their written permission) before going live.",
    );
