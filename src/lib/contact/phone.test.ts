import { describe, expect, it } from 'vitest';
import { asciiDigits, codeForCountry, describeLengths, normaliseCode, tidyPhonePlainly } from './phone';

describe('asciiDigits', () => {
  it.each([
    ['full-width', '９８７６５４３２１０'],
    ['Devanagari', '९८७६५४३२१०'],
    ['Arabic-Indic', '٩٨٧٦٥٤٣٢١٠'],
    ['Extended Arabic-Indic (Persian)', '۹۸۷۶۵۴۳۲۱۰'],
    ['Bengali', '৯৮৭৬৫৪৩২১০'],
    ['Tamil', '௯௮௭௬௫௪௩௨௧௦'],
    ['ASCII', '9876543210'],
  ])('turns %s digits into ASCII', (_, value) => {
    expect(asciiDigits(value)).toBe('9876543210');
  });

  it('reads each of several adjacent runs of digits from its own zero (mathematical digits)', () => {
    // U+1D7CE to U+1D7FF: bold, double-struck, sans-serif, sans-serif bold and monospace 0 to 9, one after another.
    expect(asciiDigits('𝟎𝟗𝟘𝟡𝟢𝟫𝟬𝟵𝟶𝟿')).toBe('0909090909');
  });

  it('leaves everything that is not a decimal digit as it is', () => {
    expect(asciiDigits('+91 (0) 98765-43210 ext. ²①½ abc')).toBe('+91 (0) 98765-43210 ext. ²①½ abc');
    expect(asciiDigits('+९१ ९८७६५-४३२१०')).toBe('+91 98765-43210');
    expect(asciiDigits('')).toBe('');
  });
});

describe('normaliseCode', () => {
  it.each(['91', '+91', '0091', '091', '٩١', '९१', '+９１', ' 91 ', '+ 91', '(91)'])('reads %j as 91', (raw) => {
    expect(normaliseCode(raw)).toBe('91');
  });

  it.each([
    ['9x', '9x'],
    [' 9x ', '9x'],
    ['+91a', '+91a'],
    ['India', 'India'],
    ['', ''],
    ['+', '+'],
  ])('leaves %j, which is not a number, as typed (trimmed): %j', (raw, expected) => {
    expect(normaliseCode(raw)).toBe(expected);
  });

  it('keeps an unknown code for the form to refuse', () => {
    expect(normaliseCode('+999')).toBe('999');
  });
});

describe('tidyPhonePlainly', () => {
  const codes = new Set(['1', '44', '52', '65', '91', '971']);
  const tidy = (phoneCode: string, phone: string) => tidyPhonePlainly({ phoneCode, phone }, codes);

  it('drops separators and reads other scripts’ digits, with no country’s rules', () => {
    expect(tidy('+91', '९८७६५ ४३२१०')).toEqual({ phoneCode: '91', phone: '9876543210' });
    expect(tidy('65', '(6123) 4567')).toEqual({ phoneCode: '65', phone: '61234567' });
  });

  it('drops the trunk prefix of a country in its table, and Mexico’s old mobile 1', () => {
    expect(tidy('91', '09876543210')).toEqual({ phoneCode: '91', phone: '9876543210' });
    expect(tidy('44', '020 7946 0958')).toEqual({ phoneCode: '44', phone: '2079460958' });
    expect(tidy('52', '1 55 1234 5678')).toEqual({ phoneCode: '52', phone: '5512345678' });
    // Where the table does not speak, the digits stay as typed: Singapore has no trunk prefix.
    expect(tidy('65', '06123 4567')).toEqual({ phoneCode: '65', phone: '061234567' });
  });

  it('splits a number written with its + code into the two boxes', () => {
    expect(tidy('', '+91 98765 43210')).toEqual({ phoneCode: '91', phone: '9876543210' });
    expect(tidy('1', '+971 50 123 4567')).toEqual({ phoneCode: '971', phone: '501234567' });
    expect(tidy('91', '+91 098765 43210')).toEqual({ phoneCode: '91', phone: '9876543210' });
  });

  it('keeps an extension after the number as typed, and turns a vanity number’s letters into digits', () => {
    expect(tidy('1', '(212) 555-1234 x123')).toEqual({ phoneCode: '1', phone: '2125551234 x123' });
    expect(tidy('1', '212 555 1234, ext. 45')).toEqual({ phoneCode: '1', phone: '2125551234 ext. 45' });
    expect(tidy('1', '1-800-FLOWERS')).toEqual({ phoneCode: '1', phone: '18003569377' });
  });

  it('leaves a number that is not plain digits as typed, for the form to refuse', () => {
    expect(tidy('91', ' +999 98765 43210 ')).toEqual({ phoneCode: '91', phone: '+999 98765 43210' });
    expect(tidy('91', '98765abc!')).toEqual({ phoneCode: '91', phone: '98765abc!' });
    expect(tidy('91', 'call me')).toEqual({ phoneCode: '91', phone: 'call me' });
  });
});

describe('describeLengths', () => {
  it.each([
    [[10], '10'],
    [[9, 10], '9 or 10'],
    [[8, 10, 11], '8, 10, or 11'],
    [[4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], '4 to 15'],
    [[5, 6, 7, 9, 10], '5 to 7, 9, or 10'],
  ])('says %j as %j', (lengths, said) => {
    expect(describeLengths(lengths)).toBe(said);
  });
});

describe('codeForCountry', () => {
  const box = (code: string, number = '', filledByChoice = false) => ({ code, number, filledByChoice });

  it('fills an empty code box with the chosen country’s code, even with a number typed', () => {
    expect(codeForCountry(box(''), '91')).toBe('91');
    expect(codeForCountry(box('', '9876543210'), '91')).toBe('91');
  });

  it('replaces a code an earlier choice filled while no number is typed under it', () => {
    expect(codeForCountry(box('91', '', true), '1')).toBe('1');
    expect(codeForCountry(box('1', '  ', true), '44')).toBe('44');
  });

  it('keeps a code the visitor confirmed by typing the number after it', () => {
    expect(codeForCountry(box('91', '9876543210', true), '44')).toBe('91');
  });

  it('keeps a code the visitor typed themselves, even one that is some country’s code', () => {
    expect(codeForCountry(box('44'), '1')).toBe('44');
    expect(codeForCountry(box('91'), '44')).toBe('91');
    expect(codeForCountry(box('+91'), '1')).toBe('+91');
  });

  it('keeps the code when the chosen country has none (the placeholder)', () => {
    expect(codeForCountry(box('91', '', true), undefined)).toBe('91');
    expect(codeForCountry(box(''), undefined)).toBe('');
  });
});
