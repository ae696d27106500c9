import type { CountryCode } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { knownCountry, normalisePhone, phoneLengthProblem, phoneRules } from './phoneRules';

describe('normalisePhone', () => {
  it('tidies a number typed on a full-width keyboard, plus and minus signs included', () => {
    expect(normalisePhone({ phoneCode: '', phone: '＋９１ ９８７６５ ４３２１０' }, 'IN')).toEqual({
      phoneCode: '91',
      phone: '9876543210',
    });
    expect(normalisePhone({ phoneCode: '91', phone: '（９８７６５）−４３２\u200B１０' }, 'IN')).toEqual({
      phoneCode: '91',
      phone: '9876543210',
    });
  });

  // A real number as people in each country write it, at home and from abroad, and what the boxes then show.
  it.each([
    ['India', 'IN', '98765 43210', '91', '9876543210'],
    ['India, with the trunk 0', 'IN', '098765 43210', '91', '9876543210'],
    ['the United States', 'US', '(212) 555-0100', '1', '2125550100'],
    ['the United States, dialled with 1', 'US', '1 212 555 0100', '1', '2125550100'],
    ['Canada', 'CA', '416-555-0123', '1', '4165550123'],
    ['the United Kingdom', 'GB', '020 7946 0958', '44', '2079460958'],
    ['the United Kingdom, bracketed trunk 0', 'GB', '+44 (0)20 7946 0958', '44', '2079460958'],
    ['Singapore (eight digits)', 'SG', '6123 4567', '65', '61234567'],
    ['Singapore, with its code', 'SG', '+65 6123 4567', '65', '61234567'],
    ['the United Arab Emirates, with the trunk 0', 'AE', '050 123 4567', '971', '501234567'],
    ['the United Arab Emirates, with its code', 'AE', '+971 50 123 4567', '971', '501234567'],
    ['Australia, with the trunk 0', 'AU', '02 9876 5432', '61', '298765432'],
    ['Australia, with its code', 'AU', '+61 2 9876 5432', '61', '298765432'],
    ['Germany (eight digits)', 'DE', '030 901820', '49', '30901820'],
    ['Germany, dialled with 00', 'DE', '0049 30 901820', '49', '30901820'],
    ['China (eleven digits)', 'CN', '138 0013 8000', '86', '13800138000'],
    ['Brazil (eleven digits)', 'BR', '11 91234-5678', '55', '11912345678'],
    ['France', 'FR', '06 12 34 56 78', '33', '612345678'],
    ['Japan', 'JP', '03-1234-5678', '81', '312345678'],
    ['Italy, whose 0 is part of the number', 'IT', '06 1234 5678', '39', '0612345678'],
    ['Russia, with the trunk 8', 'RU', '8 912 345-67-89', '7', '9123456789'],
    ['Spain', 'ES', '912 34 56 78', '34', '912345678'],
    ['Mexico', 'MX', '55 1234 5678', '52', '5512345678'],
    ['South Africa, with the trunk 0', 'ZA', '021 123 4567', '27', '211234567'],
    ['Saudi Arabia, with the trunk 0', 'SA', '050 123 4567', '966', '501234567'],
    ['New Zealand, with the trunk 0', 'NZ', '09 123 4567', '64', '91234567'],
    ['a US number dialled from the United States with 011', 'US', '011 44 20 7946 0958', '44', '2079460958'],
    ['a Nepali number in the Devanagari digits', 'NP', '९८४१२३४५६७', '977', '9841234567'],
  ])('reads a number from %s by its own rules', (_, country, phone, phoneCode, national) => {
    expect(normalisePhone({ phoneCode: '', phone }, knownCountry(country))).toEqual({ phoneCode, phone: national });
  });

  it('uses the code in the code box over the chosen country, for a visitor living abroad', () => {
    expect(normalisePhone({ phoneCode: '44', phone: '020 7946 0958' }, 'IN')).toEqual({ phoneCode: '44', phone: '2079460958' });
    expect(normalisePhone({ phoneCode: '+1', phone: '416 555 0123' }, 'IN')).toEqual({ phoneCode: '1', phone: '4165550123' });
  });

  it('takes a code in the number over the one in the code box', () => {
    expect(normalisePhone({ phoneCode: '44', phone: '+91 98765 43210' }, 'GB')).toEqual({ phoneCode: '91', phone: '9876543210' });
  });

  it('reads a number with no country chosen by the code box alone', () => {
    expect(normalisePhone({ phoneCode: '0065', phone: '6123 4567' }, undefined)).toEqual({ phoneCode: '65', phone: '61234567' });
    expect(normalisePhone({ phoneCode: '', phone: '+971 50 123 4567' }, undefined)).toEqual({ phoneCode: '971', phone: '501234567' });
  });

  it.each([
    ['words', '98765 call me later'],
    ['words, trimmed', '  98765 call me later  ', '98765 call me later'],
    ['letters of no keypad', '98765 ΑΒΓ'],
    ['a + inside the number', '98765+43210'],
  ])('leaves %s as typed, for the form to refuse', (_, phone, expected = phone) => {
    expect(normalisePhone({ phoneCode: '91', phone }, 'IN')).toEqual({ phoneCode: '91', phone: expected });
  });

  it('tidies the number before an extension and keeps the extension as typed', () => {
    expect(normalisePhone({ phoneCode: '91', phone: '98765 43210 ext 2' }, 'IN')).toEqual({ phoneCode: '91', phone: '9876543210 ext 2' });
  });

  it('keeps the digits of a number too short to read or with a code no country uses', () => {
    expect(normalisePhone({ phoneCode: '91', phone: '9 8' }, 'IN')).toEqual({ phoneCode: '91', phone: '98' });
    expect(normalisePhone({ phoneCode: '91', phone: ' +999 12345 67890 ' }, 'IN')).toEqual({ phoneCode: '91', phone: '+9991234567890' });
  });

  it('empties a number that is a + alone', () => {
    expect(normalisePhone({ phoneCode: '', phone: '+' }, 'IN')).toEqual({ phoneCode: '', phone: '' });
  });

  it('keeps a code box that is not a number as typed, for the form to refuse, and under a code no country uses reads nothing', () => {
    expect(normalisePhone({ phoneCode: ' 9x ', phone: '98765 43210' }, 'IN')).toEqual({ phoneCode: '9x', phone: '9876543210' });
    expect(normalisePhone({ phoneCode: '999', phone: '0 98765 43210' }, 'IN')).toEqual({ phoneCode: '999', phone: '09876543210' });
    // A + code in the number still moves into the code box.
    expect(normalisePhone({ phoneCode: '9x', phone: '+91 98765 43210' }, 'IN')).toEqual({ phoneCode: '91', phone: '9876543210' });
  });

  it('is idempotent: what the boxes show reads the same again', () => {
    const entries: [string, CountryCode][] = [
      ['+91 98765 43210', 'IN'],
      ['+44 (0)20 7946 0958', 'IN'],
      ['02 9876 5432', 'AU'],
      ['050 123 4567', 'AE'],
      ['8 912 345-67-89', 'RU'],
      ['98765abcde', 'IN'],
      ['+999 12345 67890', 'IN'],
      ['0061234567', 'SG'],
    ];
    for (const [phone, country] of entries) {
      const once = normalisePhone({ phoneCode: '', phone }, country);
      expect(normalisePhone(once, country)).toEqual(once);
    }
  });
});

describe('normalisePhone: what people write around the number', () => {
  it.each([
    ['a US number with an extension', '1', '(212) 555-1234 x123', 'US', '2125551234 x123'],
    ['an extension written out', '1', '+1 212 555 1234 ext. 123', 'US', '2125551234 ext. 123'],
    ['a vanity number', '1', '1-800-FLOWERS', 'US', '8003569377'],
    ['a vanity number with its code', '', '+1 800 FLOWERS', 'US', '8003569377'],
    ['Mexico’s old mobile form', '52', '1 55 1234 5678', 'MX', '5512345678'],
    ['Mexico’s old mobile form with its code', '', '+52 1 55 1234 5678', 'MX', '5512345678'],
  ])('%s', (_, phoneCode, phone, country, national) => {
    const tidied = normalisePhone({ phoneCode, phone }, knownCountry(country));
    expect(tidied).toEqual({ phoneCode: phoneCode || tidied.phoneCode, phone: national });
    expect(phoneLengthProblem({ phoneCode: tidied.phoneCode, phone: national.split(' ')[0] ?? '' }, knownCountry(country))).toBeUndefined();
  });

  it('leaves words that are no number as typed', () => {
    expect(normalisePhone({ phoneCode: '1', phone: 'ask for Priya' }, 'US')).toEqual({ phoneCode: '1', phone: 'ask for Priya' });
  });
});

describe('phoneLengthProblem', () => {
  it.each([
    ['IN', '91', '9876543210'],
    ['SG', '65', '61234567'],
    ['AE', '971', '501234567'],
    ['AU', '61', '298765432'],
    ['DE', '49', '30901820'],
    ['CN', '86', '13800138000'],
    ['BR', '55', '11912345678'],
    ['US', '1', '2125550100'],
  ] as const)('accepts a real number from %s', (country, phoneCode, phone) => {
    expect(phoneLengthProblem({ phoneCode, phone }, country)).toBeUndefined();
  });

  it('names the country whose rules apply, the lengths it allows and the digits typed', () => {
    expect(phoneLengthProblem({ phoneCode: '65', phone: '612345' }, 'SG')).toEqual({ country: 'SG', lengths: [8, 10, 11], count: 6 });
    expect(phoneLengthProblem({ phoneCode: '1', phone: '21255501' }, 'CA')).toEqual({ country: 'CA', lengths: [7, 10], count: 8 });
    // The code is not the chosen country's: the code's main country.
    expect(phoneLengthProblem({ phoneCode: '1', phone: '21255501' }, 'IN')).toEqual({ country: 'US', lengths: [10], count: 8 });
    expect(phoneLengthProblem({ phoneCode: '91', phone: '98765432101234' }, 'IN')?.count).toBe(14);
  });

  it('leaves a code no country uses to the code box’s own message', () => {
    expect(phoneLengthProblem({ phoneCode: '999', phone: '1' }, 'IN')).toBeUndefined();
  });
});

describe('phoneRules', () => {
  it('takes the chosen country by its ISO code, and no country for one it does not know', () => {
    expect(phoneRules.normalise({ phoneCode: '', phone: '02 9876 5432' }, 'AU')).toEqual({ phoneCode: '61', phone: '298765432' });
    expect(phoneRules.normalise({ phoneCode: '', phone: '02 9876 5432' }, 'XX')).toEqual({ phoneCode: '', phone: '0298765432' });
    expect(phoneRules.lengthProblem({ phoneCode: '65', phone: '612345' }, 'SG')?.lengths).toEqual([8, 10, 11]);
  });
});
