import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries';

describe('countryOptions', () => {
  it('names every country in English with its calling code, sorted', () => {
    const countries = countryOptions();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ name: 'India', iso: 'IN', callingCode: '91' });
    expect(countries).toContainEqual({ name: 'United States', iso: 'US', callingCode: '1' });
    expect(countries).toContainEqual({ name: 'Canada', iso: 'CA', callingCode: '1' });
    const names = countries.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
