import { z } from 'astro/zod';
import { icon } from './icon.ts';

/** A certification of Our Certifications (src/content/certifications.yaml). */
export const certificationSchema = z
  .object({
    name: z.string().describe('Standard name, e.g. "ISO/IEC 27001".'),
    icon: icon.describe('The icon on its seal, one for what the standard is about (a lock for security).'),
    description: z.string().describe('What it attests, one sentence.'),
  })
  .meta({ label: 'Certifications' })
  .describe(
    'A certification shown in Our Certifications on the home page. PLACEHOLDER: list only the standards the company actually holds, as its certificates name them, before going live: a claim of certification that is not true is a legal risk.',
  );
