/**
 * Whether an entry left, where every tab of this site can read it (localStorage), keyed by the
 * entry's submission id: written when its request goes out and again when it is answered, so a tab
 * that holds the same draft knows even if it was reloading or in the back-forward cache when the
 * other tab's news went by (otherTabs.ts). No personal data: an id, a state and a time, expiring
 * with the draft.
 */
import { DRAFT_LIFETIME_MS } from './draft';
import { RECORD_PREFIX, recordKey } from '../../lib/contact/storageKeys';
import type { SendRecord } from '../../lib/contact/sendOutcome';

type Shared = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where the browser blocks it (reading it throws then). */
export function sharedStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const isSendRecord = (value: unknown): value is SendRecord =>
  typeof value === 'object' &&
  value !== null &&
  'state' in value &&
  (value.state === 'sending' || value.state === 'left') &&
  'at' in value &&
  typeof value.at === 'number';

/**
 * What is known of the entry `id`: nothing when none is recorded or it is older than a draft lives
 * (then removed). A record this page cannot read (written by a newer version of the page, say) is
 * kept for the page that wrote it and read as the entry having left, so it is not sent again from
 * here; one from a moment ahead of this page's clock is read as written.
 */
export function readRecord(storage: Shared | null, id: string, now: number): SendRecord | undefined {
  let raw: string | null | undefined;
  try {
    raw = storage?.getItem(recordKey(id));
  } catch {
    return undefined;
  }
  if (raw === null || raw === undefined) return undefined;
  const value = parsed(raw);
  if (isSendRecord(value)) {
    if (now - value.at <= DRAFT_LIFETIME_MS) return { state: value.state, at: value.at };
    removeRecord(storage, id);
    return undefined;
  }
  const at = typeof value === 'object' && value !== null && 'at' in value && typeof value.at === 'number' ? value.at : now;
  return now - at <= DRAFT_LIFETIME_MS ? { state: 'left', at } : undefined;
}

/** The record's JSON, or undefined where it is not JSON. */
function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Records the entry's state, or removes the record (`undefined`: the request surely never arrived). */
export function writeRecord(storage: Shared | null, id: string, record: SendRecord | undefined): void {
  if (record === undefined) return removeRecord(storage, id);
  try {
    storage?.setItem(recordKey(id), JSON.stringify(record));
  } catch {
    // Full or blocked: live tabs still hear it (otherTabs.ts).
  }
}

function removeRecord(storage: Shared | null, id: string): void {
  try {
    storage?.removeItem(recordKey(id));
  } catch {
    // As above.
  }
}

/** Removes every record this page can read that is older than a draft lives (a record is read only by its own id, so the others are swept here). */
export function sweepRecords(storage: Pick<Storage, 'length' | 'key'> & Shared, now: number): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(RECORD_PREFIX)) keys.push(key);
  }
  for (const key of keys) readRecord(storage, key.slice(RECORD_PREFIX.length), now);
}
