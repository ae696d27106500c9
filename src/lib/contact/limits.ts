import type { TextField } from './fields';

/**
 * The most characters each free-text field takes. Nothing is cut at the limit: a longer entry is
 * shown in full and refused with a message that names the limit, so what is sent is what was typed.
 * The form table in docs/configuration.md lists the same numbers; limits.test.ts holds the two together.
 */
export const fieldLimits = {
  name: 100,
  companyName: 150,
  role: 100,
  // RFC 5321's longest forward path, less the angle brackets.
  email: 254,
  address: 500,
  message: 5000,
} as const satisfies Partial<Record<TextField, number>>;

export type LimitedField = keyof typeof fieldLimits;

/** The fields that may hold more than one line. */
export const multilineFields: readonly LimitedField[] = ['address', 'message'];
