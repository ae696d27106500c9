import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ui } from '../../content/ui';
import { fieldLimits, type LimitedField } from './limits';

describe('fieldLimits', () => {
  it('are the limits the README’s form table documents', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const field of Object.keys(fieldLimits) as LimitedField[]) {
      const row = readme.split('\n').find((line) => line.startsWith(`| ${ui.contactForm[field]} `));
      expect(row, `README row for ${field}`).toMatch(new RegExp(`\\| ${fieldLimits[field]} characters\\s*\\|`));
    }
  });
});
