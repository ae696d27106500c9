import { describe, expect, it } from 'vitest';
import { emptyForm } from './fields';
import { buildPayload } from './payload';

describe('buildPayload', () => {
  it('sends exactly the ten text fields, trimmed, and never the consent boxes', () => {
    const payload = buildPayload({
      ...emptyForm,
      name: '  Ananya ',
      message: '<script>alert(1)</script>',
      subscribe: true,
      policyAgree: true,
    });
    expect(Object.keys(payload)).toEqual([
      'name',
      'companyName',
      'role',
      'email',
      'phone',
      'phoneCode',
      'country',
      'address',
      'requirement',
      'message',
    ]);
    expect(payload.name).toBe('Ananya');
    expect(payload.message).toBe('<script>alert(1)</script>');
    expect(payload).not.toHaveProperty('subscribe');
    expect(payload).not.toHaveProperty('policyAgree');
  });
});
