/**
 * The form's JSON body read as the ten fields (spec section 7): exactly those, each a string.
 * Anything else is a program's doing, not the page's, and is refused by field.
 */
import { textFields, type ContactPayload } from '../lib/contact/fields';
import type { FieldRefusal } from './answers';
import { isRecord } from '../lib/isRecord';

/** The ten fields, or what is wrong with the body's shape; undefined when it is not a JSON object at all. */
export type ReadPayload = { payload: ContactPayload } | { refusals: FieldRefusal[] } | undefined;

export function payloadOf(text: string): ReadPayload {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(body)) return undefined;
  const refusals: FieldRefusal[] = [];
  const known: readonly string[] = textFields;
  for (const field of textFields) {
    const value = body[field];
    if (value === undefined) refusals.push({ field, error: 'missing' });
    else if (typeof value !== 'string') refusals.push({ field, error: 'not_text' });
  }
  for (const field of Object.keys(body)) if (!known.includes(field)) refusals.push({ field, error: 'unexpected' });
  if (refusals.length > 0) return { refusals };
  return { payload: Object.fromEntries(textFields.map((field) => [field, body[field]])) as ContactPayload };
}
