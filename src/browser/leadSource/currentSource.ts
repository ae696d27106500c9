/**
 * Where the lead about to be sent came from (sourceParameters.ts), read in the form's page at the
 * moment of sending: the form's page is noted first, so a visit whose capture had not yet run
 * (a form sent within a second of landing) still says its first page.
 */
import { leadSource, type LeadSourceSettings } from '../../site.config';
import { asksNotToBeFollowed } from './privacy';
import { sourceParameters, type SourceParameter } from './sourceParameters';
import { forgetVisit, noteVisit, readVisit, visitStorage } from './visit';

export function currentSource(win: Window, settings: LeadSourceSettings = leadSource): SourceParameter[] {
  const notFollowed = asksNotToBeFollowed(win.navigator);
  const now = Date.now();
  const view = { url: win.location.href, referrer: win.document.referrer, now };
  const remembered = settings.rememberVisit && !notFollowed;
  const visit = remembered ? noteVisit(readVisit(visitStorage(win)), view, settings.clickIds) : undefined;
  return sourceParameters({ formUrl: view.url, referrer: view.referrer, visit, notFollowed, clickIds: settings.clickIds, now });
}

/** Forgets the visit once its lead has reached the endpoint: nothing of it is kept longer. */
export function forgetSentVisit(win: Window): void {
  forgetVisit(visitStorage(win));
}
