/**
 * Calendar dates without time zones. A date is an ISO `yyyy-MM-dd` string at the
 * boundary and an integer "epoch day" (days since 1970-01-01) inside the engine,
 * so no result can depend on the server's or the browser's local time.
 */

export type IsoDate = string;
/** Days since 1970-01-01 in the proleptic Gregorian calendar. */
export type EpochDay = number;

export const DAYS_PER_YEAR = 365.25;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInYear(year: number): 365 | 366 {
  return isLeapYear(year) ? 366 : 365;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Days from 1970-01-01 to a civil date (Howard Hinnant's days_from_civil). */
export function epochDayOf(year: number, month: number, day: number): EpochDay {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const mp = (month + 9) % 12;
  const doy = Math.floor((153 * mp + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

/** Inverse of {@link epochDayOf} (Hinnant's civil_from_days). */
export function civilOf(epochDay: EpochDay): CivilDate {
  const z = epochDay + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Parses a strict `yyyy-MM-dd` calendar date; returns `undefined` for anything else (e.g. 2023-02-29). */
export function parseIsoDate(text: string): EpochDay | undefined {
  const match = ISO_DATE.exec(text);
  if (!match) return undefined;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return epochDayOf(year, month, day);
}

/** Like {@link parseIsoDate} but throws; for inputs already validated at the boundary. */
export function toEpochDay(date: IsoDate): EpochDay {
  const day = parseIsoDate(date);
  if (day === undefined) throw new RangeError(`Invalid calendar date: ${date}`);
  return day;
}

export function formatIsoDate(epochDay: EpochDay): IsoDate {
  const { year, month, day } = civilOf(epochDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function yearOf(epochDay: EpochDay): number {
  return civilOf(epochDay).year;
}

/** First day of a calendar year. */
export function startOfYear(year: number): EpochDay {
  return epochDayOf(year, 1, 1);
}
