import { describe, expect, it } from 'vitest';
import { addCents, sumWholeDollars, wholeDollars } from './whole-dollars.ts';

describe('whole dollars (methodology §10)', () => {
  it('round once from the exact cents, half away from zero', () => {
    expect(wholeDollars(14249.5)).toBe(14250);
    expect(wholeDollars(14249.49)).toBe(14249);
    expect(wholeDollars(-14249.5)).toBe(-14250);
    expect(wholeDollars(-0.49)).toBe(0);
    expect(Object.is(wholeDollars(-0.4), 0)).toBe(true);
    expect(wholeDollars(0.5)).toBe(1);
    // Three figures of 24.50, 61.50 and 40.50 show as 25, 62 and 41, so their total shows as 128, not round(126.50) = 127.
    expect(sumWholeDollars([24.5, 61.5, 40.5].map(wholeDollars))).toBe(128);
    expect(wholeDollars(24.5 + 61.5 + 40.5)).toBe(127);
  });

  it('add amounts to the cent without drift, and whole-dollar figures as shown', () => {
    expect(addCents([0.1, 0.2, 0.29])).toBe(0.59);
    expect(addCents(Array.from({ length: 1000 }, () => 0.01))).toBe(10);
    expect(sumWholeDollars([186376, null, 38526, 14250])).toBe(239152);
  });
});
