import { describe, expect, it } from 'vitest';
import { roundHalfEven } from './round.ts';

describe('roundHalfEven', () => {
  it('rounds by the exact binary value, as Python round() does', () => {
    expect(roundHalfEven(2.675, 2)).toBe(2.67); // 2.675 is stored as 2.67499999…
    expect(roundHalfEven(1.005, 2)).toBe(1); // stored as 1.00499999…
    expect(roundHalfEven(0.285, 2)).toBe(0.28); // stored as 0.28499999…
    expect(roundHalfEven(1.015, 2)).toBe(1.01); // stored as 1.01499999…
    expect(roundHalfEven(8.345, 2)).toBe(8.35); // stored as 8.34500000000000063…
  });

  it('sends exact ties to the even neighbour', () => {
    expect(roundHalfEven(0.125, 2)).toBe(0.12);
    expect(roundHalfEven(0.375, 2)).toBe(0.38);
    expect(roundHalfEven(182.5, 0)).toBe(182);
    expect(roundHalfEven(183.5, 0)).toBe(184);
    expect(roundHalfEven(-0.125, 2)).toBe(-0.12);
  });

  it('rounds ordinary values to the nearest', () => {
    expect(roundHalfEven(85669.6438356, 2)).toBe(85669.64);
    expect(roundHalfEven(0.5479452054794521, 6)).toBe(0.547945);
    expect(roundHalfEven(-1234.5678, 2)).toBe(-1234.57);
    expect(roundHalfEven(44.88980150581793, 2)).toBe(44.89);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfEven(-0.001, 2), 0)).toBe(true);
  });
});
