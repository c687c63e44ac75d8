import { addYears } from '../dates/add-years.ts';
import type { EpochDay } from '../dates/civil-date.ts';
import type { Period } from '../schedule/calendar-rows.ts';

/**
 * When each household-services source is active (methodology §6 in
 * docs/methodology.md): from the later of the injury and its own start, up to the
 * earliest of the day after its end date, the expected date of death and, in a
 * wrongful-death case, the end of the survivor's life expectancy.
 */
export interface SourceDates {
  /** First day of the source's stage; absent: the date of injury. */
  startDate?: EpochDay;
  /** Last day the service would be performed (inclusive). */
  endDate: EpochDay;
}

export function sourcePeriod(source: SourceDates, dateOfInjury: EpochDay, horizon: EpochDay): Period {
  return { start: Math.max(dateOfInjury, source.startDate ?? dateOfInjury), end: Math.min(source.endDate + 1, horizon) };
}

/** The date the services end for every source in a scenario: its expected date of death, or the survivor's if earlier. */
export function servicesHorizon(expectedDeath: EpochDay, dateOfReport: EpochDay, survivorLifeExpectancy?: number): EpochDay {
  return survivorLifeExpectancy === undefined ? expectedDeath : Math.min(expectedDeath, addYears(dateOfReport, survivorLifeExpectancy));
}

/**
 * The table's period: from the earliest start of an active source to the latest
 * end; empty (at the injury) when no source is active at all.
 */
export function servicesPeriod(active: Period[], dateOfInjury: EpochDay): Period {
  const live = active.filter((p) => p.start < p.end);
  if (live.length === 0) return { start: dateOfInjury, end: dateOfInjury };
  return { start: Math.min(...live.map((p) => p.start)), end: Math.max(...live.map((p) => p.end)) };
}
