import { addYears, formatIsoDate, parseIsoDate, yearFraction, type EpochDay, type GrowthSeries } from '@damages/engine';
import { hasLossKind } from '../catalogue/loss-kinds.ts';
import { endOfMonth } from '../saved-form/data-vintage.ts';
import { MEDICAL_SCENARIO_LABELS } from '../saved-form/options.ts';
import { GROWTH_SERIES_LABELS, type DiscountProvenance, type GrowthProvenance } from '../saved-form/provenance.ts';
import type { FormDataRecord } from '../saved-form/saved-form-record.ts';
import { formatDecimal, formatMoney, formatPercent, formatQuantity } from '../vocabulary/format.ts';
import { FORUM_DEPARTURE_RULE, forumWarnings } from './forum-warnings.ts';
import type { PlausibilityWarning } from './plausibility-warning.ts';

export { plausibilityWarning, type PlausibilityWarning } from './plausibility-warning.ts';

/**
 * The check before signing, so that an expert does not sign figures built on a slip
 * of the keyboard: inputs that are valid but unlikely,
 * each with the reason in plain words. Nothing here blocks a calculation; the form
 * lists the warnings in "Review before calculating" and the saved record keeps the
 * ones the user calculated anyway: overridden, the report prints them in its
 * validation list (warning-lines.ts), one line per cause.
 *
 * The rules read the typed saved `formData` (with the provenance of each
 * looked-up figure in it) and the report date in it. "The expected date of death"
 * is EDD_1 = date of report + the first remaining-life-expectancy scenario, the
 * date at which the engine ends earnings, support and medical care
 * (methodology §1, §5, §7, §8).
 */

export const PLAUSIBILITY_RULES = {
  growthRate: 'growth-rate',
  discountRate: 'discount-rate',
  retirementAge: 'retirement-age',
  retirementAfterDeath: 'retirement-after-death',
  worklifeAfterDeath: 'worklife-after-death',
  staleYieldCurve: 'stale-yield-curve',
  staleSeries: 'stale-series',
  lifeExpectancyVsTable: 'life-expectancy-vs-table',
  householdIncome: 'household-income',
  medicalAfterDeath: 'medical-after-death',
  medicalRatesAtZero: 'medical-rates-at-zero',
  careReplacesServices: 'care-replaces-services',
  interestRateBelowOnePercent: 'interest-rate-below-one-percent',
  forumDeparture: FORUM_DEPARTURE_RULE,
} as const;

export const PLAUSIBILITY_LIMITS = {
  /** Annual growth rates (fractions) outside [min, max] are warned about; the bounds themselves are not. */
  growthRate: { min: -0.02, max: 0.08 },
  discountRate: { min: 0, max: 0.1 },
  maxRetirementAge: 80,
  /** Reference data (a yield curve, a monthly series) more than this many days older than the report date. */
  staleDays: 90,
  /** A typed life expectancy more than this share away from the table's value. */
  lifeExpectancyTolerance: 0.1,
} as const;

export interface PlausibilityInput {
  formData: FormDataRecord;
  /**
   * The last month (yyyy-MM) of each growth series in the reference data today, used for a growth
   * rate whose provenance does not record it (looked up before the provenance did). Without either,
   * the series' age is not checked.
   */
  seriesThrough?: Partial<Record<GrowthSeries, string>>;
}

// The warnings quote figures in the report's vocabulary: a rate to two decimals, a limit to at most one.
const percent = (rate: number) => formatPercent(rate);
const limitPercent = (rate: number) => formatPercent(rate, 1, 0);
const ZERO_PERCENT = formatPercent(0, 0);
const years = (value: number) => formatDecimal(Math.round(value * 10) / 10, 1);

/** "484 days (about 16 months)": how old, in words a reader can weigh. */
export function ageInWords(days: number): string {
  const months = Math.round(days / (365.25 / 12));
  if (months < 2) return `${days} days`;
  if (months < 24) return `${days} days (about ${months} months)`;
  return `${days} days (about ${formatQuantity(Math.round((days / 365.25) * 10) / 10)} years)`;
}

/** A rate of the record, named as the form labels it. */
interface NamedRate {
  path: string;
  label: string;
  /** The rate as a list names it: "the wages discount rate". */
  item: string;
  rate: number;
  provenance?: GrowthProvenance | DiscountProvenance;
}

function medicalLabel(data: FormDataRecord, modality: number, scenario: number): string {
  const s = data.medical!.data[modality]!.scenarios[scenario]!;
  const name = s.modality.trim() === '' ? '' : ` (${s.modality.trim()})`;
  return `medical modality ${modality + 1}${name}, ${MEDICAL_SCENARIO_LABELS[s.type]}`;
}

function ratesOf(data: FormDataRecord, kind: 'growth' | 'discount'): NamedRate[] {
  const p = data.plaintiff;
  const rates: NamedRate[] = [];
  const wages = kind === 'growth' ? p.wagesGrowthRate : p.wagesDiscountRate;
  const services = kind === 'growth' ? p.servicesGrowthRate : p.servicesDiscountRate;
  const word = kind === 'growth' ? 'growth' : 'discount';
  if (wages !== undefined)
    rates.push({
      path: `plaintiff.wages${kind === 'growth' ? 'Growth' : 'Discount'}Rate`,
      label: `Wages ${word} rate`,
      item: `the wages ${word} rate`,
      rate: wages,
      provenance: kind === 'growth' ? p.provenance?.wagesGrowthRate : p.provenance?.wagesDiscountRate,
    });
  if (services !== undefined)
    rates.push({
      path: `plaintiff.services${kind === 'growth' ? 'Growth' : 'Discount'}Rate`,
      label: `Services ${word} rate`,
      item: `the services ${word} rate`,
      rate: services,
      provenance: kind === 'growth' ? p.provenance?.servicesGrowthRate : p.provenance?.servicesDiscountRate,
    });
  data.medical?.data.forEach((modality, m) =>
    modality.scenarios.forEach((s, i) =>
      rates.push({
        path: `medical.data.${m}.scenarios.${i}.${word}Rate`,
        label: `The ${word} rate of ${medicalLabel(data, m, i)}`,
        item: `the ${word} rate of ${medicalLabel(data, m, i)}`,
        rate: kind === 'growth' ? s.growthRate : s.discountRate,
        provenance: kind === 'growth' ? s.provenance?.growthRate : s.provenance?.discountRate,
      }),
    ),
  );
  return rates;
}

export function growthRateWarnings(data: FormDataRecord): PlausibilityWarning[] {
  const { min, max } = PLAUSIBILITY_LIMITS.growthRate;
  return ratesOf(data, 'growth').flatMap(({ path, label, item, rate }): PlausibilityWarning[] => {
    const high = `above ${limitPercent(max)}: compounded over the years of the loss, a rate this high multiplies the loss far beyond any long-run growth of wages or prices.`;
    const low = `below ${limitPercent(min)}: wages and prices have not fallen this fast for any long period, so the loss shrinks year after year.`;
    const reason = rate > max ? high : rate < min ? low : undefined;
    if (reason === undefined) return [];
    return [
      {
        id: PLAUSIBILITY_RULES.growthRate,
        path,
        message: `${label} is ${percent(rate)} a year, ${reason}`,
        item,
        cause: `A growth rate of ${percent(rate)} a year is ${reason}`,
      },
    ];
  });
}

export function discountRateWarnings(data: FormDataRecord): PlausibilityWarning[] {
  const { min, max } = PLAUSIBILITY_LIMITS.discountRate;
  return ratesOf(data, 'discount').flatMap(({ path, label, item, rate }): PlausibilityWarning[] => {
    const low = `below ${limitPercent(min)}: a negative rate makes each future dollar worth more than a dollar today.`;
    const high = `above ${limitPercent(max)}: Treasury yields have not been this high since the 1980s, and a rate this high shrinks the present value of future losses.`;
    const reason = rate < min ? low : rate > max ? high : undefined;
    if (reason === undefined) return [];
    return [
      {
        id: PLAUSIBILITY_RULES.discountRate,
        path,
        message: `${label} is ${percent(rate)}, ${reason}`,
        item,
        cause: `A discount rate of ${percent(rate)} is ${reason}`,
      },
    ];
  });
}

/** EDD_1: the date of report plus the first remaining-life-expectancy scenario. */
export function expectedDateOfDeath(data: FormDataRecord): EpochDay | undefined {
  const report = parseIsoDate(data.case.dateOfReport);
  const le = data.plaintiff.remainingLEYears[0];
  if (report === undefined || le === undefined || !Number.isFinite(le)) return undefined;
  return addYears(report, le);
}

const injuryWord = (data: FormDataRecord) => (data.case.type === 'wrongfulDeath' ? 'death' : 'injury');

export function retirementAgeWarnings(data: FormDataRecord): PlausibilityWarning[] {
  const birth = parseIsoDate(data.plaintiff.dateOfBirth);
  const injury = parseIsoDate(data.case.dateOfInjuryOrDeath);
  const ageAtInjury = birth !== undefined && injury !== undefined ? yearFraction(birth, injury) : undefined;
  const several = data.plaintiff.retirementAge.length > 1;
  return data.plaintiff.retirementAge.flatMap((age, i): PlausibilityWarning[] => {
    const label = `Retirement age${several ? ` (scenario ${i + 1})` : ''}`;
    const path = `plaintiff.retirementAge.${i}`;
    if (ageAtInjury !== undefined && age < ageAtInjury)
      return [
        {
          id: PLAUSIBILITY_RULES.retirementAge,
          path,
          message: `${label} is ${age}, below the plaintiff's age at the date of ${injuryWord(data)} (${years(ageAtInjury)}): there are no working years left to lose, so the loss is $0.`,
        },
      ];
    if (age > PLAUSIBILITY_LIMITS.maxRetirementAge)
      return [
        {
          id: PLAUSIBILITY_RULES.retirementAge,
          path,
          message: `${label} is ${age}, above ${PLAUSIBILITY_LIMITS.maxRetirementAge}: very few people work that long, and the loss runs until then.`,
        },
      ];
    return [];
  });
}

export function retirementAfterDeathWarnings(data: FormDataRecord): PlausibilityWarning[] {
  const birth = parseIsoDate(data.plaintiff.dateOfBirth);
  const death = expectedDateOfDeath(data);
  if (birth === undefined || death === undefined) return [];
  const several = data.plaintiff.retirementAge.length > 1;
  return data.plaintiff.retirementAge.flatMap((age, i): PlausibilityWarning[] => {
    const retirement = addYears(birth, age);
    if (retirement <= death) return [];
    return [
      {
        id: PLAUSIBILITY_RULES.retirementAfterDeath,
        path: `plaintiff.retirementAge.${i}`,
        message: `The retirement date${several ? ` of scenario ${i + 1}` : ''} (${formatIsoDate(retirement)}, at age ${age}) is after the expected date of death (${formatIsoDate(death)}): the loss stops at the expected date of death, so the years after it are not counted.`,
      },
    ];
  });
}

/**
 * With the worklife tables (methodology §14), a worklife expectancy or years to final separation
 * that runs past the expected date of death: the years are counted from the date of injury or
 * death, and the loss stops at the expected date of death, so a WLE longer than the years to it
 * cannot be worked, and a YFS past it puts the statistical retirement date after death. One
 * warning per scenario, on its WLE when that runs past, else on its YFS.
 */
export function worklifeAfterDeathWarnings(data: FormDataRecord): PlausibilityWarning[] {
  const worklife = data.worklife;
  const injury = parseIsoDate(data.case.dateOfInjuryOrDeath);
  const death = expectedDateOfDeath(data);
  const used = hasLossKind('earnings', data.case.typeSelectedValues) || hasLossKind('support', data.case.typeSelectedValues);
  if (worklife?.method !== 'worklifeExpectancy' || !used || injury === undefined || death === undefined) return [];
  const event = injuryWord(data);
  const toDeath = yearFraction(injury, death);
  const span = `the years to the expected date of death (${years(toDeath)} years from the date of ${event}, ${formatIsoDate(injury)}, to ${formatIsoDate(death)})`;
  return (worklife.scenarios ?? []).flatMap((s, i): PlausibilityWarning[] => {
    const path = `worklife.scenarios.${i}`;
    if (s.worklifeExpectancy > toDeath)
      return [
        {
          id: PLAUSIBILITY_RULES.worklifeAfterDeath,
          path: `${path}.worklifeExpectancy`,
          message: `Worklife expectancy (scenario ${i + 1}) of ${s.worklifeExpectancy} years is above ${span}: the loss stops at the expected date of death, so the years of work after it cannot be counted.`,
        },
      ];
    const separation = addYears(injury, s.yearsToFinalSeparation);
    if (separation <= death) return [];
    return [
      {
        id: PLAUSIBILITY_RULES.worklifeAfterDeath,
        path: `${path}.yearsToFinalSeparation`,
        message: `Years to final separation (scenario ${i + 1}) of ${s.yearsToFinalSeparation} years is above ${span}: the statistical retirement date (${formatIsoDate(separation)}) is after the expected date of death, so the loss stops first and the worklife factor is applied to fewer years than the worklife table assumes.`,
      },
    ];
  });
}

const lastDayOfMonth = (month: string): EpochDay | undefined => {
  const end = endOfMonth(month);
  return end === undefined ? undefined : parseIsoDate(end);
};

export function staleDataWarnings(data: FormDataRecord, seriesThrough: PlausibilityInput['seriesThrough'] = {}): PlausibilityWarning[] {
  const report = parseIsoDate(data.case.dateOfReport);
  if (report === undefined) return [];
  const limit = PLAUSIBILITY_LIMITS.staleDays;
  const warnings: PlausibilityWarning[] = [];
  for (const { path, label, item, provenance } of ratesOf(data, 'discount')) {
    if (provenance?.lookup !== 'treasury') continue;
    const asOf = parseIsoDate(provenance.asOf);
    if (asOf === undefined || report - asOf <= limit) continue;
    const age = `${ageInWords(report - asOf)} before the date of report (${data.case.dateOfReport}): it is not the latest curve, and rates may have moved since.`;
    warnings.push({
      id: PLAUSIBILITY_RULES.staleYieldCurve,
      path,
      message: `${label} comes from the Treasury yield curve of ${provenance.asOf}, ${age}`,
      item,
      cause: `The Treasury yield curve of ${provenance.asOf} dates from ${age}`,
    });
  }
  for (const { path, label, item, provenance } of ratesOf(data, 'growth')) {
    if (provenance?.lookup !== 'growth') continue;
    const through = provenance.dataThrough ?? seriesThrough[provenance.series];
    const end = through === undefined ? undefined : lastDayOfMonth(through);
    if (end === undefined || report - end <= limit) continue;
    const series = `${GROWTH_SERIES_LABELS[provenance.series]} with data through ${through}`;
    const age = `${ageInWords(report - end)} before the date of report (${data.case.dateOfReport}): newer months have been published since.`;
    warnings.push({
      id: PLAUSIBILITY_RULES.staleSeries,
      path,
      message: `${label} comes from ${series}, ${age}`,
      item,
      cause: `${series} ends ${age}`,
    });
  }
  return warnings;
}

function lifeExpectancyWarning(path: string, label: string, entered: number, table: number | null | undefined): PlausibilityWarning[] {
  if (table === null || table === undefined || !(table > 0)) return [];
  const share = Math.abs(entered - table) / table;
  if (share <= PLAUSIBILITY_LIMITS.lifeExpectancyTolerance) return [];
  return [
    {
      id: PLAUSIBILITY_RULES.lifeExpectancyVsTable,
      path,
      message: `${label} of ${entered} years was entered by hand and is ${formatPercent(share, 0)} ${entered > table ? 'above' : 'below'} the life table's ${table} years: say in the report why this person's life expectancy differs from the table.`,
    },
  ];
}

/**
 * A life expectancy typed over a looked-up one, against the table's value kept in
 * `provenance.tableLEYears`. A figure that was never looked up has no table value
 * to compare with and is not checked (the report says it was entered by the user).
 */
export function lifeExpectancyWarnings(data: FormDataRecord): PlausibilityWarning[] {
  const p = data.plaintiff;
  const several = p.remainingLEYears.length > 1;
  const warnings = p.remainingLEYears.flatMap((entered, i) =>
    p.provenance?.remainingLEYears?.[i]
      ? []
      : lifeExpectancyWarning(
          `plaintiff.remainingLEYears.${i}`,
          `Remaining life expectancy${several ? ` (scenario ${i + 1})` : ''}`,
          entered,
          p.provenance?.tableLEYears?.[i],
        ),
  );
  const spouse = data.spouse;
  if (spouse && !spouse.provenance?.remainingLEYears)
    warnings.push(
      ...lifeExpectancyWarning(
        'spouse.remainingLEYears',
        "The spouse's remaining life expectancy",
        spouse.remainingLEYears,
        spouse.provenance?.tableLEYears,
      ),
    );
  return warnings;
}

export function householdIncomeWarnings(data: FormDataRecord): PlausibilityWarning[] {
  const house = data.house;
  if (!house) return [];
  const person = data.case.type === 'wrongfulDeath' ? "decedent's" : "plaintiff's";
  const several = data.plaintiff.annualIncome.length > 1;
  return data.plaintiff.annualIncome.flatMap((income, i): PlausibilityWarning[] =>
    house.holdIncome < income
      ? [
          {
            id: PLAUSIBILITY_RULES.householdIncome,
            path: 'house.holdIncome',
            message: `Household income (${formatMoney(house.holdIncome)}) is below the ${person} annual income${several ? ` of scenario ${i + 1}` : ''} (${formatMoney(income)}): the household's income includes the ${person}, so it cannot be smaller.`,
          },
        ]
      : [],
  );
}

export function medicalAfterDeathWarnings(data: FormDataRecord): PlausibilityWarning[] {
  const death = expectedDateOfDeath(data);
  if (death === undefined || !data.medical) return [];
  return data.medical.data.flatMap((modality, m) =>
    modality.scenarios.flatMap((s, i): PlausibilityWarning[] => {
      const to = parseIsoDate(s.to);
      if (to === undefined || to <= death) return [];
      const label = medicalLabel(data, m, i);
      const reason = `after the expected date of death (${formatIsoDate(death)}): no care is costed after the expected date of death.`;
      return [
        {
          id: PLAUSIBILITY_RULES.medicalAfterDeath,
          path: `medical.data.${m}.scenarios.${i}.to`,
          message: `The "to" date of ${label} (${s.to}) is ${reason}`,
          item: `${label} (to ${s.to})`,
          cause: `The "to" date is ${reason}`,
        },
      ];
    }),
  );
}

/**
 * A life-care item marked as replacing household services (attendant or home care) while household
 * services are claimed for some of the same years: the same work would be counted twice, once as care
 * bought and once as services the plaintiff can no longer perform.
 */
export function careReplacesServicesWarnings(data: FormDataRecord): PlausibilityWarning[] {
  const injury = parseIsoDate(data.case.dateOfInjuryOrDeath);
  if (!data.medical || injury === undefined || !hasLossKind('services', data.case.typeSelectedValues)) return [];
  const periods = data.documents.sourceInfomations.flatMap((source) => {
    const start = Math.max(injury, parseIsoDate(source.startDate ?? '') ?? injury);
    const end = parseIsoDate(source.endDate);
    return end !== undefined && start < end ? [{ start, end }] : [];
  });
  if (!periods.length) return [];
  const servicesStart = Math.min(...periods.map((period) => period.start));
  const servicesEnd = Math.max(...periods.map((period) => period.end));
  return data.medical.data.flatMap((modality, m) => {
    if (!modality.replacesHouseholdServices) return [];
    const overlapping = modality.scenarios.some((s) => {
      const from = parseIsoDate(s.from);
      const to = parseIsoDate(s.to);
      return from !== undefined && to !== undefined && from < servicesEnd && to > servicesStart;
    });
    if (!overlapping) return [];
    const name = modality.scenarios[0]?.modality.trim();
    const item = `medical modality ${m + 1}${name ? ` (${name})` : ''}`;
    const cause = `replaces household services, which are also claimed from ${formatIsoDate(servicesStart)} to ${formatIsoDate(servicesEnd)}: the same work would be counted twice, as care bought and as services lost.`;
    return [
      {
        id: PLAUSIBILITY_RULES.careReplacesServices,
        path: `medical.data.${m}.replacesHouseholdServices`,
        message: `${item.charAt(0).toUpperCase()}${item.slice(1)} ${cause}`,
        item,
        cause: `Marked as care that ${cause}`,
      },
    ];
  });
}

/**
 * A prejudgment-interest rate under 1 % a year: the rate is typed in percent, as statutes state it, unlike the
 * form's other rates (fractions), so 0.075 typed out of habit is 0.075 %, not 7.5 %.
 */
export function interestRateWarnings(data: FormDataRecord): PlausibilityWarning[] {
  const typed = data.interest?.ratePercent;
  if (typed === undefined || typed <= 0 || typed >= 1) return [];
  const shown = formatPercent(typed / 100, 4, 0);
  return [
    {
      id: PLAUSIBILITY_RULES.interestRateBelowOnePercent,
      path: 'interest.rate',
      message: `The prejudgment interest rate is ${shown} a year. This rate is typed in percent (7.5 for 7.5%): did you mean ${formatPercent(typed, 2, 0)}?`,
    },
  ];
}

/** Which of a medical item's rates are still the 0 % every new item starts with (spec §3). */
export type MedicalRateKind = 'growth' | 'discount';

interface MedicalRates {
  growthRate: number;
  discountRate: number;
  provenance?: { growthRate?: GrowthProvenance; discountRate?: DiscountProvenance };
}

/** A rate at 0 % that was not looked up: a looked-up 0 (its provenance says where it came from) is the data's. */
export const rateLeftAtZero = (rate: number, provenance: object | undefined): boolean => rate === 0 && !provenance;

/** The rates of a medical item still at the 0 % it started with. */
export function medicalRatesAtZero({ growthRate, discountRate, provenance }: MedicalRates): MedicalRateKind[] {
  const kinds: MedicalRateKind[] = [];
  if (rateLeftAtZero(growthRate, provenance?.growthRate)) kinds.push('growth');
  if (rateLeftAtZero(discountRate, provenance?.discountRate)) kinds.push('discount');
  return kinds;
}

/** The words for rates at 0 %: what they are and what they do to the costs. */
function zeroRatesWords(kinds: readonly MedicalRateKind[]) {
  if (kinds.length === 2)
    return { rates: 'growth and discount rates', are: 'are', effect: 'the costs are neither grown nor discounted', fill: 'Autofills' };
  return kinds[0] === 'growth'
    ? { rates: 'growth rate', are: 'is', effect: 'the costs are not grown', fill: 'Autofill' }
    : { rates: 'discount rate', are: 'is', effect: 'the costs are not discounted', fill: 'Autofill' };
}

/** The form's word on a medical rate still at 0 % ("Growth rate still 0%: the costs are not grown."). */
export function medicalRatesAtZeroNote(kinds: readonly MedicalRateKind[]): string {
  const { rates, effect } = zeroRatesWords(kinds);
  return `${rates.charAt(0).toUpperCase()}${rates.slice(1)} still ${ZERO_PERCENT}: ${effect}.`;
}

/**
 * Every new medical item starts with growth and discount at 0 %, and
 * an item calculated so is neither grown with medical prices nor discounted to
 * present value. Valid (0 can be meant), so a warning: one per item, on its
 * first rate at 0.
 */
export function medicalRatesAtZeroWarnings(data: FormDataRecord): PlausibilityWarning[] {
  if (!data.medical) return [];
  return data.medical.data.flatMap((modality, m) =>
    modality.scenarios.flatMap((s, i): PlausibilityWarning[] => {
      const kinds = medicalRatesAtZero(s);
      if (kinds.length === 0) return [];
      const { rates, are, effect, fill } = zeroRatesWords(kinds);
      const label = medicalLabel(data, m, i);
      return [
        {
          id: PLAUSIBILITY_RULES.medicalRatesAtZero,
          path: `medical.data.${m}.scenarios.${i}.${kinds[0]}Rate`,
          message: `The ${rates} of ${label} ${are} still ${ZERO_PERCENT}, as every new item starts: ${effect}. Use the ${fill} or enter the ${kinds.length === 2 ? 'rates' : 'rate'} the plan relies on.`,
          item: label,
          // The report's line leaves out the form's advice (Autofill): it records what was calculated.
          cause: `The ${rates} ${are} still ${ZERO_PERCENT}, as every new item starts: ${effect}.`,
        },
      ];
    }),
  );
}

/** Every warning for a case, in the order of the form's fields. */
export function plausibilityWarnings({ formData, seriesThrough }: PlausibilityInput): PlausibilityWarning[] {
  return [
    ...forumWarnings(formData),
    ...householdIncomeWarnings(formData),
    ...lifeExpectancyWarnings(formData),
    ...retirementAgeWarnings(formData),
    ...retirementAfterDeathWarnings(formData),
    ...worklifeAfterDeathWarnings(formData),
    ...growthRateWarnings(formData),
    ...discountRateWarnings(formData),
    ...medicalRatesAtZeroWarnings(formData),
    ...staleDataWarnings(formData, seriesThrough),
    ...medicalAfterDeathWarnings(formData),
    ...careReplacesServicesWarnings(formData),
    ...interestRateWarnings(formData),
  ];
}
