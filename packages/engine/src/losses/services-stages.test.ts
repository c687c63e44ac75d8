import { describe, expect, it } from 'vitest';
import { toEpochDay } from '../dates/civil-date.ts';
import { servicesHorizon, servicesPeriod, sourcePeriod } from './services-stages.ts';

const day = toEpochDay;

describe('household-services stages', () => {
  const injury = day('2025-06-01');

  it('run from the later of the injury and their start to the day after their end, capped at the horizon', () => {
    expect(sourcePeriod({ endDate: day('2028-12-31') }, injury, day('2061-01-15'))).toEqual({ start: injury, end: day('2029-01-01') });
    expect(sourcePeriod({ startDate: day('2026-01-01'), endDate: day('2028-12-31') }, injury, day('2027-07-01'))).toEqual({
      start: day('2026-01-01'),
      end: day('2027-07-01'),
    });
    // A start before the injury is the injury.
    expect(sourcePeriod({ startDate: day('2020-01-01'), endDate: day('2028-12-31') }, injury, day('2061-01-15')).start).toBe(injury);
  });

  it('leave out a stage that starts after the period ends', () => {
    const horizon = day('2030-01-01');
    const first = sourcePeriod({ endDate: day('2026-12-31') }, injury, horizon);
    const late = sourcePeriod({ startDate: day('2040-01-01'), endDate: day('2045-12-31') }, injury, horizon);
    expect(late.start >= late.end).toBe(true);
    expect(servicesPeriod([first, late], injury)).toEqual({ start: injury, end: day('2027-01-01') });
    expect(servicesPeriod([late], injury)).toEqual({ start: injury, end: injury });
  });

  it('end with the survivor when the survivor is expected to die first', () => {
    const report = day('2025-01-01');
    expect(servicesHorizon(day('2035-01-01'), report, 5)).toBe(day('2030-01-01'));
    expect(servicesHorizon(day('2035-01-01'), report, 30)).toBe(day('2035-01-01'));
    expect(servicesHorizon(day('2035-01-01'), report)).toBe(day('2035-01-01'));
  });
});
