import {
  forumOf,
  INTEREST_EVENT_LABELS,
  INTEREST_EVENTS,
  interestEventsOf,
  interestForumOf,
  hasLossSide,
  type FormDataRecord,
  type ForumId,
  type InterestEvent,
  type InterestRecord,
  type JudgmentRateProvenance,
} from '@damages/contracts';
import { interestPeriod, parseIsoDate, type CompoundingMethod } from '@damages/engine';
import type { z } from 'zod';
import { requiredDate } from './field-rules.ts';
import type { FormValues } from './form-values.ts';
import type { Visibility } from './visibility.ts';

/**
 * Prejudgment interest in the entry form (methodology §16): what the user types
 * (`FormValues.interest`), its defaults per forum, its rules and its codec to
 * the saved `formData.interest`. Which losses bear interest, at what rate and
 * from which event are the forum's law (contracts' catalogue/forums.ts); the
 * dates are turned into `{from, to}` by the engine's `interestPeriod` only.
 */

export interface InterestValues {
  /** Off by default: a case that never turns it on computes exactly as before. */
  enabled: boolean;
  /** Percent a year, as typed (for a forum's named rate, before the forum's addition). */
  rate: string;
  compounding: CompoundingMethod;
  /** "Interest runs from": only where the forum's rule sets no start; blank: from each loss. */
  from: string;
  /** The dates of the case events the forum's rule counts from. */
  events: Record<InterestEvent, string>;
  /** "Interest through"; blank: the date of trial. */
  through: string;
  /** The day the past medical expenses were paid. */
  pastMedicalDate: string;
  provenance: { rate?: JudgmentRateProvenance };
}

const blankEvents = (): Record<InterestEvent, string> =>
  Object.fromEntries(INTEREST_EVENTS.map((event) => [event, ''])) as Record<InterestEvent, string>;

export function blankInterestValues(): InterestValues {
  return {
    enabled: false,
    rate: '',
    compounding: 'simple',
    from: '',
    events: blankEvents(),
    through: '',
    pastMedicalDate: '',
    provenance: {},
  };
}

/** The interest values of a form, also of a draft kept before the form asked them. */
const interestValuesOf = (values: FormValues): InterestValues => values.interest ?? blankInterestValues();

/** The forum of the form's case, read through the one function the form, the submit and the report share. */
const formForum = (values: FormValues): ForumId => interestForumOf(values);

/** "the prime rate + 1 %" as a number to add in percent; 0 when the forum adds nothing. */
export function addedPercentOf(forum: ForumId): number {
  const { rate } = forumOf(forum).interest;
  return rate.kind === 'entered' && rate.plus !== undefined ? Number((rate.plus * 100).toPrecision(12)) : 0;
}

/** What the form fills in when interest is turned on: the forum's fixed rate and its compounding. */
export function interestDefaults(forum: ForumId): Pick<InterestValues, 'rate' | 'compounding'> {
  const { rate, compounding } = forumOf(forum).interest;
  return { rate: rate.kind === 'fixed' ? String(Number((rate.rate * 100).toPrecision(12))) : '', compounding };
}

/** Whether the forum's rule sets no start of its own, so the user may state one ("interest runs from"). */
export const asksRunsFrom = (forum: ForumId): boolean => !forumOf(forum).interest.period.starts?.length;

/** The past losses the case has that can bear interest, whatever the forum says of them. */
export interface PastLosses {
  /** Past earnings, support or services tables, or the plan's care before trial. */
  tables: boolean;
  burial: boolean;
  pastMedical: boolean;
}

export function pastLossesOf(shown: Visibility, caseType: FormValues['case']['type']): PastLosses {
  const tables =
    hasLossSide('earnings', 'past', shown.lossTypes) ||
    hasLossSide('support', 'past', shown.lossTypes) ||
    hasLossSide('services', 'past', shown.lossTypes) ||
    shown.medicalFuture;
  return { tables, burial: caseType === 'wrongfulDeath', pastMedical: shown.medicalPast };
}

/** The past losses the forum's rule lets bear interest (Florida: only the out-of-pocket lump sums). */
export function interestBearing(forum: ForumId, past: PastLosses): PastLosses {
  const { applies } = forumOf(forum).interest;
  if (applies === 'none') return { tables: false, burial: false, pastMedical: false };
  return { ...past, tables: applies === 'pastLosses' && past.tables };
}

/** Whether the section is shown: the loss types are chosen and the case has a past loss. */
export const interestSectionShown = (past: PastLosses): boolean => past.tables || past.burial || past.pastMedical;

/** Whether the form sends interest: turned on, in a section that is shown, under a forum that awards it. */
function interestActive(values: FormValues, past: PastLosses): boolean {
  const forum = formForum(values);
  return interestValuesOf(values).enabled && interestSectionShown(past) && forumOf(forum).interest.availability !== 'forbidden';
}

const given = (text: string) => text.trim() !== '';

type Path = (string | number)[];
type Issue = { path: Path; message: string };

const LABELS = {
  rate: 'Interest rate',
  from: 'Interest runs from',
  through: 'Interest through',
  pastMedicalDate: 'Date the past medical expenses were paid',
} as const;

/** What is wrong with a typed date, by the form's own date rule (field-rules.ts); undefined when it is a date in range. */
const dateIssue = (text: string, label: string): string | undefined => requiredDate('', label).safeParse(text).error?.issues[0]?.message;

/** The date interest is computed through: the one typed, else the date of trial. */
const throughOf = (values: FormValues) => {
  const { through } = interestValuesOf(values);
  return given(through) ? through.trim() : values.case.dateOfTrial;
};

/** The inline messages of the interest section, each naming its field (none while interest is off). */
function interestIssues(values: FormValues, past: PastLosses): Issue[] {
  if (!interestActive(values, past)) return [];
  const forum = formForum(values);
  const interest = interestValuesOf(values);
  const issues: Issue[] = [];
  const at = (field: Path, message: string) => issues.push({ path: ['interest', ...field], message });

  const added = addedPercentOf(forum);
  if (!given(interest.rate)) at(['rate'], `${LABELS.rate} is required`);
  else {
    const rate = Number(interest.rate);
    if (!Number.isFinite(rate)) at(['rate'], `${LABELS.rate} must be a number`);
    else if (rate < 0 || rate + added > 50)
      at(['rate'], added > 0 ? `${LABELS.rate} plus ${added}% must be between 0 and 50%` : `${LABELS.rate} must be between 0 and 50%`);
  }

  const dated = (text: string, field: Path, label: string) => {
    const message = given(text) ? dateIssue(text.trim(), label) : undefined;
    if (message) at(field, message);
    return given(text) && !message;
  };
  const throughTyped = dated(interest.through, ['through'], LABELS.through);
  const through = throughOf(values);
  const throughValid = given(interest.through) ? throughTyped : parseIsoDate(through) !== undefined;

  const events = interestEventsOf(forum);
  const eventDates: Partial<Record<InterestEvent, string>> = {};
  for (const event of events)
    if (dated(interest.events[event], ['events', event], INTEREST_EVENT_LABELS[event])) eventDates[event] = interest.events[event].trim();
  const badEvent = events.some((event) => given(interest.events[event]) && eventDates[event] === undefined);
  if (events.length > 0 && throughValid && !badEvent) {
    const period = interestPeriod(forumOf(forum).interest.period, eventDates, through);
    if ('missing' in period) {
      const labels = period.missing.map((event) => INTEREST_EVENT_LABELS[event]);
      for (const event of period.missing)
        at(
          ['events', event],
          labels.length === 1 ? `${labels[0]} is required for prejudgment interest` : `Enter at least one of: ${labels.join('; ')}`,
        );
    }
  }

  if (asksRunsFrom(forum) && dated(interest.from, ['from'], LABELS.from) && throughValid && interest.from.trim() > through)
    at(['from'], `${LABELS.from} must not be after ${given(interest.through) ? LABELS.through : 'the date of trial'}`);

  if (interestBearing(forum, past).pastMedical) {
    if (!given(interest.pastMedicalDate)) at(['pastMedicalDate'], `${LABELS.pastMedicalDate} is required`);
    else dated(interest.pastMedicalDate, ['pastMedicalDate'], LABELS.pastMedicalDate);
  }
  return issues;
}

/** Adds the section's messages to a zod refinement (the form schema's). */
export function addInterestIssues(values: FormValues, past: PastLosses, ctx: z.RefinementCtx): void {
  for (const issue of interestIssues(values, past)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
}

/** `{ interest }` for the saved `formData` when the case has interest; nothing otherwise (a case without interest saves as before). */
export function interestRecordOf(values: FormValues, past: PastLosses): { interest?: InterestRecord } {
  if (!interestActive(values, past)) return {};
  const forum = formForum(values);
  const interest = interestValuesOf(values);
  const added = addedPercentOf(forum);
  const events = Object.fromEntries(
    interestEventsOf(forum)
      .filter((event) => given(interest.events[event]))
      .map((event) => [event, interest.events[event].trim()]),
  );
  return {
    interest: {
      ratePercent: Number(interest.rate.trim()),
      ...(added > 0 ? { addedPercent: added } : {}),
      compounding: interest.compounding,
      ...(asksRunsFrom(forum) && given(interest.from) ? { from: interest.from.trim() } : {}),
      ...(Object.keys(events).length > 0 ? { events } : {}),
      ...(given(interest.through) ? { through: interest.through.trim() } : {}),
      ...(interestBearing(forum, past).pastMedical && given(interest.pastMedicalDate)
        ? { pastMedicalDate: interest.pastMedicalDate.trim() }
        : {}),
      ...(interest.provenance.rate ? { rateProvenance: interest.provenance.rate } : {}),
    },
  };
}

/** The saved `formData.interest` → the section's values (absent: off, blank). */
export function interestValuesFromRecord(data: FormDataRecord): InterestValues {
  const blank = blankInterestValues();
  const saved = data.interest;
  if (!saved) return blank;
  return {
    enabled: true,
    rate: String(saved.ratePercent),
    compounding: saved.compounding,
    from: saved.from ?? '',
    events: { ...blank.events, ...saved.events },
    through: saved.through ?? '',
    pastMedicalDate: saved.pastMedicalDate ?? '',
    provenance: saved.rateProvenance ? { rate: saved.rateProvenance } : {},
  };
}
