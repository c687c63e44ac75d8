import { describe, expect, it } from 'vitest';
import { civilOf, daysInYear, epochDayOf, formatIsoDate, parseIsoDate, toEpochDay } from './civil-date.ts';

describe('calendar dates', () => {
  it('counts days from 1970-01-01', () => {
    expect(toEpochDay('1970-01-01')).toBe(0);
    expect(toEpochDay('2000-03-01') - toEpochDay('2000-02-28')).toBe(2);
    expect(toEpochDay('1900-03-01') - toEpochDay('1900-02-28')).toBe(1);
  });

  it('round-trips every day of four centuries', () => {
    // One assertion over the whole range: an expect per day made this test slow enough to time out on a busy machine.
    const wrong: number[] = [];
    for (let day = epochDayOf(1900, 1, 1); day < epochDayOf(2300, 1, 1); day += 1) {
      const { year, month, day: d } = civilOf(day);
      if (epochDayOf(year, month, d) !== day) wrong.push(day);
    }
    expect(wrong).toEqual([]);
    expect(formatIsoDate(toEpochDay('2024-02-29'))).toBe('2024-02-29');
  });

  it('rejects impossible or badly written dates', () => {
    for (const text of [
      '2023-02-29',
      '2023-13-01',
      '2023-00-10',
      '2023-04-31',
      '2023/01/01',
      '23-01-01',
      '2023-1-1',
      '',
      '2023-01-01T00:00:00Z',
    ])
      expect(parseIsoDate(text), text).toBeUndefined();
    expect(parseIsoDate('2024-02-29')).toBe(toEpochDay('2024-02-29'));
  });

  it('knows leap years, including the century rule', () => {
    expect([1900, 2000, 2023, 2024].map(daysInYear)).toEqual([365, 366, 365, 366]);
  });

  it('does not depend on the process time zone', () => {
    const before = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    expect(formatIsoDate(toEpochDay('2025-03-01'))).toBe('2025-03-01');
    process.env.TZ = before;
  });
});
