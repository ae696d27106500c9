import { describe, expect, it } from 'vitest';
import { modules } from '../../test/siteContent';
import { proofScale } from './proofScale';

describe('proofScale', () => {
  it('scales two numbers in the same unit to the larger one', () => {
    expect(proofScale('7', '0')).toEqual({ was: 1, value: 0 });
    expect(proofScale('36 %', '29 %')).toEqual({ was: 1, value: 29 / 36 });
    expect(proofScale('₹ 92,000', '₹ 31,000')).toEqual({ was: 1, value: 31 / 92 });
    expect(proofScale('₹ 2,40,000', '₹ 70,000')).toEqual({ was: 1, value: 70 / 240 });
    expect(proofScale('3.8 %', '1.1 %')).toEqual({ was: 1, value: 1.1 / 3.8 });
    expect(proofScale('1', '6')).toEqual({ was: 1 / 6, value: 1 });
  });

  it('draws no bars for figures in different units, words, or two zeros', () => {
    expect(proofScale('3 days', '2 hours')).toBeUndefined();
    expect(proofScale('1 week', '1 click')).toBeUndefined();
    expect(proofScale('₹ 18 lakh', '26 lakh')).toBeUndefined();
    expect(proofScale('none', 'all')).toBeUndefined();
    expect(proofScale('0', '0')).toBeUndefined();
  });

  it('draws bars for most benefits of the site, so the pictures are not all words', () => {
    const proofs = modules.flatMap((module) =>
      module.proofs.flatMap((value, index) => {
        const was = module.proofsWas[index];
        return value === undefined || was === undefined ? [] : [{ was, value }];
      }),
    );
    expect(proofs.length).toBeGreaterThan(10);
    const drawn = proofs.filter(({ was, value }) => proofScale(was, value) !== undefined);
    expect(drawn.length / proofs.length).toBeGreaterThan(0.6);
  });
});
