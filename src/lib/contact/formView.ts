/**
 * What the form shows for a state of its machine (formMachine.ts): the messages beside the fields
 * and what it says about the last request. Derived on every render, never kept.
 */
import { fillTemplate } from '../fillTemplate';
import type { FormState } from './formMachine';
import { describeSentAt } from './sentAt';
import { SUBMIT_TIMEOUT_MS } from './sendOutcome';
import { entryProblems, validateContact, type ContactErrors } from './validate';

/**
 * Before the first submit only what is wrong whatever comes next (too long); after it, every rule;
 * and beside each field the endpoint refused, what it said.
 */
export function errorsOf({ entry, attempted, refused, confirmedCode, phoneRules, settings }: FormState): ContactErrors {
  const phone = phoneRules.status === 'ready' ? phoneRules.rules : undefined;
  const errors = attempted ? validateContact(entry, { ...settings, phone, confirmedCode }) : entryProblems(entry, settings);
  for (const [field, reason] of Object.entries(refused) as [keyof typeof refused, string][])
    errors[field] ??= fillTemplate(settings.messages.field.refusedByEndpoint, { reason });
  return errors;
}

/** What the form says about the last request. */
export interface OutcomeView {
  /** The live status: the thanks, or a notice that the request may have arrived (`notice`). */
  status: string;
  notice: boolean;
  /** The live alert: what failed. */
  alert: string;
  /** Whether to offer the company's e-mail and phone. */
  reachUs: boolean;
}

const silent: OutcomeView = { status: '', notice: false, alert: '', reachUs: false };

export function outcomeOf({ phase, settings }: FormState, errors: ContactErrors): OutcomeView {
  if (phase.name !== 'answered') return silent;
  const { outcome, sent } = phase;
  const { outcome: said } = settings.messages;
  switch (outcome) {
    case 'success':
      return { ...silent, status: said.success };
    case 'refused': {
      const names = [...settings.fieldNames].filter(([field]) => errors[field]).map(([, name]) => name);
      const fields = new Intl.ListFormat('en', { type: 'conjunction' }).format(names);
      return { ...silent, alert: fillTemplate(said.refused, { fields }), reachUs: true };
    }
    case 'failed':
    case 'error':
      return { ...silent, alert: said[outcome], reachUs: true };
    case 'unanswered':
    case 'lost':
    case 'interrupted':
    case 'left':
    case 'sendingElsewhere':
    case 'sentElsewhere':
    case 'stoppedElsewhere': {
      // No answer is not a failure: the request may have arrived, so the visitor hears when it
      // went out and what to do.
      const time = describeSentAt(sent.at, sent.toldAt);
      const status = fillTemplate(said[outcome], { seconds: String(SUBMIT_TIMEOUT_MS / 1000), time, email: sent.email });
      return { status, notice: true, alert: '', reachUs: outcome !== 'sentElsewhere' && outcome !== 'sendingElsewhere' };
    }
  }
}
