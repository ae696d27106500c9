import { ui } from '../../test/siteContent';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fieldLimits, type LimitedField } from './limits';

describe('fieldLimits', () => {
  it('are the limits the form table in docs/configuration.md documents', () => {
    const doc = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
    for (const field of Object.keys(fieldLimits) as LimitedField[]) {
      const row = doc.split('\n').find((line) => line.startsWith(`| ${ui.contactForm[field]} `));
      expect(row, `docs/configuration.md row for ${field}`).toMatch(new RegExp(`\\| ${fieldLimits[field]} characters\\s*\\|`));
    }
  });
});
