/**
 * One request per entry among all the site's tabs, by the Web Locks API: the page sending an
 * entry holds the entry's lock until its answer.
 */

/** The lock (Web Locks) that the one page sending an entry holds, among all the site's tabs, until its answer. */
const entryLock = (submissionId: string): string => `contact-form-entry:${submissionId}`;

/** The site's lock manager, where the browser has one (not on an insecure origin). */
const lockManager = (): LockManager | undefined => ('locks' in navigator ? navigator.locks : undefined);

/**
 * Sends the entry's request unless another page is sending it (`heldElsewhere`). What the tabs
 * record of an entry cannot decide this: two tabs that press Submit in the same moment both find
 * nothing recorded, and localStorage has no atomic claim (a claim written and read back is read
 * back as written by each tab in its own process: Chromium passes a write on to the other
 * processes later). A Web Lock is granted to one page at a time in Chromium, Firefox and WebKit
 * alike (one lock manager per site in the browser), and is let go when its page goes away, so a
 * tab closed while sending never holds an entry. Where there are no locks (an insecure origin, an
 * older browser), or they refuse the request, the request is sent unclaimed, as before.
 */
export function sendOnce(submissionId: string, send: () => Promise<void>, heldElsewhere: () => void): void {
  const locks = lockManager();
  if (locks === undefined) return void send();
  let granted = false;
  locks
    .request(entryLock(submissionId), { ifAvailable: true }, async (lock) => {
      granted = true;
      if (lock === null) return heldElsewhere();
      return send();
    })
    .catch(() => {
      if (!granted) void send();
    });
}

/** Whether a live page holds the entry's lock, so is sending it; undefined where the browser cannot say. */
export async function entryHeld(submissionId: string): Promise<boolean | undefined> {
  const locks = lockManager();
  if (locks === undefined) return undefined;
  try {
    const { held = [] } = await locks.query();
    return held.some((lock) => lock.name === entryLock(submissionId));
  } catch {
    return undefined;
  }
}
