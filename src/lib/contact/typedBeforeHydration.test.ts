import { describe, expect, it } from 'vitest';
import { emptyForm } from './fields';
import { typedBeforeHydration } from './typedBeforeHydration';

const controls = (values: Record<string, { value?: string; checked?: boolean }>) => ({
  namedItem: (name: string) => values[name] ?? null,
});

describe('typedBeforeHydration', () => {
  it('returns nothing when the form is as the server rendered it', () => {
    const untouched = Object.fromEntries(
      Object.entries(emptyForm).map(([key, value]) => [key, typeof value === 'boolean' ? { checked: value } : { value }]),
    );
    expect(typedBeforeHydration(controls(untouched))).toEqual({});
  });

  it('keeps typed text, a chosen option and a ticked box', () => {
    const typed = typedBeforeHydration(
      controls({
        name: { value: 'Asha Rao' },
        requirement: { value: 'Product Pricing' },
        policyAgree: { checked: true },
        email: { value: '' },
      }),
    );
    expect(typed).toEqual({ name: 'Asha Rao', requirement: 'Product Pricing', policyAgree: true });
  });

  it('ignores controls that are missing', () => {
    expect(typedBeforeHydration(controls({}))).toEqual({});
  });
});
