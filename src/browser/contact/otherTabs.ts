/**
 * News of an entry for the site's other live tabs (same origin, where the browser has
 * BroadcastChannel): its request went out, was answered, or surely never arrived. A tab that was
 * not live then reads the same from the record (sendRecord.ts).
 */
import type { SendRecord } from '../../lib/contact/sendOutcome';
import { isSendRecord } from './sendRecord';
import { FORM_CHANNEL } from '../../lib/contact/storageKeys';

/** What is now known of the entry with this id; no record: its request surely never arrived. */
export interface EntryNews {
  submissionId: string;
  record: SendRecord | undefined;
}

interface Message {
  from: string;
  submissionId: string;
  record: SendRecord | null;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  'from' in value &&
  typeof value.from === 'string' &&
  'submissionId' in value &&
  typeof value.submissionId === 'string' &&
  'record' in value &&
  (value.record === null || isSendRecord(value.record));

/** Tells this site's other tabs what became of an entry, from the page `page` (the form's id for its page). */
export function announce({ submissionId, record }: EntryNews, page: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(FORM_CHANNEL);
  channel.postMessage({ from: page, submissionId, record: record ?? null } satisfies Message);
  channel.close();
}

/** Calls `onNews` whenever another page than `page` announces news of an entry; returns what stops listening. */
export function listenForNews(page: string, onNews: (news: EntryNews) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(FORM_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const { data } = event;
    if (isMessage(data) && data.from !== page) onNews({ submissionId: data.submissionId, record: data.record ?? undefined });
  };
  return () => channel.close();
}
