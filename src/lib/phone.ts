/** A phone number for display that never breaks across lines: non-breaking spaces and hyphens. */
export function unbreakablePhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
