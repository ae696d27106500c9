import { describe, expect, it } from 'vitest';
import { documentTitle } from './seo';

describe('documentTitle', () => {
  it('appends the company name once', () => {
    expect(documentTitle('Room Booking', 'Acme')).toBe('Room Booking | Acme');
    expect(documentTitle('Acme home', 'Acme')).toBe('Acme home');
  });
});
