import { describe, expect, it } from 'vitest';
import { defaultToDate, expectedDateOfDeath, runsPastExpectedDeath } from './default-to-date.ts';

describe('defaultToDate (the expected date of death from the report date)', () => {
  it('adds whole years to the report date, then the fraction as days at 365.25 a year', () => {
    expect(defaultToDate('2025-03-01', '35.2')).toBe('2060-05-13');
    expect(defaultToDate('2025-03-01', '30')).toBe('2055-03-01');
  });

  it('turns 29 February into 28 February in a common year', () => {
    expect(defaultToDate('2024-02-29', '1')).toBe('2025-02-28');
  });

  it('is undefined until both inputs are usable', () => {
    expect(defaultToDate('2025-03-01', '')).toBeUndefined();
    expect(defaultToDate('2025-03-01', 'abc')).toBeUndefined();
    expect(defaultToDate('', '20')).toBeUndefined();
  });
});

describe('runsPastExpectedDeath', () => {
  it('is true only for a to date after the expected date of death', () => {
    const death = expectedDateOfDeath('2025-03-01', '20.4'); // 2045-07-25
    expect(death).toBe('2045-07-25');
    expect(runsPastExpectedDeath('2045-07-25', death)).toBe(false);
    expect(runsPastExpectedDeath('2045-07-26', death)).toBe(true);
    expect(runsPastExpectedDeath('2045-07-26', undefined)).toBe(false);
    expect(runsPastExpectedDeath('', death)).toBe(false);
  });
});
