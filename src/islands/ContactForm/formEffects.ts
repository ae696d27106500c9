/**
 * Everything the contact form does to the page, in one place: the effects its machine asks for
 * (src/lib/contact/formMachine.ts), run by useContactForm after React has drawn the state they
 * belong to. What comes back (the phone rules, the endpoint's answer) returns as an event.
 */
import { clearSending, draftStorage, markSending, startNewSubmission } from '../../browser/contact/draft';
import type { FormEffect, FormEvent } from '../../lib/contact/formMachine';
import { announce } from '../../browser/contact/otherTabs';
import { readRecord, sharedStorage, writeRecord } from '../../browser/contact/sendRecord';
import { submitContact } from '../../browser/contact/submit';
import { sendOnce } from './entryLock';
import { focusTargetId } from './focusTargets';
import type { FormPage } from './formPage';
import { askLeadSource, tellLeadSent } from './leadSource';

/** What the effects need from the island. */
export interface EffectContext {
  /** Where the request is POSTed. */
  endpoint: string;
  /** The event by which the page says where the lead came from (src/browser/leadSource/pageSource.ts). */
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
