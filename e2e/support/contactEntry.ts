/**
 * The contact entries every suite sends, Playwright's and the cross-engine one alike: plain data,
 * no browser. The e-mail address decides whether the real Worker answers, or an answer it never
 * gives (src/test/endpointFaults.ts).
 */
import { nth, ui } from '../../src/test/siteContent.ts';

/** A valid request; `email` decides how the endpoint answers (src/test/endpointFaults.ts). */
export function validEntry(email: string) {
  return {
    name: 'Ananya Iyer',
    companyName: 'Marigold Crest Hotels',
    role: 'Director of Operations',
    email,
    phone: '9876543210',
    country: 'India',
    address: 'Tower B, Sector 62, Noida',
    requirement: nth(ui.contactRequirements, 0),
    message: 'We run four hotels and two banquet halls.',
  };
}

/** A unique address so parallel tests never read each other's requests. */
export function uniqueEmail(prefix = 'ok'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@test.example`;
}

/** The spec's ten fields as the endpoint should receive them for `entry` (India's code filled in). */
export function expectedBody(entry: ReturnType<typeof validEntry>): Record<string, string> {
  return { ...entry, phoneCode: '91' };
}

/** What a submission id looks like: 32 hex digits from the browser's crypto (src/browser/contact/draft.ts). */
export const submissionIdPattern = /^[0-9a-f]{32}$/;

/** The submission id in a received request's query (`?…`), or '' when it has none. */
export function submissionIdOf(search: string): string {
  return new URLSearchParams(search).get('submission_id') ?? '';
}
