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
  it('drops separators and reads other scripts’ digits, with no country’s rules', () => {
    expect(tidyPhonePlainly({ phoneCode: '+91', phone: '९८७६५ ४३२१०' })).toEqual({ phoneCode: '91', phone: '9876543210' });
    expect(tidyPhonePlainly({ phoneCode: '65', phone: '(6123) 4567' })).toEqual({ phoneCode: '65', phone: '61234567' });
  });

  it('leaves a number that is not plain digits as typed, for the form to refuse', () => {
    expect(tidyPhonePlainly({ phoneCode: '91', phone: ' +91 98765 43210 ' })).toEqual({ phoneCode: '91', phone: '+91 98765 43210' });
    expect(tidyPhonePlainly({ phoneCode: '91', phone: '98765abc' })).toEqual({ phoneCode: '91', phone: '98765abc' });
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
  it('fills an empty code box with the chosen country’s code', () => {
    expect(codeForCountry('', undefined, '91')).toBe('91');
    expect(codeForCountry('', '1', '91')).toBe('91');
  });

  it('replaces the previous country’s code with the chosen one’s', () => {
    expect(codeForCountry('91', '91', '1')).toBe('1');
    expect(codeForCountry('1', '1', '44')).toBe('44');
  });

  it('keeps a code the visitor typed themselves', () => {
    expect(codeForCountry('44', '91', '1')).toBe('44');
    expect(codeForCountry('44', undefined, '1')).toBe('44');
    expect(codeForCountry('+91', '91', '1')).toBe('+91');
  });

  it('keeps the code when the chosen country has none (the placeholder)', () => {
    expect(codeForCountry('91', '91', undefined)).toBe('91');
    expect(codeForCountry('', '91', undefined)).toBe('');
  });
});
