import type { FocusTarget } from '../../lib/contact/formMachine';

/** The id of each element the form machine moves focus to: the error summary, and what the endpoint said. */
export const focusTargetId: Readonly<Record<FocusTarget, string>> = {
  summary: 'contact-summary',
  outcome: 'contact-outcome',
};
