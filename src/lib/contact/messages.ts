/** The spec's error catalogue (section 8), word for word. */
export const outcomeMessages = {
  consent: 'Please agree to the terms and conditions before submitting.',
  success: 'Your form has been submitted successfully.',
  failed: 'Failed to submit the form. Please try again.',
  error: 'An error occurred. Please try again.',
} as const;

/** What each field says when its entry breaks a rule. */
export const fieldMessages = {
  name: 'Enter your name.',
  companyName: 'Enter your company name.',
  emailMissing: 'Enter your e-mail address.',
  emailInvalid: 'Enter an e-mail address like name@company.com.',
  phoneMissing: 'Enter your phone number.',
  phoneInvalid: 'Enter a ten-digit phone number, digits only.',
  phoneCodeMissing: 'Enter your country code.',
  phoneCodeInvalid: 'Enter the country code as digits only, e.g. 91.',
  /** {code} is what was typed. */
  phoneCodeUnknown: 'No country uses the code +{code}. Enter your country code, e.g. 91.',
  country: 'Choose your country.',
  address: 'Enter your address.',
  requirement: 'Choose what you need from us.',
  /** {field} is the field's label, {max} its limit and {count} the length of the entry. */
  tooLong: '{field} can be at most {max} characters; this entry has {count}.',
  /** {field} is the field's label. */
  hiddenControls: 'Remove the hidden control or text-direction characters from {field}.',
} as const;
