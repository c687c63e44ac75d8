import { civilOf, daysInYear, startOfYear, type EpochDay } from '../dates/civil-date.ts';

/** A half-open span of days `[start, end)`. */
export interface Period {
  start: EpochDay;
  end: EpochDay;
}

/** One calendar year's share of a period: the unit every loss table is written in. */
export interface CalendarRow extends Period {
  year: number;
  /** Days of the row over the days of its calendar year; exactly 1 for a full year. */
  portion: number;
}

/** Cuts `[start, end)` into one row per calendar year touched; none when `start >= end`. */
export function calendarRows({ start, end }: Period): CalendarRow[] {
  const rows: CalendarRow[] = [];
  if (start >= end) return rows;
  let year = civilOf(start).year;
  let rowStart = start;
  while (rowStart < end) {
    const nextYear = startOfYear(year + 1);
    const rowEnd = Math.min(end, nextYear);
    rows.push({ year, start: rowStart, end: rowEnd, portion: (rowEnd - rowStart) / daysInYear(year) });
    rowStart = rowEnd;
    year += 1;
  }
  return rows;
}

/** Which side of the trial date a table covers. */
export type LossPeriod = 'past' | 'future';

/**
 * The part of a period on one side of the date of trial: past losses run up to
 * (not including) the trial date, future losses from it.
 */
export function periodSide(period: Period, dateOfTrial: EpochDay, side: LossPeriod): Period {
  return side === 'past'
    ? { start: period.start, end: Math.min(period.end, dateOfTrial) }
    : { start: Math.max(period.start, dateOfTrial), end: period.end };
}

export function overlapDays(a: Period, b: Period): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}
