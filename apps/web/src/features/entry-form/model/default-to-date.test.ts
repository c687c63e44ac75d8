import { describe, expect, it } from 'vitest';
import { defaultToDate, todayIso } from './default-to-date.ts';

describe('defaultToDate', () => {
  it('adds whole years, then the fraction as days at 365.25 a year', () => {
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

describe('todayIso', () => {
  it("writes the user's calendar date as yyyy-MM-dd", () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
