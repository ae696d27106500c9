/** The channel the form's tabs speak on (same origin only). */
const CHANNEL = 'contact-form';

/** Told to the other tabs when a draft has been sent. */
export interface SentNotice {
  draftId: string;
  sentAt: number;
}

const isSentNotice = (value: unknown): value is SentNotice =>
  typeof value === 'object' &&
  value !== null &&
  'draftId' in value &&
  typeof value.draftId === 'string' &&
  'sentAt' in value &&
  typeof value.sentAt === 'number';

/** Tells this site's other tabs that the draft with this id was sent (where the browser has BroadcastChannel). */
export function announceSent(notice: SentNotice): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(notice);
  channel.close();
}

/** Calls `onSent` whenever another tab sends a draft; returns what stops listening. */
export function listenForSentElsewhere(onSent: (notice: SentNotice) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (isSentNotice(event.data)) onSent(event.data);
  };
  return () => channel.close();
}
