import { z } from 'astro/zod';
import { icon } from './icon.ts';
import { matching } from './matching.ts';

const webAddress = matching(/^https:\/\/[^\s/]+\.[^\s]+$/, 'Enter a full web address starting with https://.');

const postalAddress = z
  .object({
    street: z.string().min(1).describe('Building and street, e.g. "Tower B, Sector 62".'),
    locality: z.string().min(1).describe('The city, e.g. "Noida"; also used for short mentions ("India office in Noida").'),
    region: z.string().min(1).describe('State or province as written in the address, e.g. "Uttar Pradesh" or "TX".'),
    postalCode: z.string().min(1),
    countryCode: matching(/^[A-Z]{2}$/, 'Enter the two capital letters of the country, e.g. IN or US.').describe(
      'The two-letter country code, e.g. "IN", for search engines.',
    ),
    country: z.string().min(1).describe('The country as printed on the last line, e.g. "India".'),
  })
  .describe('The address in the parts search engines read; the printed lines and the map link follow from them.');

/**
 * The company's facts (src/content/company.yaml): who it is and how to reach it. Shown in the
 * header, the footer, the side menu, the contact block, the structured data for search engines and
 * the accessibility statement.
 */
export const companySchema = z
  .object({
    name: z.string().min(1).describe("The company's name, in titles, the logo's accessible name and the footer."),
    shortName: z.string().min(1).max(12).describe('The short name the logo shows, at most 12 characters.'),
    foundedYear: z.number().int().min(1900).max(2100).describe('The year the company was founded.'),
    statement: z.string().min(40).max(220).describe('The sentence under the logo in the footer.'),
    email: matching(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter an e-mail address like info@company.com.').describe(
      'The general enquiries address, shown on every page and where the form fails.',
    ),
    phone: matching(
      /^\+\d[\d ().-]*\d$/,
      'Start with + and the country code, then digits, spaces or hyphens, e.g. +1 202-555-0143.',
    ).describe('The phone number as displayed, with its country code; the call link is made from its digits.'),
    offices: z
      .array(z.object({ label: z.string().min(1).describe('A short label, e.g. "India office".'), address: postalAddress }))
      .min(1)
      .describe('The offices, in the order shown.'),
    external: z
      .object({
        login: webAddress.describe("The application's sign-in page."),
        about: webAddress.describe("The company's About Us page."),
        blog: webAddress.describe('The company blog.'),
        privacyPolicy: webAddress.describe("The privacy policy linked from the form's consent box."),
      })
      .describe('Pages on other sites, opened in a new tab.'),
    socials: z
      .array(
        z.object({
          name: z.string().min(1).describe("The network's name, read by screen readers as the link's name."),
          icon: icon.describe('The icon the footer draws for the network, e.g. "linkedin" (X\'s is "twitter").'),
          url: webAddress.meta({ label: 'Profile address' }).describe("The full address of the company's profile on the network."),
        }),
      )
      .describe('Social profiles, in the footer.'),
    videoId: matching(/^[A-Za-z0-9_-]{11}$/, "Enter the 11 characters after v= in the video's YouTube address.")
      .meta({ label: 'Product video' })
      .describe('The product video on the home page: the 11 characters after v= in its YouTube address.'),
  })
  .meta({ label: 'Company facts' })
  .describe(
    'The company: its name, how to reach it, its offices and its profiles on social networks, shown in the header, the footer and on the contact form page.',
  );

export type CompanyFacts = z.infer<typeof companySchema>;
