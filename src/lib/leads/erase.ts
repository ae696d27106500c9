/**
 * Erasing one person's leads on request (India's DPDP Act, GDPR): the statement `npm run leads --
 * erase` runs through `wrangler d1 execute`, which takes no bound parameters, so the address is
 * written as an SQL string literal (SQLite's only escape is a doubled quote).
 */

/** Deletes every lead with this e-mail address, whatever its case, and returns their ids. */
export function eraseStatement(email: string): string {
  return `DELETE FROM leads WHERE lower(email) = lower('${email.replaceAll("'", "''")}') RETURNING submission_id`;
}
