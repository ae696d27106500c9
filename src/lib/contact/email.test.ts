import { describe, expect, it } from 'vitest';
import { isValidEmail, tidyEmail } from './email';

describe('isValidEmail', () => {
  it.each([
    'ananya@marigold.example',
    'a.b+tag@sub.domain.co.in',
    'A.Iyer@Marigold.Example',
    'first_last-99@hotel-group.com',
    "o'brien@example.ie",
    'x@y.z',
    'user@123.example',
    'user@xn--bcher-kva.example',
    // Internationalised domains, as Firefox and WebKit hand them over (Chromium gives the xn-- form).
    'info@müller-hotels.de',
    'ananya@मैरीगोल्ड.भारत',
    'reservations@ホテル.jp',
    'info@ΞΕΝΟΔΟΧΕΙΟ.gr',
    `${'a'.repeat(64)}@${'b'.repeat(63)}.com`,
    `a@b.${'c'.repeat(63)}.com`,
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['no @', 'ananya'],
    ['no domain', 'ananya@'],
    ['no local part', '@marigold.example'],
    ['a domain without a dot', 'ananya@marigold'],
    ['an empty first domain label', 'a@.b.c'],
    ['an empty inner domain label', 'a@b..c'],
    ['a trailing dot', 'user@example.com.'],
    ['angle brackets', '<x>@y.z'],
    ['a space in the local part', 'an anya@x.com'],
    ['a space in the domain', 'ananya@mari gold.example'],
    ['an outer space', ' ananya@marigold.example'],
    ['a label starting with a hyphen', 'a@-b.com'],
    ['a label ending with a hyphen', 'a@b-.com'],
    ['two @', 'a@b@c.com'],
    ['a first label of 64 characters', `a@${'b'.repeat(64)}.com`],
    ['a later label of 64 characters', `a@b.${'c'.repeat(64)}.com`],
    ['an underscore in the domain', 'a@b_c.com'],
    ['a quoted local part', '"ananya"@marigold.example'],
    ['a non-ASCII domain without a dot', 'info@müller-hotels'],
    ['a non-ASCII domain with a space', 'info@müller hotels.de'],
    ['a non-ASCII domain with a slash', 'info@müller/hotels.de'],
    ['a non-ASCII domain with a second @', 'info@a@müller.de'],
    ['a non-ASCII local part', 'müller@hotels.de'],
    ['a name and address', 'Ananya <ananya@marigold.example>'],
    ['a comma-separated list', 'a@b.com,c@d.com'],
    ['empty', ''],
  ])('refuses %s (%s)', (_, email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('tidyEmail', () => {
  it.each([
    ['a zero-width space pasted inside', 'priya\u200B@lotushotels.in', 'priya@lotushotels.in'],
    ['a zero-width joiner and a byte order mark', '\uFEFFpri\u200Dya@lotushotels.in', 'priya@lotushotels.in'],
    ['a soft hyphen in the domain', 'priya@lotus\u00ADhotels.in', 'priya@lotushotels.in'],
    ['a full-width @', 'priya＠lotushotels.in', 'priya@lotushotels.in'],
    ['an address typed in full width', 'ｐｒｉｙａ＠ｈｏｔｅｌ．ｊｐ', 'priya@hotel.jp'],
    ['an ideographic full stop in the domain', 'reservations@ホテル。jp', 'reservations@ホテル.jp'],
    ['half-width katakana in the domain', 'info@ﾎﾃﾙ.jp', 'info@ホテル.jp'],
    ['outer spaces', '  priya@lotushotels.in ', 'priya@lotushotels.in'],
  ])('cleans %s', (_, typed, sent) => {
    expect(tidyEmail(typed)).toBe(sent);
    expect(isValidEmail(tidyEmail(typed))).toBe(true);
  });

  it.each([
    ['a Unicode domain', 'info@müller-hotels.de'],
    ['the same domain in its ASCII form', 'info@xn--mller-hotels-vhb.de'],
    ['a Unicode mailbox name', 'ананья@example.com'],
    ['capitals', 'A.Iyer@Marigold.Example'],
  ])('leaves %s as typed', (_, typed) => {
    expect(tidyEmail(typed)).toBe(typed);
  });

  it('leaves a visible mistake for the check to name', () => {
    expect(isValidEmail(tidyEmail('priya @lotushotels.in'))).toBe(false);
  });
});
