import { describe, expect, it } from 'vitest';
import { readContentFile, singleEntry } from '../../build/contentFiles';
import { landingSchema } from '../../schemas/landing';
import { suiteSchema } from '../../schemas/suites';
import { nth, suites, ui } from '../../test/siteContent';
import { inWords } from './countWords';
import { homeWords, menuHeadings, suiteWords } from './filledWords';

/** A suite's file as its schema reads it, placeholders and all. */
const suiteFile = (path: string) => suiteSchema.parse(readContentFile(process.cwd(), `src/content/suites${path}.yaml`));
/** Every word of a suite's page that its own words make: heading, titles, overview, reasons' heading, banner. */
const pageWords = (suite: ReturnType<typeof suiteWords>): string =>
  [
    suite.name,
    suite.seo.title,
    suite.seo.description,
    suite.audience,
    ...suite.overview,
    suite.whyChoose.heading,
    suite.closingBanner,
  ].join('\n');

describe('a suite’s own words', () => {
  const { path, name } = nth(suites, 0);
  const file = suiteFile(path);

  it('follow a new name everywhere its page says it, and leave no placeholder', () => {
    const renamed = suiteWords({ ...file, name: `${name} Plus` });
    expect(pageWords(renamed)).not.toMatch(/[{}]/);
    expect(pageWords(renamed).replaceAll(`${name} Plus`, '')).not.toContain(name);
    expect(renamed.whyChoose.heading).toContain(`${name} Plus`);
  });

  it('count the modules it includes, in words', () => {
    const counted = suiteWords({ ...file, seo: { ...file.seo, description: 'All {modules} modules; {Modules} in all.' } });
    const count = inWords(file.modules.length);
    expect(counted.seo.description).toBe(`All ${count} modules; ${count.charAt(0).toUpperCase()}${count.slice(1)} in all.`);
  });
});

describe('the site’s counts in its words', () => {
  const counts = { modules: 9, suites: 6, stories: 2 };
  // The home page's file as its schema reads it, placeholders and all.
  const landing = landingSchema.parse(singleEntry(process.cwd(), 'landing'));

  it('fill the home page’s modules and stories sections', () => {
    const home = homeWords(landing, counts);
    expect(`${home.modulesSection.heading} ${home.modulesSection.intro} ${home.storiesSection.heading}`).not.toMatch(/[{}]/);
    expect(landing.modulesSection.heading).toMatch(/\{Modules\}/);
    expect(home.modulesSection.heading).toContain('Nine');
  });

  it('fill the dropdowns’ headings', () => {
    const headings = menuHeadings(ui.nav, counts);
    expect(headings.products).toContain('nine');
    expect(headings.pricing).toContain('Six');
  });
});
