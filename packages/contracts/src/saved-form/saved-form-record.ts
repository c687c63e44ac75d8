import type {
  CaseInfo,
  EarningsRow,
  IncomeRetirementId,
  MedicalRow,
  MedicalScenarioType,
  ServicesRow,
  SupportCaseInfo,
  SupportRow,
} from '@damages/engine';
import {
  CONSUMPTION_BASES,
  EARNINGS_BASES,
  MAX_EVERY_YEARS,
  MEDICAL_FREQUENCIES,
  MEDICAL_SCENARIO_TYPES,
  WAGE_STATISTICS,
} from '@damages/engine';
import { z } from 'zod';
import { isLossType, type LossType } from '../catalogue/loss-kinds.ts';
import { MAX_SCENARIOS } from '../rules/limits.ts';
import { plausibilityWarning, type PlausibilityWarning } from '../rules/plausibility-warning.ts';
import { economistSnapshot } from './economist-snapshot.ts';
import { narrativeRecord } from './narrative.ts';
import { CASE_TYPES, EDUCATION_OPTIONS, GENDER_OPTIONS, LIFE_TABLE_CHOICES, RACE_OPTIONS } from './options.ts';
import { plaintiffWorkText } from './plaintiff-work.ts';
import { discountProvenance, growthProvenance, lifeExpectancyProvenance, wageProvenance } from './provenance.ts';
import { scenarioOfRecord, scenarioOfRecordIssues, type ScenarioOfRecord } from './scenario-of-record.ts';

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
 * employer (`plaintiff.occupation`, `plaintiff.employer`, see plaintiff-work.ts).
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const num = z.number();

export const householdServiceSourceRecord = z.object({
  name: z.string(),
  hourlyRate: num,
  weeklyHours: num,
  numberOfWeeksInYear: num,
  endDate: isoDate,
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
      data: z.array(z.object({ scenarios: z.array(medicalScenarioRecord).min(1).max(MAX_SCENARIOS) })),
      reportDate: isoDate.optional(),
      reportTitle: z.string().optional(),
      totalPastMedicalExpenses: num.optional(),
    })
    .optional(),
  /** The economist's paragraphs per report section, written on the report's screen; see narrative.ts. */
  narrative: narrativeRecord.optional(),
});

export type FormDataRecord = z.infer<typeof formDataRecord>;

/** A loss table as saved: rows parsed, keyed by column name. */
export interface SavedLossTable<Id, Row> {
  id: Id;
  data: Row[];
  total_pv: number;
}

export interface SavedLoss<Id, Row, Info extends CaseInfo = CaseInfo> {
  case_info: Info;
  table: SavedLossTable<Id, Row>[];
}

export interface SavedMedicalTable {
  id: number;
  medical_table: MedicalRow[];
  total_pv: number;
  medical_growth: number;
  medical_discount: number;
  medical_category: string;
  medical_modality: string;
  /** Version 2; absent in a record saved before: every year. */
  medical_frequency?: 'annual' | 'once' | 'everyYears';
  medical_every_years?: number | null;
}

export interface SavedMedicalReport {
  case_info: CaseInfo;
  table: Record<MedicalScenarioType, SavedMedicalTable[]>;
}

export interface SavedFormRecord {
  formData: FormDataRecord;
  lossSupport?: {
    past?: SavedLoss<IncomeRetirementId, SupportRow, SupportCaseInfo>;
    future?: SavedLoss<IncomeRetirementId, SupportRow, SupportCaseInfo>;
  };
  lossServices?: { past?: SavedLoss<number, ServicesRow>; future?: SavedLoss<number, ServicesRow> };
  lossEarnings?: { past?: SavedLoss<IncomeRetirementId, EarningsRow>; future?: SavedLoss<IncomeRetirementId, EarningsRow> };
  medicalReport?: SavedMedicalReport;
  /**
   * Version 3: the plan's care between the report and the trial (loss_medical/past), saved beside the
   * future care by the same submit step. Absent in a record saved before: its medical totals were
   * computed without it, under the rule of before version 3.
   */
  medicalBeforeTrial?: SavedMedicalReport;
  /** What the check before calculating found and the user calculated anyway ("Calculate anyway"); absent in older records. */
  warnings?: PlausibilityWarning[];
  /** ISO timestamp of the save, for the saved-cases list. */
  savedAt?: string;
  /** ISO timestamp of the case's first save (or of its duplication); absent in older records: the list falls back to savedAt. */
  createdAt?: string;
  /** The name the saved-cases list shows instead of the caption, e.g. "Copy of John Doe" for a duplicate; absent in older records. */
  name?: string;
  /** Counts the saves of this case in this browser, so a tab saving over a newer one asks first; absent in older records: 0. */
  revision?: number;
  /** The scenarios the opinion rests on, which every export uses; absent in older records (or never chosen): the report's default. */
  scenarioOfRecord?: ScenarioOfRecord;
}

const lossTableEntry = z.object({ id: z.unknown(), data: z.array(z.record(z.string(), z.number())), total_pv: num });
const savedLoss = z.object({ case_info: z.record(z.string(), z.unknown()), table: z.array(lossTableEntry) });
const pastFuture = z.object({ past: savedLoss.optional(), future: savedLoss.optional() });
const medicalEntry = z.object({ id: num, medical_table: z.array(z.record(z.string(), z.number())), total_pv: num }).passthrough();

const medicalAnswer = z.object({
  case_info: z.record(z.string(), z.unknown()),
  table: z.object({ best: z.array(medicalEntry), probable: z.array(medicalEntry), worst: z.array(medicalEntry) }),
});

/**
 * Structural check of a record read back from local storage; a corrupt or
 * foreign entry fails here and is reported instead of crashing a page.
 */
export const savedFormRecord = z
  .object({
    formData: formDataRecord,
    lossSupport: pastFuture.optional(),
    lossServices: pastFuture.optional(),
    lossEarnings: pastFuture.optional(),
    medicalReport: medicalAnswer.optional(),
    medicalBeforeTrial: medicalAnswer.optional(),
    warnings: z.array(plausibilityWarning).optional(),
    savedAt: z.string().optional(),
    createdAt: z.string().optional(),
    name: z.string().optional(),
    revision: z.number().int().nonnegative().optional(),
    scenarioOfRecord: scenarioOfRecord.optional(),
  })
  // Each id of the scenario of record must name one of this case's scenarios: a stale one would export figures nobody chose.
  .superRefine((record, context) => {
    if (record.scenarioOfRecord === undefined) return;
    for (const issue of scenarioOfRecordIssues(record, record.scenarioOfRecord))
      context.addIssue({ code: 'custom', path: ['scenarioOfRecord', issue.part], message: issue.message });
  });

export function parseSavedFormRecord(value: unknown): SavedFormRecord | undefined {
  const result = savedFormRecord.safeParse(value);
  return result.success ? (value as SavedFormRecord) : undefined;
}
