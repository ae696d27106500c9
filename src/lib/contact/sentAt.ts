/**
 * When a request went out, as a visitor reads it in a message: the time alone on the same day
 * ("2:32 PM"), with the date on another ("Nov 25, 2026, 2:32 PM"), in the visitor's time zone.
 */
export function describeSentAt(sentAt: number, now: number, locale = 'en'): string {
  const sameDay = new Date(sentAt).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(locale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(sentAt);
}
