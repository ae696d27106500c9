import { parse } from 'yaml';
import { companySchema } from '../schemas/company';
import { officeOf, phoneHrefOf, type Company } from '../site.config';
import source from './company.yaml?raw';
import { contentSources } from './sources';

const facts = companySchema.parse((parse(source) as Record<string, unknown>)[contentSources.company.entry]);

/**
 * The company's facts, from src/content/company.yaml (the editor at /admin edits it), with what
 * follows from them: each office's printed lines and map link, the phone's call link. Build-time only.
 */
export const company: Company = {
  ...facts,
  phoneHref: phoneHrefOf(facts.phone),
  offices: facts.offices.map(({ label, address }) => officeOf(label, address)),
};
