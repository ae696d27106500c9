import { describe, expect, it } from 'vitest';
import { describeSentAt } from './sentAt';

describe('describeSentAt', () => {
  const sentAt = new Date(2026, 10, 26, 14, 32).getTime();

  it('gives the time alone on the day it was sent', () => {
    expect(describeSentAt(sentAt, new Date(2026, 10, 26, 23, 59).getTime())).toBe(
      new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(sentAt),
    );
    expect(describeSentAt(sentAt, sentAt)).toMatch(/^2:32\sPM$/u);
  });

  it('adds the date on another day, so a draft reopened tomorrow is not misread', () => {
    expect(describeSentAt(sentAt, new Date(2026, 10, 27, 0, 1).getTime())).toMatch(/^Nov 26, 2026, 2:32\sPM$/u);
  });
});
