import { accessibilityPageSchema } from './accessibilityPage.ts';
import { caseStudySchema } from './caseStudies.ts';
import { certificationSchema } from './certifications.ts';
import { clientSchema } from './clients.ts';
import { comparePageSchema } from './comparePage.ts';
import { companySchema } from './company.ts';
import { formPageSchema } from './formPage.ts';
import { landingSchema } from './landing.ts';
import { moduleSchema } from './modules.ts';
import { notFoundSchema } from './notFound.ts';
import { storySchema } from './stories.ts';
import { suiteSchema } from './suites.ts';
import { testimonialSchema } from './testimonials.ts';
import { uiSchema } from './ui.ts';

/**
 * Every content collection's schema, by the collection's name (each is src/schemas/<name>.ts). A
 * collection with uploaded pictures has a function of the build's picture tools (picture.ts).
 * src/content.config.ts wires them to their files; the editor's configuration is made from them.
 */
export const contentSchemas = {
  modules: moduleSchema,
  suites: suiteSchema,
  caseStudies: caseStudySchema,
  testimonials: testimonialSchema,
  stories: storySchema,
  clients: clientSchema,
  certifications: certificationSchema,
  landing: landingSchema,
  formPage: formPageSchema,
  notFound: notFoundSchema,
  comparePage: comparePageSchema,
  accessibilityPage: accessibilityPageSchema,
  ui: uiSchema,
  company: companySchema,
};
