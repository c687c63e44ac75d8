import { describe, expect, it } from 'vitest';
import { fixedConsumptionRate } from './consumption-rate.ts';

describe('a fixed consumption rate', () => {
  it('switches to the later rate in the switch year itself, inside the period', () => {
    const consumption = { rate: 0.25, later: { rate: 0.2, switchYear: 2016 } };
    expect([2014, 2015, 2016, 2017].map((year) => fixedConsumptionRate(consumption, year))).toEqual([0.25, 0.25, 0.2, 0.2]);
  });

  it('is one rate without a later one, rounded to 6 decimals as the Patton-Nelson rate', () => {
    expect(fixedConsumptionRate({ rate: 1 / 3 }, 2030)).toBe(0.333333);
    expect(fixedConsumptionRate({ rate: 0 }, 2030)).toBe(0);
  });
});
