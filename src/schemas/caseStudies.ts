import { z } from 'astro/zod';
import { formerNames, keptMentions } from './mentions.ts';
import { order, paragraphs, point, seo } from './pageParts.ts';
import { picture, type PictureTools } from './picture.ts';
import { reference } from './reference.ts';
import { retirement } from './retired.ts';

/** A client's story, with its own page (src/content/case-studies/*.yaml). */
export const caseStudySchema = <Image extends z.ZodType>(tools: PictureTools<Image>) =>
  z
    .object({
      retired: retirement.optional(),
      order: order('the Real Stories cards of the home page that are made from case studies'),
      title: z
        .string()
        .min(2)
        .max(80)
        .describe(
          "The page's main heading, at most 80 characters; also its Real Stories card's heading while none is written for it. A new case study's web address is made from it.",
        ),
      formerNames: formerNames('title'),
      client: z
        .string()
        .min(2)
        .max(60)
        .describe('The kind of client, e.g. "Community society, Kolkata", at most 60 characters: it heads the page\'s link preview.'),
      suite: reference('suites').describe('The suite the client runs.'),
      seo,
      results: z
        .array(
          z.object({
            figure: z.string().min(1).max(12).describe('The number, short, e.g. "40 %" or "3 days".'),
            label: z.string().min(1).max(70).describe('What it measures, e.g. "fewer stock-outs on fast-moving items".'),
          }),
        )
        .min(1)
        .max(4)
        .describe(
          'The numbers the story leads with, shown large under its title: at most four, one row on a wide screen. Each must be true of the client, like the value section it sums up.',
        ),
      overview: paragraphs,
      challenge: z.object({ intro: z.string(), points: z.array(z.string()).min(1) }),
      modules: z.array(reference('modules')).min(1).describe('The modules the client uses, in the order the page lists them.'),
      role: z
        .object({ intro: z.string(), points: z.array(point).min(1) })
        .meta({ label: 'What we did' })
        .describe('Our role: an introduction, then numbered points.'),
      value: z
        .array(point)
        .min(1)
        .meta({ label: 'Value for the client', singular: 'Value for the client' })
        .describe(
          'The value to the client: outcomes, with a figure where one is credible. The first is the headline result on the "At a glance" card.',
        ),
      conclusion: paragraphs,
      photo: picture('photo', tools).describe('A photo of the client (their place, their team), shown beside the overview.'),
      keptMentions,
    })
    .meta({ label: 'Case studies', singular: 'Case study' })
    .describe(
      "A client's story, with its own page in the site map. It is linked, with its result figures, under Customer Stories on its suite's page and on the pages of the modules it uses, and has a Real Stories card on the home page (with its photo, when it has one): a case study that no Real Stories card names gets one made from its title and search description. PLACEHOLDER figures: the outcomes quoted (days, percentages, weeks) are illustrative; confirm each with the client, or replace it with the measured result, before going live. A page is never deleted: to take one off the site, open it and fill in Retired, at its top.",
    );
