/**
 * The lead sent to the CRM's webhook, where one is set: its JSON, signed with HMAC-SHA256 over the
 * exact bytes sent (`X-Signature: sha256=<hex>`), and the submission id as the idempotency key,
 * so a retry after a lost answer is known for what it is.
 */
import { textFields } from '../lib/contact/fields';
import type { StoredLead } from '../lib/leads/csv';

/** The lead as the webhook receives it: its id and time, the ten fields by their own names, and where it came from. */
export function webhookBody(lead: StoredLead): string {
  const source: unknown = JSON.parse(lead.source);
  return JSON.stringify({
    submission_id: lead.submission_id,
    received_at: lead.received_at,
    ...Object.fromEntries(textFields.map((field) => [field, lead[field]])),
    source,
  });
}

/** How long the CRM may take to answer before the try counts as failed (and is retried). */
const TIMEOUT_MS = 10_000;

const hex = (bytes: ArrayBuffer): string => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** `sha256=` and the HMAC-SHA256 of `body` under `secret`, in hex (GitHub's webhook convention). */
export async function signature(secret: string, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return `sha256=${hex(await crypto.subtle.sign('HMAC', key, encoder.encode(body)))}`;
}

/** POSTs the lead, signed when a secret is set; true when the CRM answered 2xx, false for any other answer or none. */
export async function postToWebhook(url: string, secret: string | undefined, lead: StoredLead): Promise<boolean> {
  const body = webhookBody(lead);
  const signed: Record<string, string> = secret ? { 'X-Signature': await signature(secret, body) } : {};
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': lead.submission_id, ...signed },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok;
  } catch (error) {
    console.error('webhook', lead.submission_id, error);
    return false;
  }
}
