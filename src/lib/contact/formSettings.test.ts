import { ui } from '../../test/siteContent';
import { describe, expect, it } from 'vitest';
import { testCountries, testSettings } from '../../test/contactForm';
import { fieldLimits } from './limits';

describe('formSettings', () => {
  it('names only the free-text fields, by their labels, as messages name them', () => {
    expect(Object.keys(testSettings.names)).toEqual(Object.keys(fieldLimits));
    expect(testSettings.names.companyName).toBe(ui.contactForm.companyName);
  });

  it('looks each country up by name, by ISO code and by calling code', () => {
    expect(testSettings.countries.get('Singapore')).toBe('SG');
    expect(testSettings.countryNames.get('US')).toBe('United States');
    expect(testSettings.countryCodes.get('India')).toBe('91');
    expect([...testSettings.callingCodes]).toEqual(testCountries.map((country) => country.callingCode));
  });
});
