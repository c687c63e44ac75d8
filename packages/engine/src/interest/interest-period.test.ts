import { describe, expect, it } from 'vitest';
import { interestPeriod } from './interest-period.ts';

describe('the period of prejudgment interest under a statute', () => {
  it('runs from each loss when the rule names no event', () => {
    expect(interestPeriod({}, {}, '2026-05-01')).toEqual({ from: '', to: '2026-05-01' });
  });

  it('takes the earlier of 180 days after the notice and the filing (Texas)', () => {
    const rule = { starts: [{ event: 'notice', plusDays: 180 }, { event: 'filing' }] };
    // 2023-01-10 + 180 days: 21 days left in January, 28 in February, 31 + 30 + 31 + 30 = 122 to June 30, 9 into July.
    expect(interestPeriod(rule, { notice: '2023-01-10', filing: '2023-09-01' }, '2026-05-01')).toEqual({
      from: '2023-07-09',
      to: '2026-05-01',
    });
    expect(interestPeriod(rule, { notice: '2023-06-10', filing: '2023-09-01' }, '2026-05-01')).toEqual({
      from: '2023-09-01',
      to: '2026-05-01',
    });
    // No notice was sent: the filing alone.
    expect(interestPeriod(rule, { filing: '2023-09-01' }, '2026-05-01')).toEqual({ from: '2023-09-01', to: '2026-05-01' });
  });

  it('names the events whose dates it needs when none is known', () => {
    const rule = { starts: [{ event: 'notice', plusDays: 180 }, { event: 'filing' }] };
    expect(interestPeriod(rule, {}, '2026-05-01')).toEqual({ missing: ['notice', 'filing'] });
  });

  it('starts one year after service (Pennsylvania) and counts a leap day as the calendar does', () => {
    const rule = { starts: [{ event: 'service', plusYears: 1 }] };
    expect(interestPeriod(rule, { service: '2022-06-01' }, '2026-05-01')).toEqual({ from: '2023-06-01', to: '2026-05-01' });
    expect(interestPeriod(rule, { service: '2024-02-29' }, '2026-05-01')).toEqual({ from: '2025-02-28', to: '2026-05-01' });
  });

  it('stops five years after the filing (Illinois)', () => {
    const rule = { starts: [{ event: 'filing' }], maxYears: 5 };
    expect(interestPeriod(rule, { filing: '2019-03-15' }, '2026-05-01')).toEqual({ from: '2019-03-15', to: '2024-03-15' });
    expect(interestPeriod(rule, { filing: '2023-03-15' }, '2026-05-01')).toEqual({ from: '2023-03-15', to: '2026-05-01' });
  });

  it('leaves no days of interest when the start falls after the trial', () => {
    const rule = { starts: [{ event: 'service', plusYears: 1 }] };
    expect(interestPeriod(rule, { service: '2025-09-01' }, '2026-05-01')).toEqual({ from: '2026-05-01', to: '2026-05-01' });
  });
});
