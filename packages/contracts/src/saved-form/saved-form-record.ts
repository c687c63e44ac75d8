import {
  CONSUMPTION_BASES,
  EARNINGS_BASES,
  MAX_EVERY_YEARS,
  MEDICAL_FREQUENCIES,
  MEDICAL_SCENARIO_TYPES,
  WAGE_STATISTICS,
} from '@damages/engine';
import { z } from 'zod';
import { isForumId } from '../catalogue/forum-defaults.ts';
import type { ForumId } from '../catalogue/forums.ts';
import { isLossType, type LossType } from '../catalogue/loss-kinds.ts';
import { MAX_SCENARIOS } from '../rules/limits.ts';
import {
  EARNINGS_ROW_COLUMNS,
  lossEarningsResponse,
  lossMedicalResponse,
  lossServicesResponse,
  lossSupportResponse,
  MEDICAL_ROW_COLUMNS,
  SERVICES_ROW_COLUMNS,
  SUPPORT_ROW_COLUMNS,
  type ColumnsOf,
} from '../calculation/responses.ts';
import { issuedVersionsOf } from '../issued/issued-version.ts';
import { savedBridge, supplementMark } from '../issued/supplement.ts';
import { plausibilityWarning } from '../rules/plausibility-warning.ts';
import { economistSnapshot } from './economist-snapshot.ts';
import { consumptionRecord, growthErasRecord } from './growth-and-consumption.ts';
import { interestOnLumpSums, interestRecord } from './interest-record.ts';
import { narrativeRecord } from './narrative.ts';
import { CASE_TYPES, EDUCATION_OPTIONS, GENDER_OPTIONS, LIFE_TABLE_CHOICES, RACE_OPTIONS } from './options.ts';
import { plaintiffWorkText } from './plaintiff-work.ts';
import { discountProvenance, growthProvenance, lifeExpectancyProvenance, wageProvenance } from './provenance.ts';
import { scenarioOfRecord, scenarioOfRecordIssues } from './scenario-of-record.ts';
import { savedSensitivity } from '../calculation/sensitivity-answer.ts';
import { opposingReportOf } from '../rebuttal/opposing-report.ts';
import { savedRebuttal } from '../rebuttal/saved-rebuttal.ts';
import { valuationRecord } from './valuation.ts';
import { worklifeRecord } from './worklife.ts';

/**
 * The record saved in local storage under a form id after a successful submit
 * (spec §3 "Saved form record"). Field names, including the contract's
 * misspellings (sourceInfomations, numberOfSoucesForHouseholdServices,
 * childrens, numberOfChildrens), are kept as they are. Dates are yyyy-MM-dd;
 * amounts and rates are numbers. The calculation results are stored with each
 * table's rows already parsed from the service's JSON strings.
 *
 * Version 2 added only optional fields (the method's options and, under each
 * entity's `provenance`, where each looked-up figure came from), so a record
 * saved before opens unchanged and means what it meant: an absent option is
 * its default, an absent provenance is a figure the user entered.
 *
 * Later additions are optional fields as well: the economist profile's id in
 * `case.economist` (before: economist-1 or economist-2, which still open) with a
 * snapshot of the profile (`case.economistProfile`, see economist-snapshot.ts),
 * the case caption and the retaining attorney's details (`case.caseName` …
 * `case.attorneyAddress`, read through `caseCaption`), the life-table value
 * last looked up for a life expectancy the user then overtyped
 * (`provenance.tableLEYears`), and the warnings the user saw before
 * calculating (`warnings`, see rules/plausibility.ts).
 *
 * So are the scenario of record (`scenarioOfRecord`, see
 * scenario-of-record.ts; a record without it shows the report's default),
 * the economist's own paragraphs per report section
 * (`formData.narrative`, see narrative.ts) and the plaintiff's occupation and
 * employer (`plaintiff.occupation`, `plaintiff.employer`, see plaintiff-work.ts),
 * a supplemental report's mark (`formData.supplements`) and bridge (`bridge`, see
 * issued/supplement.ts), and a rebuttal's opposing report (`opposing`) and its result
 * (`rebuttal`), see rebuttal/.
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const num = z.number();

export const householdServiceSourceRecord = z.object({
  name: z.string(),
  hourlyRate: num,
  weeklyHours: num,
  numberOfWeeksInYear: num,
  endDate: isoDate,
  /** The source's first day when it starts after the injury (methodology §6's stage); absent: the date of injury. */
  startDate: isoDate.optional(),
  /** The share of the source that is lost, over 0 and at most 1; absent: all of it. */
  lossShare: num.optional(),
  /**
   * The OEWS occupation (SOC code) and statistic chosen for the hourly-rate lookup, kept even when
   * the rate was then typed, so that reopening the case shows the choice; absent: none chosen.
   */
  occupation: z.string().max(16).optional(),
  statistic: z.enum(WAGE_STATISTICS).optional(),
  /** Where the hourly rate came from; absent: entered. */
  provenance: z.object({ hourlyRate: wageProvenance.optional() }).optional(),
});

export const medicalScenarioRecord = z.object({
  type: z.enum(MEDICAL_SCENARIO_TYPES),
  category: z.string(),
  modality: z.string(),
  from: isoDate,
  to: isoDate,
  annualCost: num,
  growthRate: num,
  discountRate: num,
  /** Absent: every year (version 1). */
  frequency: z.enum(MEDICAL_FREQUENCIES).optional(),
  /** N of "every N years"; only with frequency everyYears. */
  everyYears: z.number().int().min(1).max(MAX_EVERY_YEARS).nullable().optional(),
  provenance: z.object({ growthRate: growthProvenance.optional(), discountRate: discountProvenance.optional() }).optional(),
});

export const formDataRecord = z.object({
  case: z.object({
    dateOfInjuryOrDeath: isoDate,
    dateOfReport: isoDate,
    dateOfTrial: isoDate,
    /** An economist profile's id, or economist-1/economist-2 in a record saved before profiles. */
    economist: z.string().min(1),
    /** The chosen profile's printable fields when the case was calculated; absent for economist-1/economist-2. */
    economistProfile: economistSnapshot.optional(),
    retainingAttorneyOrFirm: z.string(),
    /** The case caption, e.g. "Martinez v. Acme Trucking, Inc."; each absent when not entered. */
    caseName: z.string().optional(),
    court: z.string().optional(),
    docketNumber: z.string().optional(),
    /** The retaining attorney; the address may hold several lines. */
    attorneyName: z.string().optional(),
    attorneyFirm: z.string().optional(),
    attorneyAddress: z.string().optional(),
    /** The forum the case is tried in (catalogue/forums.ts); absent: none chosen, the method's own defaults. */
    forum: z.custom<ForumId>(isForumId, 'Unknown forum').optional(),
    type: z.enum(CASE_TYPES),
    typeSelectedValues: z.array(z.custom<LossType>((value) => typeof value === 'string' && isLossType(value), 'Unknown loss type')),
  }),
  documents: z.object({
    sourceNames: z.array(z.string()),
    sourceInfomations: z.array(householdServiceSourceRecord),
    numberOfReviewed: num,
    numberOfSoucesForHouseholdServices: num,
  }),
  plaintiff: z.object({
    name: z.string(),
    gender: z.enum(GENDER_OPTIONS),
    race: z.enum(RACE_OPTIONS),
    education: z.enum(EDUCATION_OPTIONS),
    dateOfBirth: isoDate,
    /** What the plaintiff did for a living and for whom at the injury or death; each absent when not entered. */
    occupation: plaintiffWorkText('occupation'),
    employer: plaintiffWorkText('employer'),
    annualIncome: z.array(num),
    annualAdjustments: num.optional(),
    annualDeductions: num.optional(),
    marginalTaxRate: num.optional(),
    benefitsRate: num.optional(),
    wagesDiscountRate: num.optional(),
    wagesGrowthRate: num.optional(),
    servicesDiscountRate: num.optional(),
    servicesGrowthRate: num.optional(),
    burialCost: num.optional(),
    remainingLEYears: z.array(num).min(1).max(MAX_SCENARIOS),
    retirementAge: z.array(num),
    /** Residual earning capacity (annual, dollars of the report year), from residualStartDate; earnings types only. */
    residualEarnings: num.optional(),
    residualStartDate: isoDate.optional(),
    /** Absent: before income taxes (version 1). */
    earningsBasis: z.enum(EARNINGS_BASES).optional(),
    /** The life table the LE Autofill uses; absent: by race and sex. */
    lifeTable: z.enum(LIFE_TABLE_CHOICES).optional(),
    provenance: z
      .object({
        /** One per remaining-LE scenario, in order; null for a scenario the user entered. */
        remainingLEYears: z.array(lifeExpectancyProvenance.nullable()).optional(),
        /**
         * The life table's value of each scenario at its last Autofill, kept when the user then typed
         * another figure (null: never looked up), so the check before calculating can compare them.
         */
        tableLEYears: z.array(num.nullable()).optional(),
        wagesDiscountRate: discountProvenance.optional(),
        wagesGrowthRate: growthProvenance.optional(),
        servicesDiscountRate: discountProvenance.optional(),
        servicesGrowthRate: growthProvenance.optional(),
      })
      .optional(),
  }),
  childrens: z.array(z.object({ name: z.string(), dateOfBirth: isoDate, gender: z.enum(GENDER_OPTIONS) })),
  house: z
    .object({
      hasChildren: z.boolean(),
      hasSpouse: z.boolean(),
      holdIncome: num,
      holdSize: num,
      numberOfChildrens: num,
      /** What the personal consumption percentage is a share of (support only); absent: the decedent's income. */
      consumptionBase: z.enum(CONSUMPTION_BASES).optional(),
    })
    .optional(),
  spouse: z
    .object({
      name: z.string(),
      dateOfBirth: isoDate,
      gender: z.enum(GENDER_OPTIONS),
      race: z.enum(RACE_OPTIONS),
      education: z.enum(EDUCATION_OPTIONS),
      retirementAge: num,
      remainingLEYears: num,
      lifeTable: z.enum(LIFE_TABLE_CHOICES).optional(),
      provenance: z.object({ remainingLEYears: lifeExpectancyProvenance.optional(), tableLEYears: num.optional() }).optional(),
    })
    .optional(),
  medical: z
    .object({
      data: z.array(
        z.object({
          scenarios: z.array(medicalScenarioRecord).min(1).max(MAX_SCENARIOS),
          /** Attendant or home care that does household work: a services loss for the same years would count it twice. Absent: no. */
          replacesHouseholdServices: z.literal(true).optional(),
        }),
      ),
      reportDate: isoDate.optional(),
      reportTitle: z.string().optional(),
      totalPastMedicalExpenses: num.optional(),
    })
    .optional(),
  /** The economist's conventions of discounting (version 3, see valuation.ts); absent: mid-period at the nominal rate. */
  valuation: valuationRecord.optional(),
  /** The economist's paragraphs per report section, written on the report's screen; see narrative.ts. */
  narrative: narrativeRecord.optional(),
  /** Version 3: the incomes' own year and the growth before the valuation date (earnings, support); see growth-and-consumption.ts. */
  growthEras: growthErasRecord.optional(),
  /** Version 3: the economist's own consumption rate (support); absent: Patton-Nelson. See growth-and-consumption.ts. */
  consumption: consumptionRecord.optional(),
  /** Worklife expectancy and unemployment (methodology §14); absent: the retirement-age method, see worklife.ts. */
  worklife: worklifeRecord.optional(),
  /** Prejudgment interest as chosen (see interest-record.ts); absent: none, as in every case saved before. */
  interest: interestRecord.optional(),
  /** The issued version this case updates, as a supplemental report (see issued/supplement.ts); absent: none. */
  supplements: supplementMark.optional(),
});

export type FormDataRecord = z.infer<typeof formDataRecord>;

/** The opposing expert's report, its assumptions in this form's data (see rebuttal/opposing-report.ts). */
export const opposingReport = opposingReportOf(formDataRecord);

export type OpposingReport = z.infer<typeof opposingReport>;

/**
 * A table's rows as saved: each row keyed by column name, every column a number. The columns every
 * table of its kind has are required; those only an option (or the past table's interest) adds are
 * optional, so rows saved by version 1 parse. A column the app does not know is dropped.
 */
function rowOf<const C extends string, const A extends string>(columns: ColumnsOf<C, A>) {
  const required = new Set<string>(columns.columns);
  const shape = Object.fromEntries(columns.allColumns.map((column) => [column, required.has(column) ? num : num.optional()]));
  return z.object(shape as { [K in C]: z.ZodNumber } & { [K in Exclude<A, C>]: z.ZodOptional<z.ZodNumber> });
}

const earningsRow = rowOf(EARNINGS_ROW_COLUMNS);
const supportRow = rowOf(SUPPORT_ROW_COLUMNS);
const servicesRow = rowOf(SERVICES_ROW_COLUMNS);
const medicalRow = rowOf(MEDICAL_ROW_COLUMNS);

/** A loss answer as saved: its case information, and each table with its rows parsed from the wire's JSON string. */
function savedLossOf<Info extends z.ZodType, Id extends z.ZodType, Row extends z.ZodType>(caseInfo: Info, id: Id, row: Row) {
  // `total_interest` only on a past table computed with prejudgment interest (version 3).
  const side = z.object({
    case_info: caseInfo,
    table: z.array(z.object({ id, data: z.array(row), total_pv: num, total_interest: num.optional() })),
  });
  return z.object({ past: side.optional(), future: side.optional() });
}

const earningsAnswer = lossEarningsResponse.shape;
const supportAnswer = lossSupportResponse.shape;
const servicesAnswer = lossServicesResponse.shape;

// Version 3 added the valuation (`discount`) to each answer's case information; a record saved before has none.
const savedEarnings = savedLossOf(earningsAnswer.case_info.partial({ discount: true }), earningsAnswer.table.element.shape.id, earningsRow);
const savedSupport = savedLossOf(supportAnswer.case_info.partial({ discount: true }), supportAnswer.table.element.shape.id, supportRow);
const savedServices = savedLossOf(servicesAnswer.case_info.partial({ discount: true }), servicesAnswer.table.element.shape.id, servicesRow);

const medicalAnswerEntry = lossMedicalResponse.shape.table.shape.best.element.shape;

const savedMedicalTable = z.object({
  id: medicalAnswerEntry.id,
  medical_table: z.array(medicalRow),
  total_pv: num,
  medical_growth: num,
  medical_discount: num,
  medical_category: z.string(),
  medical_modality: z.string(),
  /** Version 2; absent in a record saved before: every year. */
  medical_frequency: medicalAnswerEntry.medical_frequency.optional(),
  medical_every_years: medicalAnswerEntry.medical_every_years.optional(),
  /** Version 3: only on the care before trial computed with prejudgment interest. */
  total_interest: num.optional(),
});

const medicalTables = z.array(savedMedicalTable);

const savedMedicalReport = z.object({
  case_info: lossMedicalResponse.shape.case_info.partial({ discount: true }),
  table: z.object({ best: medicalTables, probable: medicalTables, worst: medicalTables }),
});

export type SavedMedicalTable = z.infer<typeof savedMedicalTable>;
export type SavedMedicalReport = z.infer<typeof savedMedicalReport>;

const savedRecordFields = z.object({
  formData: formDataRecord,
  lossSupport: savedSupport.optional(),
  lossServices: savedServices.optional(),
  lossEarnings: savedEarnings.optional(),
  medicalReport: savedMedicalReport.optional(),
  /**
   * Version 3: the plan's care between the report and the trial (loss_medical/past), saved beside the
   * future care by the same submit step. Absent in a record saved before: its medical totals were
   * computed without it, under the rule of before version 3.
   */
  medicalBeforeTrial: savedMedicalReport.optional(),
  /** What the check before calculating found and the user calculated anyway ("Calculate anyway"); absent in older records. */
  warnings: z.array(plausibilityWarning).optional(),
  /** ISO timestamp of the save, for the saved-cases list. */
  savedAt: z.string().optional(),
  /** ISO timestamp of the case's first save (or of its duplication); absent in older records: the list falls back to savedAt. */
  createdAt: z.string().optional(),
  /** The name the saved-cases list shows instead of the caption, e.g. "Copy of John Doe" for a duplicate; absent in older records. */
  name: z.string().optional(),
  /** Counts the saves of this case in this browser, so a tab saving over a newer one asks first; absent in older records: 0. */
  revision: z.number().int().nonnegative().optional(),
  /** The scenarios the opinion rests on, which every export uses; absent in older records (or never chosen): the report's default. */
  scenarioOfRecord: scenarioOfRecord.optional(),
  /** Version 3: get_interest's answer on the lump sums (burial cost, past medical expenses); absent: none computed. */
  interestOnLumpSums: interestOnLumpSums.optional(),
  /** A supplement's bridge from the version it updates, saved by its submit (see issued/supplement.ts); absent in any other case. */
  bridge: savedBridge.optional(),
  /** The sensitivity of the Summary's totals, computed by the service at the submit (calculation/sensitivity-answer.ts); absent in older records. */
  sensitivity: savedSensitivity.optional(),
  /** The opposing expert's report, entered to rebut it (see rebuttal/opposing-report.ts); absent in any other case. */
  opposing: opposingReport.optional(),
  /** The rebuttal of that report as last computed: replication, waterfall and screen (rebuttal/saved-rebuttal.ts); absent until computed. */
  rebuttal: savedRebuttal.optional(),
});

// Each id of the scenario of record must name one of this case's scenarios: a stale one would export figures nobody chose.
function checkScenarioOfRecord(record: z.infer<typeof savedRecordFields>, context: z.RefinementCtx): void {
  if (record.scenarioOfRecord === undefined) return;
  for (const issue of scenarioOfRecordIssues(record, record.scenarioOfRecord))
    context.addIssue({ code: 'custom', path: ['scenarioOfRecord', issue.part], message: issue.message });
}

/**
 * The record as saved, and as read back from local storage or a case file: a corrupt or foreign
 * entry fails here and is reported instead of crashing a page. A key the app does not know is
 * dropped, not kept.
 *
 * `issued` holds the report's issued versions (see issued/issued-version.ts), each the record as it
 * was then, without a list of its own; absent in a record never issued, as in every one saved before.
 */
export const savedFormRecord = savedRecordFields
  .extend({ issued: issuedVersionsOf(savedRecordFields.superRefine(checkScenarioOfRecord)).optional() })
  .superRefine(checkScenarioOfRecord);

export type SavedFormRecord = z.infer<typeof savedFormRecord>;

/** The record `value` holds, parsed (unknown keys dropped), or undefined when it is not one. */
export function parseSavedFormRecord(value: unknown): SavedFormRecord | undefined {
  const result = savedFormRecord.safeParse(value);
  return result.success ? result.data : undefined;
}
