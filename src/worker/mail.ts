/**
 * The e-mail sales get for each lead, to the company's address (src/content/company.yaml), in the
 * site's own words: the form's labels beside what the visitor typed, then where the lead came
 * from. Replying answers the visitor.
 */
import { textFields, type TextField } from '../lib/contact/fields';
import type { StoredLead } from '../lib/leads/csv';
import { fillTemplate } from '../lib/fillTemplate';
import { sourceNames } from '../lib/leadSource/sourceNames';
import { salesAddress, ui } from './content';
import type { Env } from './env';

/** The fields as the e-mail lists them: the phone as one number, its code in front. */
const listed = textFields.filter((field): field is Exclude<TextField, 'phoneCode'> => field !== 'phoneCode');

/** The e-mail's subject and text for this lead. */
export function leadMail(lead: StoredLead): { subject: string; text: string } {
  const labels = ui.contactForm;
  const value = (field: (typeof listed)[number]): string => (field === 'phone' ? `+${lead.phoneCode} ${lead.phone}` : lead[field]);
  const source: Record<string, unknown> = JSON.parse(lead.source) as Record<string, unknown>;
  const sourceLines = sourceNames.flatMap((name) => (typeof source[name] === 'string' ? [`${name}: ${source[name]}`] : []));
  const text = [
    ...listed.map((field) => `${labels[field]}: ${value(field)}`),
    '',
    ...(sourceLines.length > 0 ? [ui.leadMail.source, ...sourceLines, ''] : []),
    fillTemplate(ui.leadMail.received, { time: lead.received_at, id: lead.submission_id }),
  ].join('\n');
  // One line: a line break in a name must not start a header of its own.
  const subject = fillTemplate(ui.leadMail.subject, {
    requirement: lead.requirement,
    name: lead.name,
    companyName: lead.companyName,
  }).replace(/[\r\n]+/g, ' ');
  return { subject, text };
}

/** Sends the lead's e-mail through the send_email binding; rejects when it was not accepted. */
export async function mailLead(env: Env, lead: StoredLead): Promise<void> {
  const { subject, text } = leadMail(lead);
  await env.MAILER.send({ from: env.LEADS_MAIL_FROM, to: salesAddress(), replyTo: lead.email, subject, text });
}
