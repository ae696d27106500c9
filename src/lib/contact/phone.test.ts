import { describe, expect, it } from 'vitest';
import { asciiDigits, codeForCountry, normaliseCode, normalisePhone } from './phone';

/** The calling codes of the form's countries in these tests. */
const callingCodes: ReadonlySet<string> = new Set(['91', '1', '44']);

const digitsOf = (value: string): string => asciiDigits(value).replace(/\D/g, '');

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

describe('normalisePhone', () => {
  it('tidies a number typed on a full-width keyboard, plus and minus signs included', () => {
    expect(normalisePhone({ phoneCode: '', phone: '＋９１ ９８７６５ ４３２１０' }, new Set(['91']))).toEqual({
      phoneCode: '91',
      phone: '9876543210',
    });
    expect(normalisePhone({ phoneCode: '91', phone: '（９８７６５）−４３２\u200B１０' }, new Set(['91']))).toEqual({
      phoneCode: '91',
      phone: '9876543210',
    });
  });

  it.each([
    ['full-width digits', { phoneCode: '91', phone: '９８７６５４３２１０' }, { phoneCode: '91', phone: '9876543210' }],
    ['Devanagari digits', { phoneCode: '91', phone: '९८७६५४३२१०' }, { phoneCode: '91', phone: '9876543210' }],
    ['Arabic-Indic digits', { phoneCode: '91', phone: '٩٨٧٦٥٤٣٢١٠' }, { phoneCode: '91', phone: '9876543210' }],
    ['spaces', { phoneCode: '91', phone: ' 98765 43210 ' }, { phoneCode: '91', phone: '9876543210' }],
    ['dashes, dots and brackets', { phoneCode: '1', phone: '(212) 555-01.00' }, { phoneCode: '1', phone: '2125550100' }],
    ['an en dash and a no-break space', { phoneCode: '91', phone: '98765–43\u00A0210' }, { phoneCode: '91', phone: '9876543210' }],
    ['an ideographic space', { phoneCode: '91', phone: '９８７６５\u3000４３２１０' }, { phoneCode: '91', phone: '9876543210' }],
    ['the code written with +', { phoneCode: '', phone: '+91 98765 43210' }, { phoneCode: '91', phone: '9876543210' }],
    ['the code written with 00', { phoneCode: '', phone: '0091-98765-43210' }, { phoneCode: '91', phone: '9876543210' }],
    ['a one-digit code', { phoneCode: '', phone: '+1 (212) 555-0100' }, { phoneCode: '1', phone: '2125550100' }],
    ['a bracketed trunk 0 after the code', { phoneCode: '', phone: '+44 (0)20 7946 0958' }, { phoneCode: '44', phone: '2079460958' }],
    ['a trunk 0 after the code', { phoneCode: '', phone: '+91 098765 43210' }, { phoneCode: '91', phone: '9876543210' }],
    [
      'a code in the number over the one in the code box',
      { phoneCode: '44', phone: '+91 98765 43210' },
      { phoneCode: '91', phone: '9876543210' },
    ],
    ['a trunk 0 (eleven digits)', { phoneCode: '91', phone: '098765 43210' }, { phoneCode: '91', phone: '9876543210' }],
    ['the code box written with +', { phoneCode: '+91', phone: '9876543210' }, { phoneCode: '91', phone: '9876543210' }],
    ['the code box written with 00', { phoneCode: '0044', phone: '2079460958' }, { phoneCode: '44', phone: '2079460958' }],
  ])('tidies %s', (_, entry, expected) => {
    expect(normalisePhone(entry, callingCodes)).toEqual(expected);
  });

  it.each([
    ['eleven digits without a trunk 0', '98765432101', '98765432101'],
    ['twelve digits starting with 0', '098765432101', '098765432101'],
    ['nine digits', '987654321', '987654321'],
    ['letters', '98765abcde', '98765abcde'],
    ['letters, trimmed', '  98765abcde  ', '98765abcde'],
    ['an extension', '98765 43210 ext 2', '98765 43210 ext 2'],
    ['a + inside the number', '98765+43210', '98765+43210'],
  ])('never cuts %s: it stays as typed', (_, phone, expected) => {
    expect(normalisePhone({ phoneCode: '91', phone }, callingCodes)).toEqual({ phoneCode: '91', phone: expected });
  });

  it('leaves a number with an unknown international code as typed, digits and all', () => {
    const tidied = normalisePhone({ phoneCode: '91', phone: ' +999 12345 67890 ' }, callingCodes);
    expect(tidied).toEqual({ phoneCode: '91', phone: '+999 12345 67890' });
    expect(digitsOf(tidied.phone)).toBe('9991234567890');
  });

  it('moves only the digits of the code into the code box when the number is only a code', () => {
    expect(normalisePhone({ phoneCode: '', phone: '+91' }, callingCodes)).toEqual({ phoneCode: '91', phone: '' });
  });

  it('keeps the code box as typed when it is not a number', () => {
    expect(normalisePhone({ phoneCode: ' 9x ', phone: '9876543210' }, callingCodes)).toEqual({ phoneCode: '9x', phone: '9876543210' });
  });

  it('never drops a digit other than a trunk 0', () => {
    const entries = [
      '+91 98765 43210',
      '0091-98765-43210',
      '+44 (0)20 7946 0958',
      '098765 43210',
      '98765432101',
      '+999 12345 67890',
      '+91 9876 5432 1012',
      '00 1 212 555 0100 99',
      '٩٨٧٦٥ ٤٣٢١٠٩',
    ];
    for (const phone of entries) {
      const tidied = normalisePhone({ phoneCode: '', phone }, callingCodes);
      // The 00 of an international prefix is not part of the number.
      const typed = digitsOf(phone).replace(/^00/, '');
      const kept = digitsOf(tidied.phoneCode) + digitsOf(tidied.phone);
      // Every digit is kept, in order, or at most one 0 (a trunk prefix) went.
      const withoutOneZero = [...typed].flatMap((digit, index) => (digit === '0' ? [typed.slice(0, index) + typed.slice(index + 1)] : []));
      expect([typed, ...withoutOneZero]).toContain(kept);
    }
  });

  it('is idempotent', () => {
    for (const phone of ['+91 98765 43210', '+44 (0)20 7946 0958', '098765 43210', '98765abcde', '+999 12345 67890']) {
      const once = normalisePhone({ phoneCode: '', phone }, callingCodes);
      expect(normalisePhone(once, callingCodes)).toEqual(once);
    }
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
