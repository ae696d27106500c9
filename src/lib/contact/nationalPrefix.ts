/**
 * The trunk prefix dialled before a national number at home, by calling code, for the countries
 * most of our leads come from: a small table the form uses while every country's rules
 * (phoneRules.ts) are loading or if they never can, so "+91 09876543210" is not sent. The full rules
 * know every country; this only has to be right where it speaks.
 */
const trunkPrefixes: Readonly<Record<string, string>> = {
  '20': '0',
  '27': '0',
  '31': '0',
  '32': '0',
  '33': '0',
  '41': '0',
  '43': '0',
  '44': '0',
  '46': '0',
  '49': '0',
  '60': '0',
  '61': '0',
  '62': '0',
  '63': '0',
  '64': '0',
  '66': '0',
  '81': '0',
  '82': '0',
  '84': '0',
  '86': '0',
  '90': '0',
  '91': '0',
  '92': '0',
  '94': '0',
  '234': '0',
  '254': '0',
  '353': '0',
  '880': '0',
  '966': '0',
  '971': '0',
  '977': '0',
};

/**
 * Without the "1" Mexico's mobile numbers carried until 2019 ("+52 1 55 1234 5678"), which many
 * still write and which the numbering rules now count as a digit too many. Digits in, digits out.
 */
export function withoutOldMobilePrefix(callingCode: string, national: string): string {
  return callingCode === '52' && /^1\d{10}$/.test(national) ? national.slice(1) : national;
}

/**
 * The national number without what is dialled only at home: the trunk prefix of its country (0 in
 * India and the United Kingdom) and Mexico's old mobile "1". Digits in, digits out; a number of
 * fewer than seven digits after the prefix is left alone.
 */
export function withoutNationalPrefix(callingCode: string, national: string): string {
  const prefix = trunkPrefixes[callingCode];
  const withoutOld = withoutOldMobilePrefix(callingCode, national);
  return prefix && withoutOld.startsWith(prefix) && withoutOld.length > prefix.length + 6 ? withoutOld.slice(prefix.length) : withoutOld;
}
