import type { ClientDirective } from 'astro';
import { DRAFT_KEY } from '../../lib/contact/storageKeys';
import { keepConsentFresh, untickConsent } from '../../browser/contact/freshConsent';
import { keepDraftBeforeHydration } from '../../browser/contact/keepDraftBeforeHydration';
import { takeServerAnswer } from '../../lib/contact/serverAnswer';
import { answerLeadSource } from '../../browser/leadSource/pageSource';
import interaction from './directive';

/**
 * `client:draft`: the contact form's `client:interaction` (hydrates on first use, or at once when
 * a draft is waiting), which also saves the draft from the first keystroke, while React is still
 * loading, unticks the consent boxes a browser put back (keepConsentFresh), and takes the endpoint's
 * refusals out of a form sent back to a post without JavaScript before React hydrates it. Astro
 * inlines a directive into the page that uses it, so this costs /form no request (a separate page
 * script did: Lighthouse put /form's FCP 0.1 s and LCP 0.24 s later). It also
 * answers the form's question of where its lead came from (src/browser/leadSource/pageSource.ts), so
 * that code is in the form's page alone, and the island shares no module with any page script.
 */
const draft: ClientDirective = (load, options, el) => {
  const form = el.querySelector('form');
  if (form) {
    // A visitor cannot have ticked anything yet: a tick now is one the browser put back.
    untickConsent(form);
    keepConsentFresh(form);
    keepDraftBeforeHydration(form);
  }
  answerLeadSource(window);
  // A form the endpoint sent back with its refusals (a post without JavaScript) is made again what
  // React rendered, the entry kept, just before React hydrates it.
  const loadThenHydrateClean: typeof load = async () => {
    const hydrate = await load();
    return async () => {
      if (form) takeServerAnswer(form);
      await hydrate();
    };
  };
  interaction(loadThenHydrateClean, { ...options, value: DRAFT_KEY }, el);
};

export default draft;
