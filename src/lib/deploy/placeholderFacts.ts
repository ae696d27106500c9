/**
 * The company facts a marketer may leave as the template's examples (src/content/company.yaml):
 * each one a deploy build would ship in every footer, named by the editor's own words for its
 * field ("Company facts → E-mail is a placeholder: info@example.com"), so the marketer knows
 * where at /admin to change it.
 */
import { labelOf } from '../cms/editorField';
import { entryJsonSchema, type JsonSchema } from '../cms/jsonSchema';
import { companySchema, type CompanyFacts } from '../../schemas/company';
import { isPlaceholderHost } from './placeholders';

/** The YouTube IFrame API's own sample video: never this company's product tour. */
export const SAMPLE_VIDEO_ID = 'M7lc1UVf-VE';

/** North American numbers 555-0100 to 555-0199 are reserved for fiction (and this template). */
const fictionalPhone = (phone: string): boolean => /555\D?01\d\d$/.test(phone.replace(/[\s().]/g, ''));

/** A profile at a placeholder account: `/example`, `/@example`, `/company/example`. */
const placeholderProfile = (url: URL): boolean => /^\/(?:company\/|@)?example\/?$/i.test(url.pathname);

const placeholderAddress = (address: string): boolean => {
  try {
    const url = new URL(address);
    return isPlaceholderHost(url.hostname) || placeholderProfile(url);
  } catch {
    return false;
  }
};

const placeholderEmail = (email: string): boolean => isPlaceholderHost(email.slice(email.lastIndexOf('@') + 1));

/** A field's name as the editor shows it: its schema's label, else one made from its key. */
const nameIn = (json: JsonSchema | undefined, key: string): string => json?.properties?.[key]?.label ?? labelOf(key);

/** One sentence per company fact that is still a placeholder; empty when there is none. */
export function placeholderFacts(facts: CompanyFacts): string[] {
  const json = entryJsonSchema(companySchema);
  const collection = json.label ?? 'Company';
  const at = (...path: string[]): string => [collection, ...path].join(' → ');
  const external = json.properties?.['external'];
  const socialFields = json.properties?.['socials']?.items || undefined;
  const problems: string[] = [];
  if (placeholderEmail(facts.email)) problems.push(`${at(nameIn(json, 'email'))} is a placeholder: ${facts.email}`);
  if (fictionalPhone(facts.phone)) problems.push(`${at(nameIn(json, 'phone'))} is a placeholder: ${facts.phone}`);
  for (const [key, address] of Object.entries(facts.external))
    if (placeholderAddress(address)) problems.push(`${at(nameIn(json, 'external'), nameIn(external, key))} is a placeholder: ${address}`);
  for (const social of facts.socials)
    if (placeholderAddress(social.url))
      problems.push(`${at(nameIn(json, 'socials'), social.name, nameIn(socialFields, 'url'))} is a placeholder: ${social.url}`);
  if (facts.videoId === SAMPLE_VIDEO_ID)
    problems.push(`${at(nameIn(json, 'videoId'))} is a placeholder: YouTube's sample video (${facts.videoId}), not the product tour`);
  return problems;
}
