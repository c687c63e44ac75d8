import { describe, expect, it } from 'vitest';
import { MAX_SHAPLEY_CAUSES, sequentialAttribution, sequentialSubsets, shapleyAttribution } from './attribution.ts';

// Two causes that interact: base 1,000.00; A alone +300.00, B alone −100.00, both +250.00 (cents, by subset: none, A, B, A and B).
const interacting = [100000, 130000, 90000, 125000];

describe('attribution of a difference to its causes', () => {
  it('sequentially, in the stated order: each cause against the causes before it', () => {
    // A first: 130000 − 100000; then B: 125000 − 130000.
    expect(sequentialAttribution(2, interacting)).toEqual([30000, -5000]);
    // The same causes in the other order give other parts (bit 0 is now B): the order is part of the answer.
    const reordered = (applied: number) => interacting[(applied & 1 ? 2 : 0) | (applied & 2 ? 1 : 0)] ?? NaN;
    expect(sequentialAttribution(2, reordered)).toEqual([-10000, 35000]);
  });

  it('by Shapley value: each cause averaged over both orders', () => {
    // A: (30000 + (125000 − 90000)) / 2; B: (−10000 + (125000 − 130000)) / 2; together the 25000 of the difference.
    expect(shapleyAttribution(2, interacting)).toEqual([32500, -7500]);
    expect(shapleyAttribution(2, (applied) => interacting[applied] ?? NaN)).toEqual([32500, -7500]);
  });

  it('rounds thirds to cents that foot exactly, the odd cent to the first cause in the stated order', () => {
    // 100 cents appear only when all three causes apply: each causes a third of it.
    const together = (applied: number) => (applied === 7 ? 100 : 0);
    expect(shapleyAttribution(3, together)).toEqual([34, 33, 33]);
    // −33⅓ each: two parts take the nearer −33, the first two in order, and the third −34.
    expect(shapleyAttribution(3, (applied) => -together(applied))).toEqual([-33, -33, -34]);
    // 200 cents: 66⅔ each, two of them 67.
    expect(shapleyAttribution(3, (applied) => 2 * together(applied))).toEqual([67, 67, 66]);
  });

  it('gives the odd cents to the largest remainders before the stated order', () => {
    // 1 cent when all three apply (a third to each) and 1 cent when B and C both apply (a half to each).
    const totals = (applied: number) => (applied === 7 ? 1 : 0) + ((applied & 6) === 6 ? 1 : 0);
    // Exactly A = 1/3, B = C = 1/3 + 1/2 = 5/6: the 2 cents lost to rounding down go to B and C, not to A, first in order.
    expect(shapleyAttribution(3, totals)).toEqual([0, 1, 1]);
    // Scaled by 100: A = 33⅓, B = C = 83⅓; equal remainders, so the one lost cent goes to A, first in order.
    expect(shapleyAttribution(3, (applied) => 100 * totals(applied))).toEqual([34, 83, 83]);
  });

  it('gives a cause with no effect nothing, and no causes no parts', () => {
    const withIdle = (applied: number) => interacting[applied & 3] ?? NaN;
    expect(shapleyAttribution(3, withIdle)).toEqual([32500, -7500, 0]);
    expect(sequentialAttribution(3, withIdle)).toEqual([30000, -5000, 0]);
    expect(shapleyAttribution(0, [123456])).toEqual([]);
    expect(sequentialAttribution(0, [123456])).toEqual([]);
  });

  it('asks a sequential attribution only for the first i causes', () => {
    expect(sequentialSubsets(3)).toEqual([0, 1, 3, 7]);
    const asked: number[] = [];
    sequentialAttribution(3, (applied) => (asked.push(applied), 0));
    expect(asked).toEqual([0, 1, 3, 7]);
  });

  it('foots exactly with totals beyond a double’s exact products', () => {
    // 12 causes of odd effects and a 12-way interaction of $900 million: the weighted sums pass 2^53, the parts still foot.
    const effects = Array.from({ length: 12 }, (_, cause) => 1234567 * (cause + 1) * (cause % 2 ? -1 : 1));
    const totals = (applied: number) =>
      effects.reduce((sum, effect, cause) => sum + (applied & (1 << cause) ? effect : 0), 500_000_000) +
      (applied === 4095 ? 90_000_000_001 : 0);
    const parts = shapleyAttribution(12, totals);
    expect(parts.reduce((sum, part) => sum + part, 0)).toBe(totals(4095) - totals(0));
    // 90,000,000,001 / 12 = 7,500,000,000 and 1/12: the odd cent goes to the first cause.
    expect(parts[0]).toBe(effects[0]! + 7_500_000_001);
    expect(parts[11]).toBe(effects[11]! + 7_500_000_000);
  });

  it('refuses more causes than it can combine, and totals that are not whole cents', () => {
    expect(() => shapleyAttribution(MAX_SHAPLEY_CAUSES + 1, () => 0)).toThrow(/at most 12 causes: 13 would need the totals of 8192/);
    expect(() => shapleyAttribution(2, [1, 2, 3])).toThrow(/needs 4 entries/);
    expect(() => shapleyAttribution(1, [0, 0.5])).toThrow(/not a whole number of cents/);
    expect(() => sequentialAttribution(-1, [])).toThrow(/whole number from 0 to 30/);
  });
});
