import { describe, expect, it } from 'vitest';
import { weekBars } from './weekBars';

describe('weekBars', () => {
  it('draws seven bars between levels 3 and 10, the weekend at 8 or more', () => {
    for (const name of ['Room Booking', 'PayRoll', 'Food & Beverage Cost Analysis']) {
      const bars = weekBars(name);
      expect(bars).toHaveLength(7);
      expect(bars.every((level) => Number.isInteger(level) && level >= 3 && level <= 10)).toBe(true);
      expect(bars.slice(5).every((level) => level >= 8)).toBe(true);
      expect(bars.slice(0, 5).every((level) => level <= 8)).toBe(true);
    }
  });

  // That each module page shows its own week is tested on the pages (e2e/module-pages.once.spec.ts).
  it('differs between modules', () => {
    const shapes = new Set(
      ['Room Booking', 'Dining (POS)', 'Banquet & Billing', 'Member Suite', 'PayRoll'].map((name) => weekBars(name).join()),
    );
    expect(shapes.size).toBe(5);
  });
});
