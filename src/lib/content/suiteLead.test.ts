import { describe, expect, it } from 'vitest';
import { suiteLead } from './suiteLead';

const suites = [
  ['tape-chart', 'ledger'],
  ['tape-chart', 'floor-plan', 'member-card', 'ledger'],
  ['floor-plan', 'ledger'],
];

describe('suiteLead', () => {
  it('draws the screen the fewest suites share', () => {
    expect(suiteLead(suites[1] ?? [], suites)).toBe(2);
  });

  it('takes the first in the suite’s list on a tie', () => {
    expect(suiteLead(['floor-plan', 'tape-chart'], suites)).toBe(0);
  });

  it('skips modules without a screen, and finds none where none has one', () => {
    expect(suiteLead([undefined, 'ledger'], suites)).toBe(1);
    expect(suiteLead([undefined], suites)).toBe(-1);
  });
});
