import { describe, expect, it } from 'vitest';
import { asksNotToBeFollowed } from './privacy';

describe('asksNotToBeFollowed', () => {
  it('is true under Global Privacy Control', () => {
    expect(asksNotToBeFollowed({ globalPrivacyControl: true })).toBe(true);
    expect(asksNotToBeFollowed({ globalPrivacyControl: true, doNotTrack: '0' })).toBe(true);
  });

  it("is true under Do Not Track '1'", () => {
    expect(asksNotToBeFollowed({ doNotTrack: '1' })).toBe(true);
    expect(asksNotToBeFollowed({ globalPrivacyControl: false, doNotTrack: '1' })).toBe(true);
  });

  it('is false without either signal, or with them unset or refused', () => {
    expect(asksNotToBeFollowed({})).toBe(false);
    expect(asksNotToBeFollowed(undefined)).toBe(false);
    expect(asksNotToBeFollowed({ globalPrivacyControl: false, doNotTrack: '0' })).toBe(false);
    expect(asksNotToBeFollowed({ doNotTrack: null })).toBe(false);
    expect(asksNotToBeFollowed({ doNotTrack: 'unspecified' })).toBe(false);
  });
});
