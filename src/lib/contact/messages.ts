/**
 * The shape of what the contact form says. The words are in src/content/ui.yaml
 * (`contactMessages`) and reach the island as props; only the rules that pick one live in lib.
 */
export interface ContactMessages {
  /** The spec's error catalogue (section 8): the consent rule and what came back from the endpoint. */
  outcome: {
    consent: string;
    success: string;
    failed: string;
    error: string;
    /** No answer within the time limit; {seconds}, {time} and {email} are filled in. */
    unanswered: string;
    /** The page reloaded while sending; {time} and {email} are filled in. */
    interrupted: string;
    /** The visitor went Back or away while sending and came back; {time} and {email} are filled in. */
    left: string;
    /** The request left but no answer could be read (a broken connection, an answer hidden by CORS, a redirect); {time} and {email}. */
    lost: string;
    /** The endpoint refused fields it named; {fields} names them. */
    refused: string;
    /** The same draft was sent from another tab; {time} is when. */
    sentElsewhere: string;
  };
  /** What each field says when its entry breaks a rule; {placeholders} are filled by fillTemplate. */
  field: {
    name: string;
    companyName: string;
    emailMissing: string;
    emailInvalid: string;
    phoneMissing: string;
    /** The number box holds something other than digits (a + code, letters, an extension). */
    phoneInvalid: string;
    /** {country} is the country whose rules apply, {lengths} the lengths it allows ("8, 10, or 11"), {code} its calling code, {count} the digits typed. */
    phoneLength: string;
    phoneCodeMissing: string;
    phoneCodeInvalid: string;
    /** {code} is what was typed. */
    phoneCodeUnknown: string;
    /** {code} is the code typed, {owner} the country it belongs to, {country} the one chosen. */
    phoneCodeMismatch: string;
    /** Beside a field the endpoint refused; {reason} is what the endpoint said. */
    refusedByEndpoint: string;
    country: string;
    address: string;
    requirement: string;
    /** {field} is the field's label, {max} its limit and {count} the length of the entry. */
    tooLong: string;
    /** After the spec's consent sentence: {boxes} names the boxes still unticked. */
    consentMissing: string;
    /** How consentMissing names each box. */
    subscribeBox: string;
    policyAgreeBox: string;
  };
}
