import { addYears } from '../dates/add-years.ts';
import { formatIsoDate, toEpochDay, type IsoDate } from '../dates/civil-date.ts';

/**
 * One way a statute fixes the day prejudgment interest starts: an event of the case (the filing of the
 * action, the service of the complaint, a written notice of the claim, a settlement offer, the verdict on
 * liability) plus, where the statute says so, a number of days or years after it.
 */
export interface InterestStart<Event extends string = string> {
  event: Event;
  plusDays?: number;
  plusYears?: number;
}

/** When interest runs, as a forum's law states it; nothing stated: from each loss as it arises. */
export interface InterestPeriodRule<Event extends string = string> {
  /** Interest runs from the earliest of these, among the events that happened; absent: from each loss. */
  starts?: readonly InterestStart<Event>[];
  /** Interest accrues for at most this many years from its start (e.g. Illinois, five). */
  maxYears?: number;
}

export type InterestPeriod<Event extends string = string> =
  /** `from` empty (''): each loss accrues from its own date (methodology §16's row midpoint or lump-sum date). */
  | { from: IsoDate; to: IsoDate }
  /** The rule needs the date of one of these events, and none was given. */
  | { missing: readonly Event[] };

function startDay(start: InterestStart, date: IsoDate): number {
  const day = start.plusYears ? addYears(toEpochDay(date), start.plusYears) : toEpochDay(date);
  return day + (start.plusDays ?? 0);
}

/**
 * The `from` and `to` of prejudgment interest (methodology §16) under a forum's rule, for interest computed
 * through `through` (the trial or judgment date): `from` the earliest start among the events whose date is
 * known (an event that never happened, such as a notice never sent, does not count), `to` cut at `maxYears`
 * after `from`. A start after `through` leaves no days of interest (`from` = `to`).
 */
export function interestPeriod<Event extends string>(
  rule: InterestPeriodRule<Event>,
  eventDates: Partial<Record<Event, IsoDate>>,
  through: IsoDate,
): InterestPeriod<Event> {
  const end = toEpochDay(through);
  if (!rule.starts?.length) return { from: '', to: through };
  const known = rule.starts.flatMap((start) => {
    const date = eventDates[start.event];
    return date ? [startDay(start, date)] : [];
  });
  if (!known.length) return { missing: [...new Set(rule.starts.map((start) => start.event))] };
  const from = Math.min(...known);
  if (from >= end) return { from: through, to: through };
  const to = rule.maxYears === undefined ? end : Math.min(end, addYears(from, rule.maxYears));
  return { from: formatIsoDate(from), to: formatIsoDate(to) };
}
