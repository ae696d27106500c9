import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { caseStudies as specCaseStudies, modules as specModules, suites as specSuites } from '../../e2e/support/spec';

// The spec's numbers (sections 2 and 9), pinned against the content files a marketer edits.
const dir = join(import.meta.dirname);
const read = (path: string): unknown => parse(readFileSync(join(dir, path), 'utf8'));
const ids = (folder: string): string[] =>
  readdirSync(join(dir, folder))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => file.replace(/\.yaml$/, ''))
    .sort();

interface ModuleFile {
  name: string;
  tagline: string;
  features: unknown[];
  benefits: unknown[];
  faq: unknown[];
  highlights: { caption: string }[];
  closingBanner: string;
}
interface WithModules {
  modules: string[];
}

// One list of the spec's facts for both suites: e2e/support/spec.ts, by URL path; here by file name.
const idOf = (path: string): string => path.slice(1);
const moduleFacts = Object.fromEntries(specModules.map((module) => [idOf(module.path), module]));
const suiteModules = Object.fromEntries(specSuites.map((suite) => [idOf(suite.path), suite.modules.map(idOf)]));
const pricingTaglines = Object.fromEntries(specSuites.map((suite) => [idOf(suite.path), suite.tagline]));
const caseStudyModules = Object.fromEntries(specCaseStudies.map((caseStudy) => [idOf(caseStudy.path), caseStudy.modules.map(idOf)]));

describe('modules', () => {
  it('are the ten the spec routes', () => {
    expect(ids('modules')).toEqual(Object.keys(moduleFacts).sort());
  });

  for (const [id, counts] of Object.entries(moduleFacts)) {
    it(`${id} has ${counts.features} features, 5 benefits, ${counts.faq} FAQ, 3 highlights and the spec's tagline`, () => {
      const module = read(`modules/${id}.yaml`) as ModuleFile;
      expect(module.features).toHaveLength(counts.features);
      expect(module.benefits).toHaveLength(5);
      expect(module.faq).toHaveLength(counts.faq);
      expect(module.highlights).toHaveLength(3);
      expect(module.tagline).toBe(counts.tagline);
    });
  }

  it('carry the spec’s captions and closing banners for inventory and food cost', () => {
    const inventory = read('modules/userstore-inventry.yaml') as ModuleFile;
    expect(inventory.highlights.map((item) => item.caption)).toEqual(['Stock Visibility', 'Automated Updates', 'Inventory Reports']);
    expect(inventory.closingBanner).toBe('Track inventory with precision using our robust management system.');
    const food = read('modules/food-cost.yaml') as ModuleFile;
    expect(food.highlights.map((item) => item.caption)).toEqual(
      expect.arrayContaining(['Efficiency in Hospitality', 'Enhancing Profitability']),
    );
    expect(food.closingBanner).toBe('Optimize food costs with realtime analysis and insights.');
  });
});

describe('suites', () => {
  it('are the seven the spec routes', () => {
    expect(ids('suites')).toEqual(Object.keys(suiteModules).sort());
  });

  for (const [id, expected] of Object.entries(suiteModules)) {
    it(`${id} includes exactly ${expected.join(', ')} and has the spec's pricing tagline`, () => {
      const suite = read(`suites/${id}.yaml`) as WithModules & { tagline: string };
      expect(suite.modules).toEqual(expected);
      expect(suite.tagline).toBe(pricingTaglines[id]);
    });
  }

  it('front desk asks "Why Choose Front Desk Suite ?" (the spec’s slip, fixed)', () => {
    const frontdesk = read('suites/frontdesk-suite.yaml') as { whyChoose: { heading: string } };
    expect(frontdesk.whyChoose.heading).toBe('Why Choose Front Desk Suite ?');
  });
});

describe('case studies', () => {
  it('are the three the spec routes', () => {
    expect(ids('case-studies')).toEqual(Object.keys(caseStudyModules).sort());
  });

  for (const [id, expected] of Object.entries(caseStudyModules)) {
    it(`${id} links exactly ${expected.length} modules`, () => {
      expect((read(`case-studies/${id}.yaml`) as WithModules).modules).toEqual(expected);
    });
  }
});

describe('landing content', () => {
  it('has three testimonials, three stories and thirty client logos', () => {
    expect(read('testimonials.yaml')).toHaveLength(3);
    expect(read('stories.yaml')).toHaveLength(3);
    expect(read('clients.yaml')).toHaveLength(30);
  });

  it('gives each testimonial a portrait of its own and each certification a seal of its own', () => {
    const portraits = (read('testimonials.yaml') as { portrait: string }[]).map(({ portrait }) => portrait);
    expect(new Set(portraits).size).toBe(3);
    const icons = (read('certifications.yaml') as { icon: string }[]).map(({ icon }) => icon);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('has the form page’s three FAQ, one of them on the 30 to 45 minute demo', () => {
    const { form } = read('form-page.yaml') as { form: { faq: { answer: string }[] } };
    expect(form.faq).toHaveLength(3);
    expect(form.faq.some((item) => /30\s*(to|–|-)\s*45 minutes/.test(item.answer))).toBe(true);
  });
});
