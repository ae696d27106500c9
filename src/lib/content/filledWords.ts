import type { z } from 'astro/zod';
import type { landingSchema } from '../../schemas/landing';
import type { suiteSchema } from '../../schemas/suites';
import type { UiWords } from '../../schemas/ui';
import { fillTemplate } from '../fillTemplate.ts';
import { countPlaceholders } from './countWords.ts';

type Suite = z.output<typeof suiteSchema>;
type Landing = z.output<typeof landingSchema>;

/** How many pages of each kind the site has in service: what `{modules}`, `{suites}` and `{stories}` say. */
export interface SiteCounts {
  modules: number;
  suites: number;
  stories: number;
}

/**
 * A suite's words with its own `{name}` and `{modules}` (how many it includes, in words) filled in
 * (src/schemas/suites.ts says which fields take them), so its page heading, search title, card and
 * "Why Choose …?" follow a rename or a change of modules.
 */
export function suiteWords(suite: Suite): Suite {
  const values = { name: suite.name, ...countPlaceholders({ modules: suite.modules.length }) };
  const fill = (text: string): string => fillTemplate(text, values);
  return {
    ...suite,
    seo: { title: fill(suite.seo.title), description: fill(suite.seo.description) },
    audience: fill(suite.audience),
    overview: suite.overview.map(fill),
    whyChoose: { ...suite.whyChoose, heading: fill(suite.whyChoose.heading) },
    closingBanner: fill(suite.closingBanner),
  };
}

/** The home page's words with the site's counts filled in (src/schemas/landing.ts says which fields take them). */
export function homeWords(home: Landing, counts: SiteCounts): Landing {
  const fill = (text: string): string => fillTemplate(text, countPlaceholders({ ...counts }));
  const section = (words: { heading: string; intro: string }) => ({ heading: fill(words.heading), intro: fill(words.intro) });
  return { ...home, modulesSection: section(home.modulesSection), storiesSection: section(home.storiesSection) };
}

/** The Products and Pricing dropdowns' headings, with the number of modules and suites filled in. */
export function menuHeadings(nav: UiWords['nav'], counts: Pick<SiteCounts, 'modules' | 'suites'>): { products: string; pricing: string } {
  const values = countPlaceholders({ ...counts });
  return { products: fillTemplate(nav.productsPanel, values), pricing: fillTemplate(nav.pricingPanel, values) };
}
