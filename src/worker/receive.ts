/**
 * POST /riseform: a lead, judged by the page's rules, stored before anything is said, then handed
 * to the queue for delivery. The checks run cheapest first, so a flood costs little: the origin,
 * the sender's limit, the body's kind and size, then the lead itself.
 */
import { TRAP_FLAG } from '../lib/contact/queryNames';
import { fillTemplate } from '../lib/fillTemplate';
import { accept } from './accept';
import { json, refused, turnedAway } from './answers';
import { ui } from './content';
import type { Env } from './env';
import { judgeSent, refusalsOf } from './judge';
import type { Lead } from './lead';
import { payloadOf } from './payload';
import { newSubmissionId, sourceOf, submissionIdOf, trapFlagged } from './query';
import { bodyKind, cappedText, fromAnotherSite } from './request';
import { senderLimitPeriodSeconds } from './senderLimit';
import { receivePosted } from './receivePosted';
import { formPageAnswer } from './refusedPage';

/** The sender, as Cloudflare saw it: the limit is per sender. */
const senderOf = (request: Request): string => request.headers.get('CF-Connecting-IP') ?? 'unknown';

/** When to try again, as the page says it. */
const tooManyWords = (): string => fillTemplate(ui.contactMessages.outcome.tooMany, { seconds: senderLimitPeriodSeconds });
const retryAfter = { 'Retry-After': String(senderLimitPeriodSeconds) };

/** 429: when to try again, in the header and in words the page can show. */
const tooMany = (): Response => json(429, { error: 'too_many', retryAfter: senderLimitPeriodSeconds, message: tooManyWords() }, retryAfter);

/** The form's JSON (src/browser/contact/submit.ts). */
async function receiveJson(url: URL, text: string, env: Env): Promise<Response> {
  const id = submissionIdOf(url);
  if ('invalid' in id) return refused([{ field: 'submission_id', error: 'invalid' }]);
  const read = payloadOf(text);
  if (read === undefined) return turnedAway(400, 'malformed');
  if ('refusals' in read) return refused(read.refusals);
  const errors = judgeSent(read.payload);
  if (Object.keys(errors).length > 0) return refused(refusalsOf(errors));
  const lead: Lead = {
    submissionId: id.id ?? newSubmissionId(),
    receivedAt: new Date().toISOString(),
    fields: read.payload,
    source: sourceOf(url),
    flag: trapFlagged(url) ? TRAP_FLAG.value : env.LEADS_FLAG || null,
  };
  try {
    await accept(lead, env);
  } catch (error) {
    console.error('store', lead.submissionId, error);
    return turnedAway(503, 'not_stored');
  }
  // The same answer to every copy: the visitor's retry is told it arrived, a bot learns nothing.
  return json(200, { submission_id: lead.submissionId });
}

export async function receive(request: Request, env: Env): Promise<Response> {
  if (fromAnotherSite(request)) return turnedAway(403, 'origin');
  const kind = bodyKind(request);
  if (!(await env.SENDERS.limit({ key: senderOf(request) })).success)
    // A person without JavaScript gets the form page saying when to try again; its body is not read.
    return kind === 'form' ? formPageAnswer(request, env, { notice: tooManyWords() }, 429, retryAfter) : tooMany();
  if (kind === 'other')
    return turnedAway(415, 'unsupported_media_type', { 'Accept-Post': 'application/json, application/x-www-form-urlencoded' });
  const text = await cappedText(request);
  if (text === undefined) return turnedAway(413, 'too_large');
  return kind === 'json' ? receiveJson(new URL(request.url), text, env) : receivePosted(request, text, env);
}
