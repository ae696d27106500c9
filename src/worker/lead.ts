import type { ContactPayload } from '../lib/contact/fields';

/** A lead as the endpoint accepted it, before it is stored. */
export interface Lead {
  /** The entry's id: every copy of one entry carries the same (src/browser/contact/submit.ts). */
  submissionId: string;
  /** When it arrived, ISO 8601 in UTC. */
  receivedAt: string;
  /** The ten fields, as they arrived. */
  fields: ContactPayload;
  /** Where it came from: the lead-source query values, by name. */
  source: Record<string, string>;
  /** 'trap-filled' when the anti-bot trap was filled: kept apart, never forwarded. */
  flag: string | null;
}

/** What a delivery message carries: the lead's id alone; the row holds the rest. */
export interface Delivery {
  submissionId: string;
}
