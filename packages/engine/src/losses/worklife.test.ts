import { describe, expect, it } from 'vitest';
import { formatIsoDate, toEpochDay } from '../dates/civil-date.ts';
import { employmentFactor, statisticalRetirementDate, workingLives, worklifeAdjustment, worklifeFactor } from './worklife.ts';

describe('worklife expectancy', () => {
  it('ends the working life at the injury plus the years to final separation', () => {
    const scenario = { id: 0, worklifeExpectancy: 20.48, yearsToFinalSeparation: 25.75 };
    // 25 years, then round(0.75 × 365.25) = 274 days.
    expect(formatIsoDate(statisticalRetirementDate(toEpochDay('2023-05-10'), scenario))).toBe('2049-02-08');
    expect(worklifeFactor(scenario)).toBeCloseTo(0.79534, 5);
  });

  it('gives a factor of exactly 1 when the worklife expectancy equals the years to final separation', () => {
    const scenario = { id: 0, worklifeExpectancy: 13, yearsToFinalSeparation: 13 };
    expect(worklifeFactor(scenario)).toBe(1);
    expect(worklifeAdjustment(scenario, null)).toEqual({ worklifeFactor: 1, employmentFactor: null, factor: 1 });
  });

  it('takes nothing for unemployment that benefits replace in full', () => {
    expect(employmentFactor({ rate: 0.5, benefitReplacement: 1 })).toBe(1);
    expect(employmentFactor({ rate: 0.045, benefitReplacement: 0.3 })).toBeCloseTo(0.9685, 15);
    expect(employmentFactor({ rate: 0.035, benefitReplacement: 0 })).toBe(0.965);
  });

  it('multiplies the two factors, and has no adjustment without either', () => {
    const adjustment = worklifeAdjustment(
      { id: 0, worklifeExpectancy: 11.947, yearsToFinalSeparation: 13 },
      { rate: 0.035, benefitReplacement: 0 },
    );
    expect(adjustment!.factor).toBeCloseTo(0.919 * 0.965, 15);
    expect(worklifeAdjustment(null, { rate: 0, benefitReplacement: 0 })).toEqual({ worklifeFactor: null, employmentFactor: 1, factor: 1 });
    expect(worklifeAdjustment(null, null)).toBeNull();
  });

  it('uses the worklife scenarios instead of the retirement ages when they are given', () => {
    const dates = { dateOfBirth: toEpochDay('1963-04-15'), dateOfInjury: toEpochDay('2009-09-01') };
    const ages = [{ id: 0, value: 67 }];
    expect(workingLives(dates, ages, null).map((l) => formatIsoDate(l.end))).toEqual(['2030-04-15']);
    const worklife = [{ id: 4, worklifeExpectancy: 11.947, yearsToFinalSeparation: 13 }];
    expect(workingLives(dates, ages, worklife).map((l) => [l.id, formatIsoDate(l.end)])).toEqual([[4, '2022-09-01']]);
  });
});
