/**
 * The contact form posted without JavaScript: judged as the page judges it before sending, then
 * stored like any lead and answered with a page: 303 to the thanks, or the form again with each
 * refusal beside its field and everything typed kept (refusedPage.ts).
 */
import { buildPayload } from '../lib/contact/payload';
import { TRAP_FLAG } from '../lib/contact/queryNames';
import { codeAndCountry } from '../lib/contact/validate';
import { SOURCE_PARAMETERS } from '../lib/leadSource/names';
import { sameSitePath } from '../lib/leadSource/clean';
import { formSentPath } from '../urls';
import { accept } from './accept';
import { ui } from './content';
import type { Env } from './env';
import { judgePosted } from './judge';
import type { Lead } from './lead';
import { postedForm } from './posted';
import { newSubmissionId, submissionIdOf } from './query';
import { formPageAnswer } from './refusedPage';

export async function receivePosted(request: Request, body: string, env: Env): Promise<Response> {
  const posted = postedForm(body);
  // The id the answer page carried, so a corrected entry sent twice is one lead; a new one else.
  const carried =
    posted.submissionId === undefined
      ? undefined
      : submissionIdOf(new URL(`?submission_id=${encodeURIComponent(posted.submissionId)}`, request.url));
  const submissionId = carried !== undefined && 'id' in carried && carried.id !== undefined ? carried.id : newSubmissionId();
  const { entry, errors } = judgePosted(posted);
  if (Object.keys(errors).length > 0) {
    // Asked about the code: the next Submit, with the pair unchanged, sends it as it is (as on the page).
    const confirmedCode = errors.phoneCode === undefined ? undefined : codeAndCountry(entry);
    return formPageAnswer(request, env, { entry: posted.form, errors, submissionId, ...(confirmedCode && { confirmedCode }) }, 422);
  }
  // All the page knows of a visit without its script: the page the form was posted from.
  const origin = new URL(request.url).origin;
  const formPage = sameSitePath(request.headers.get('Referer') ?? '', origin);
  const lead: Lead = {
    submissionId,
    receivedAt: new Date().toISOString(),
    fields: buildPayload(entry),
    source: formPage === undefined ? {} : { [SOURCE_PARAMETERS.formPage]: formPage },
    flag: posted.trapFilled ? TRAP_FLAG.value : env.LEADS_FLAG || null,
  };
  try {
    await accept(lead, env);
  } catch (error) {
    console.error('store', lead.submissionId, error);
    return formPageAnswer(request, env, { entry: posted.form, notice: ui.contactMessages.outcome.failed, submissionId }, 503);
  }
  return new Response(null, { status: 303, headers: { Location: formSentPath, 'Cache-Control': 'no-store' } });
}
