/** The two signals a browser sends for "do not follow me" (Navigator, as far as this reads it). */
export interface PrivacySignals {
  /** Global Privacy Control: true when the visitor asks not to be followed or sold. */
  readonly globalPrivacyControl?: boolean | undefined;
  /** Do Not Track: '1' when the visitor asks not to be followed. */
  readonly doNotTrack?: string | null | undefined;
}

/**
 * Whether the visitor asked not to be followed (Global Privacy Control or Do Not Track): then
 * nothing of the visit is kept, and a lead says only the page its form is on.
 */
export function asksNotToBeFollowed(navigator: PrivacySignals | undefined): boolean {
  return navigator?.globalPrivacyControl === true || navigator?.doNotTrack === '1';
}
