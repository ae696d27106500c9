import { textFields, type TextField } from './fields';
import { isRecord } from '../isRecord';

/** What the endpoint said of each field it refused, in its own words. */
export type RefusedFields = Partial<Record<TextField, string>>;

/** How much of an answer is read at most, and of a reason shown: an answer is the endpoint's, not ours. */
const MAX_BODY = 20_000;
const MAX_REASON = 300;

const isField = (name: unknown): name is TextField => typeof name === 'string' && (textFields as readonly string[]).includes(name);

/** A reason as it may be shown: one line of plain text, capped. */
function reasonOf(value: unknown): string | undefined {
  const text = Array.isArray(value) ? value.find((item) => typeof item === 'string') : value;
  if (typeof text !== 'string') return undefined;
  // Shown as text, never as markup: control and format characters become spaces.
  const line = text
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  if (line === '') return undefined;
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}

/**
 * The fields an answer's JSON body names, in the shapes form services use:
 * `{"errors":[{"field":"email","message":"…"}]}` (Formspree), `{"errors":{"email":["…"]}}`
 * (Rails, Laravel), `{"field":"email","message":"…"}`. Only the ten fields the form sends count.
 */
export function fieldsNamedIn(body: unknown): RefusedFields {
  const refused: RefusedFields = {};
  const note = (field: unknown, reason: unknown): void => {
    const text = reasonOf(reason);
    if (isField(field) && text !== undefined) refused[field] ??= text;
  };
  if (!isRecord(body)) return refused;
  note(body['field'], body['message'] ?? body['error']);
  const errors = body['errors'];
  if (Array.isArray(errors)) for (const error of errors) if (isRecord(error)) note(error['field'], error['message'] ?? error['error']);
  if (isRecord(errors)) for (const [field, reason] of Object.entries(errors)) note(field, reason);
  return refused;
}

/**
 * What a 4xx answer says was wrong with which field, read from its JSON body (capped), or nothing
 * when it names none: the visitor can then correct that field instead of resending in vain.
 */
export async function refusedFields(response: Response): Promise<RefusedFields> {
  if (response.status < 400 || response.status > 499 || !/json/i.test(response.headers.get('Content-Type') ?? '')) return {};
  try {
    const text = await response.text();
    return text.length > MAX_BODY ? {} : fieldsNamedIn(JSON.parse(text));
  } catch {
    return {};
  }
}
