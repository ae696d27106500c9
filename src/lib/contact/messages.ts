/**
 * The shape of what the contact form says. The words are in src/content/ui.ts
 * (`contactMessages`) and reach the island as props; only the rules that pick one live in lib.
 */
export interface ContactMessages {
  /** The spec's error catalogue (section 8): the consent rule and what came back from the endpoint. */
  outcome: {
    consent: string;
    success: string;
    failed: string;
    error: string;
  };
  /** What each field says when its entry breaks a rule; {placeholders} are filled by fillTemplate. */
  field: {
    name: string;
    companyName: string;
    emailMissing: string;
    emailInvalid: string;
    phoneMissing: string;
    phoneInvalid: string;
    phoneCodeMissing: string;
    phoneCodeInvalid: string;
    /** {code} is what was typed. */
    phoneCodeUnknown: string;
    country: string;
    address: string;
    requirement: string;
    /** {field} is the field's label, {max} its limit and {count} the length of the entry. */
    tooLong: string;
    /** {field} is the field's label. */
    hiddenControls: string;
  };
}
