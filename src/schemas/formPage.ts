import { z } from 'astro/zod';
import { keptMentions } from './mentions.ts';
import { faqItem, seo } from './pageParts.ts';

/** The words of the contact form page (src/content/form-page.yaml). */
export const formPageSchema = z
  .object({
    seo,
    heading: z.string(),
    subheading: z.string(),
    formHeading: z.string(),
    testimonialsHeading: z.string(),
    faqHeading: z.string(),
    faq: z.array(faqItem).min(1),
    contactHeading: z.string(),
    noscript: z
      .string()
      .meta({ label: 'Message when the browser runs no JavaScript' })
      .describe(
        "Shown above the form when the visitor's browser runs no JavaScript: the form then sends as a plain page; e-mail and phone follow.",
      ),
    sent: z
      .object({
        seo,
        heading: z.string(),
        text: z.string().describe('Under the heading: what happens next.'),
        backLabel: z.string().meta({ label: 'Link back' }).describe('The link back to the home page.'),
      })
      .meta({ label: 'Thank-you page' })
      .describe(
        'The page a visitor sees after sending the form from a browser that runs no JavaScript (others see the thanks on the form).',
      ),
    footerImageAlt: z.string().describe('What the picture at the foot of the page shows, read to people who cannot see it.'),
    keptMentions,
  })
  .meta({ label: 'Contact form page' })
  .describe("The words of the contact form page. The form's own labels and messages are under Words used on every page.");
