import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { contentSources, type CollectionName } from './content/sources';
import { readPicture } from './build/pictures/readPicture';
import { contentSchemas as schemas } from './schemas/collections';

// Each collection's schema is src/schemas/<collection>.ts; this file only says where its files
// are (src/content/sources.ts) and gives the schemas with pictures Astro's image() and the reader
// of an upload's bytes.

/** A folder of one YAML file per entry. */
const folder = (name: 'modules' | 'suites' | 'caseStudies') => glob({ pattern: '*.yaml', base: `./${contentSources[name].folder}` });
/** One YAML file of entries. */
const entries = (name: Exclude<CollectionName, 'modules' | 'suites' | 'caseStudies'>) => file(`./${contentSources[name].file}`);

export const collections = {
  modules: defineCollection({ loader: folder('modules'), schema: ({ image }) => schemas.modules({ image, read: readPicture }) }),
  suites: defineCollection({ loader: folder('suites'), schema: schemas.suites }),
  caseStudies: defineCollection({
    loader: folder('caseStudies'),
    schema: ({ image }) => schemas.caseStudies({ image, read: readPicture }),
  }),
  testimonials: defineCollection({
    loader: entries('testimonials'),
    schema: ({ image }) => schemas.testimonials({ image, read: readPicture }),
  }),
  stories: defineCollection({ loader: entries('stories'), schema: schemas.stories }),
  clients: defineCollection({ loader: entries('clients'), schema: ({ image }) => schemas.clients({ image, read: readPicture }) }),
  certifications: defineCollection({ loader: entries('certifications'), schema: schemas.certifications }),
  landing: defineCollection({ loader: entries('landing'), schema: schemas.landing }),
  formPage: defineCollection({ loader: entries('formPage'), schema: schemas.formPage }),
  notFound: defineCollection({ loader: entries('notFound'), schema: schemas.notFound }),
  comparePage: defineCollection({ loader: entries('comparePage'), schema: schemas.comparePage }),
  accessibilityPage: defineCollection({ loader: entries('accessibilityPage'), schema: schemas.accessibilityPage }),
  ui: defineCollection({ loader: entries('ui'), schema: schemas.ui }),
  company: defineCollection({ loader: entries('company'), schema: schemas.company }),
};
