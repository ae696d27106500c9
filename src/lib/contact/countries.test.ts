import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('countryOptions', () => {
  it('names every country in English with its calling code, sorted', () => {
    const countries = countryOptions();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ name: 'India', callingCode: '91' });
    expect(countries).toContainEqual({ name: 'United States', callingCode: '1' });
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
