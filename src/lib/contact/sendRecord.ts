/**
 * Whether an entry left, where every tab of this site can read it (localStorage), keyed by the
 * entry's submission id: written when its request goes out and again when it is answered, so a tab
 * that holds the same draft knows even if it was reloading or in the back-forward cache when the
 * other tab's news went by (otherTabs.ts). No personal data: an id, a state and a time, expiring
 * with the draft.
 */
import { DRAFT_LIFETIME_MS } from './draft';
import { RECORD_PREFIX, recordKey } from './storageKeys';

/** sending: the request is out, no answer yet; left: it went out and may well have arrived (an answer, or none that could be read). */
export interface SendRecord {
  state: 'sending' | 'left';
  /** When the request went out (ms since 1970). */
  at: number;
}

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

/** What is known of the entry `id`: nothing when none is recorded, it is corrupt, from the future or older than a draft lives (then removed). */
export function readRecord(storage: Shared | null, id: string, now: number): SendRecord | undefined {
  try {
    const raw = storage?.getItem(recordKey(id));
    if (raw === null || raw === undefined) return undefined;
    const value: unknown = JSON.parse(raw);
    if (isSendRecord(value) && value.at <= now && now - value.at <= DRAFT_LIFETIME_MS) return { state: value.state, at: value.at };
  } catch {
    // Blocked or corrupt: as if nothing were recorded.
  }
  removeRecord(storage, id);
  return undefined;
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

/** Removes every record older than a draft lives (a record is read only by its own id, so the others are swept here). */
export function sweepRecords(storage: Pick<Storage, 'length' | 'key'> & Shared, now: number): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(RECORD_PREFIX)) keys.push(key);
  }
  for (const key of keys) readRecord(storage, key.slice(RECORD_PREFIX.length), now);
}
