/**
 * Everything the contact form does to the page, in one place: the effects its machine asks for
 * (src/lib/contact/formMachine.ts), run by useContactForm after React has drawn the state they
 * belong to. What comes back (the phone rules, the endpoint's answer) returns as an event.
 */
import { clearSending, draftStorage, markSending, startNewSubmission } from '../../lib/contact/draft';
import type { FormEffect, FormEvent } from '../../lib/contact/formMachine';
import { announce } from '../../lib/contact/otherTabs';
import { readRecord, sharedStorage, writeRecord } from '../../lib/contact/sendRecord';
import { submitContact } from '../../lib/contact/submit';
import { focusTargetId } from './focusTargets';
import type { FormPage } from './formPage';
import { askLeadSource, tellLeadSent } from './leadSource';

/** What the effects need from the island. */
export interface EffectContext {
  /** Where the request is POSTed. */
  endpoint: string;
  /** The event by which the page says where the lead came from (src/lib/leadSource/pageSource.ts). */
  sourceEvent: string;
  dispatch: (event: FormEvent) => void;
  /** This page among the site's tabs (formPage.ts). */
  page: FormPage;
}

/**
 * Every country's numbering rules (about 30 KB gzipped), loaded once the form has woken but not in
 * its first script, so waking stays quick: the visitor is still typing their name when they
 * arrive. If they cannot load, the machine checks digits only and asks again at the next use.
 */
function loadPhoneRules(dispatch: EffectContext['dispatch']): void {
  import('../../lib/contact/phoneRules').then(
    (module) => dispatch({ type: 'phoneRulesArrived', rules: module.phoneRules }),
    (error: unknown) => {
      console.error(error);
      dispatch({ type: 'phoneRulesFailed' });
    },
  );
}

/** The lock (Web Locks) that the one page sending an entry holds, among all the site's tabs, until its answer. */
const entryLock = (submissionId: string): string => `contact-form-entry:${submissionId}`;

/**
 * Sends the entry's request unless another page is sending it (`heldElsewhere`). What the tabs
 * record of an entry cannot decide this: two tabs that press Submit in the same moment both find
 * nothing recorded, and localStorage has no atomic claim (a claim written and read back is read
 * back as written by each tab in its own process: Chromium passes a write on to the other
 * processes later). A Web Lock is granted to one page at a time in Chromium, Firefox and WebKit
 * alike (one lock manager per site in the browser), and is let go when its page goes away, so a
 * tab closed while sending never holds an entry. Where there are no locks (an insecure origin, an
 * older browser), or they refuse the request, the request is sent unclaimed, as before.
 */
function sendOnce(submissionId: string, send: () => Promise<void>, heldElsewhere: () => void): void {
  const locks = 'locks' in navigator ? navigator.locks : undefined;
  if (locks === undefined) return void send();
  let granted = false;
  locks
    .request(entryLock(submissionId), { ifAvailable: true }, async (lock) => {
      granted = true;
      if (lock === null) return heldElsewhere();
      return send();
    })
    .catch(() => {
      if (!granted) void send();
    });
}

/** Runs one effect. Storage that is full or blocked costs only its safety net (draft.ts). */
export function runFormEffect(effect: FormEffect, { endpoint, sourceEvent, dispatch, page }: EffectContext): void {
  const storage = draftStorage();
  switch (effect.type) {
    case 'loadPhoneRules':
      return loadPhoneRules(dispatch);
    case 'keepDraft':
      return page.keepDraft(effect.entry);
    case 'markSending':
      return markSending(storage, effect.sentAt, page.id);
    case 'send':
      return sendOnce(
        effect.submissionId,
        () =>
          submitContact(effect.payload, {
            endpoint,
            trapFilled: effect.trapFilled,
            submissionId: effect.submissionId,
            source: askLeadSource(sourceEvent),
          }).then((result) => dispatch({ type: 'answered', result, now: Date.now() })),
        () => {
          const now = Date.now();
          dispatch({ type: 'heldElsewhere', record: readRecord(sharedStorage(), effect.submissionId, now), now });
        },
      );
    case 'clearSending':
      return clearSending(storage);
    case 'focus':
      // After every answer focus goes to what it said (it would fall to <body>); after a failed
      // Submit, to the list of problems.
      document.getElementById(focusTargetId[effect.target])?.focus();
      return;
    case 'recordSend':
      writeRecord(sharedStorage(), effect.submissionId, effect.record);
      return announce(effect, page.id);
    case 'recheckEntry':
      setTimeout(
        () => {
          const now = Date.now();
          dispatch({
            type: 'entryNews',
            submissionId: effect.submissionId,
            record: readRecord(sharedStorage(), effect.submissionId, now),
            now,
          });
        },
        Math.max(0, effect.at - Date.now()),
      );
      return;
    case 'startNewEntry':
      return dispatch({ type: 'entryStarted', submissionId: startNewSubmission(storage) });
    case 'tellLeadSent':
      return tellLeadSent(sourceEvent);
  }
}
