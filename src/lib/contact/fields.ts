/** What the form holds while a visitor fills it in (spec section 3: the contact request). */
export interface ContactForm {
  name: string;
  companyName: string;
  role: string;
  email: string;
  phone: string;
  phoneCode: string;
  country: string;
  address: string;
  requirement: string;
  message: string;
  subscribe: boolean;
  policyAgree: boolean;
}

/** The text fields, in the order the payload lists them. */
export const textFields = [
  'name',
  'companyName',
  'role',
  'email',
  'phone',
  'phoneCode',
  'country',
  'address',
  'requirement',
  'message',
] as const;

export type TextField = (typeof textFields)[number];

/** The two consent boxes: ticked afresh each time, never sent (spec section 7) nor kept in a draft. */
export type ConsentBox = 'subscribe' | 'policyAgree';

/** What is sent: exactly the ten text fields, never the two consent boxes (spec section 7). */
export type ContactPayload = Pick<ContactForm, TextField>;

export const emptyForm: ContactForm = {
  name: '',
  companyName: '',
  role: '',
  email: '',
  phone: '',
  phoneCode: '',
  country: '',
  address: '',
  requirement: '',
  message: '',
  subscribe: false,
  policyAgree: false,
};
