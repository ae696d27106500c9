/**
 * What the Worker's tests share: an entry the page would send (its country and requirement read
 * from the content, never copied), posting it as the page does, and reading the stored leads.
 */
import { SELF, env } from 'cloudflare:test';
import type { ContactPayload } from '../../lib/contact/fields';
import { SUBMISSION_ID_PARAMETER } from '../../lib/contact/queryNames';
import type { StoredLead } from '../../lib/leads/csv';
import { settings, ui } from '../content';
import { riseformPath } from '../paths';

/** The site's origin in the tests: the Worker compares a request's Origin with it. */
export const site = 'https://site.example';

/** The name the country list gives a country, by its ISO code. */
export function countryName(iso: string): string {
  const name = settings.countryNames.get(iso);
  if (name === undefined) throw new Error(`no country ${iso} in the form's list`);
  return name;
}

/** An entry the page accepts and sends as it is, with a few characters a careless store would change. */
export function entry(changes: Partial<ContactPayload> = {}): ContactPayload {
  return {
    name: 'Zoë Ærnström-Iyer',
    companyName: 'Lakeview Hotels & Resorts',
    role: '',
    email: 'zoe@lakeview.example',
    phone: '9876543210',
    phoneCode: '91',
    country: countryName('IN'),
    address: 'Tower B, Sector 62\nNoida 201309',
    requirement: ui.contactRequirements[0] ?? '',
    message: 'Two properties, 140 rooms — "POS" first.\n\tThanks 🙏🏽',
    ...changes,
  };
}

let sent = 0;
/** A new submission id of the form's kind (32 hex digits). */
export const newId = (): string => crypto.randomUUID().replaceAll('-', '');
/** A sender of its own, so one test's posts never count against another's limit. */
export const newSender = (): string => `10.${(sent += 1) % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

export interface PostOptions {
  id?: string;
  /** Query parameters beside the id, e.g. the lead's source. */
  query?: Record<string, string>;
  headers?: Record<string, string>;
  sender?: string;
}

/** POSTs a body to /riseform as the page's script does: JSON, same origin, the id in the query. */
export function post(body: unknown, { id = newId(), query = {}, headers = {}, sender = newSender() }: PostOptions = {}): Promise<Response> {
  const search = new URLSearchParams({ [SUBMISSION_ID_PARAMETER]: id, ...query });
  return SELF.fetch(`${site}${riseformPath}?${search}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site, 'CF-Connecting-IP': sender, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Every stored lead, with every column. */
export async function storedLeads(): Promise<(StoredLead & Record<string, unknown>)[]> {
  const { results } = await env.DB.prepare('SELECT * FROM leads ORDER BY received_at').all<StoredLead & Record<string, unknown>>();
  return results;
}
