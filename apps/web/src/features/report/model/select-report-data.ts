import {
  overriddenWarningLines,
  overrideReasonOf,
  supplementedVersion,
  type Economist,
  type EconomistProfile,
  type IssuedRecord,
  type SavedFormRecord,
  type WarningLine,
} from '@damages/contracts';
import { appendices } from './appendix-pages.ts';
import { changesSince, type ChangesSince } from './changes-since.ts';
import { rebuttalFigures, type RebuttalFigures } from './rebuttal.ts';
import { assumptionFigures, type AssumptionFigures } from './assumption-figures.ts';
import { caseFacts, type CaseFacts } from './case-facts.ts';
import { annualLossSeries, scenarioComparisons } from './chart-series.ts';
import { discountFigures, type DiscountFigures } from './discount-figures.ts';
import { earningsFigures, type EarningsFigures } from './earnings-figures.ts';
import { servicesFigures, supportFigures, type ServicesFigures, type SupportFigures } from './loss-figures.ts';
import { chosenLosses, type ChosenLosses } from './record-access.ts';
import { combinedScheduleOf, type CombinedScheduleFigures } from './combined-schedule.ts';
import { referencesFor, type Reference } from './references.ts';
import { sensitivityExhibit, type SensitivityExhibit } from './sensitivity-exhibit.ts';
import { economistOfRecord, type EconomistOfRecord } from './economist-of-record.ts';
import { engagement, type Engagement } from './engagement.ts';
import { factsConsidered, type FactsConsidered } from './facts-considered.ts';
import { interestFigures, type InterestFigures } from './interest-figures.ts';
import { incomeFactorFigures, type IncomeFactorFigures } from './income-factor-figures.ts';
import { medicalSummary, type MedicalSummary } from './medical-summary.ts';
import { medicalTotalsPredateRule } from './medical-totals.ts';
import type {
  AnnualLossSeries,
  Appendix,
  LossTotals,
  NavEntry,
  ScenarioComparison,
  ScenarioOptions,
  ScenarioSelection,
  TablePage,
  TocEntry,
} from './report-model.ts';
import {
  appendixMenu,
  navigation,
  sectionsShown,
  tableOfContents,
  textAppendices,
  type ReportSectionId,
  type TextAppendix,
} from './report-sections.ts';
import { describeSelection, normalizeSelection, sameSelection, scenarioName, scenarioOptions, selectionOfRecord } from './scenarios.ts';
import { lossTotals, totalRange, type TotalRange } from './totals.ts';

export interface ReportData {
  facts: CaseFacts;
  chosen: ChosenLosses;
  /** The sections this case's report has, in order (the print view prints these). */
  sections: ReportSectionId[];
  options: ScenarioOptions;
  /** The selection actually applied (invalid stored choices replaced by defaults). */
  selection: ScenarioSelection;
  /** The selection in words, for captions ("annual income $96,000", …). */
  selectionText: string[];
  /** The selection's short name ("Income $98,000, Probable medical"; empty when the case offers no choice), for file names. */
  selectionName: string;
  /** The scenarios the opinion rests on, saved with the case; every export uses them. */
  scenarioOfRecord: ScenarioSelection;
  /** Whether the selection is the scenario of record (false: a temporary view of another). */
  showsScenarioOfRecord: boolean;
  totals: LossTotals;
  /** The lowest and highest total across every scenario the case holds; absent when it holds one. */
  totalRange?: TotalRange;
  toc: TocEntry[];
  nav: NavEntry[];
  appendixMenu: NavEntry[];
  appendices: Appendix[];
  assumptions: AssumptionFigures;
  /** Section 4 of a personal-injury report; absent when no earnings loss was chosen. */
  earnings?: EarningsFigures;
  support: SupportFigures;
  services: ServicesFigures;
  discount: DiscountFigures;
  /** Section 10: the standard texts and only the data sets this case used. */
  references: Reference[];
  annualLoss: AnnualLossSeries[];
  comparisons: ScenarioComparison[];
  /** The exhibit of every loss by calendar year, footing to `totals`. */
  combinedSchedule: CombinedScheduleFigures;
  /** The exhibit of the total's sensitivity, as computed at the submit under the scenario of record. */
  sensitivity: SensitivityExhibit;
  /** Who signs: the profile snapshot in the record, the firm's economist of a record saved before, or a neutral one. */
  economist: EconomistOfRecord;
  /** The case caption and who retained the economist. */
  engagement: Engagement;
  /** The appendix "Facts and Data Considered". */
  factsConsidered: FactsConsidered;
  /** A case saved before the plan's care before trial was costed: its totals say they leave it out. */
  medicalTotalsPredateRule: boolean;
  /** The table opening the medical appendix; undefined without future medical tables. */
  medicalSummary: MedicalSummary | undefined;
  /** The appendices of text (facts and data, qualifications), lettered after the tables' appendices. */
  textAppendices: TextAppendix[];
  /** The validation list: the warnings the user overrode ("Calculate anyway"), one line per cause; printed. */
  validation: WarningLine[];
  /** The reason the economist gave for calculating anyway; absent when none was given. */
  validationReason?: string;
  /** The prejudgment-interest exhibit; absent when the case has none. */
  interest?: InterestFigures;
  /** The adjusted-income-factor exhibit of section 4; absent when the case has none. */
  incomeFactors?: IncomeFactorFigures;
  /** A supplemental report's changes since the report it updates; absent in any other report. */
  changes?: ChangesSince;
  /** The Rebuttal section of a case holding the opposing expert's report; absent in any other. */
  rebuttal?: RebuttalFigures;
}

export interface ReportInput {
  record: SavedFormRecord;
  /** The scenarios to show; missing or stale parts fall back to the scenario of record, then to the defaults. */
  selection?: Partial<ScenarioSelection>;
  /** The firm's economists (from settings); defaults when not loaded. */
  economists?: readonly Economist[];
  /** The account's economist profiles, for a record naming a profile without keeping its snapshot. */
  profiles?: readonly EconomistProfile[];
  /**
   * The record as issued of the version this report supplements, for its figures beside this one's;
   * absent: the version the case's own issued versions hold (an issued version's record has none).
   */
  supplemented?: IssuedRecord;
}

/**
 * Everything the report shows, from the saved record and the chosen
 * scenarios: pure, so every figure can be tested without React.
 */
export function selectReportData({ record, selection: stored, economists = [], profiles = [], supplemented }: ReportInput): ReportData {
  const options = scenarioOptions(record);
  const ofRecord = selectionOfRecord(record, options);
  const selection = normalizeSelection(options, { ...ofRecord, ...definedParts(stored) });
  const allAppendices = appendices(record);
  const chosen = chosenLosses(record);
  const earnings = earningsFigures(record, options);
  const discount = discountFigures(record);
  const showsScenarioOfRecord = sameSelection(selection, ofRecord);
  return {
    facts: caseFacts(record, economists),
    chosen,
    sections: sectionsShown(chosen).map((section) => section.id),
    options,
    selection,
    selectionText: describeSelection(options, selection),
    selectionName: scenarioName(options, selection),
    scenarioOfRecord: ofRecord,
    showsScenarioOfRecord,
    totals: lossTotals(record, selection),
    ...optionalRange(record, options),
    toc: tableOfContents(chosen, allAppendices),
    nav: navigation(chosen),
    appendixMenu: appendixMenu(chosen, allAppendices),
    appendices: allAppendices,
    assumptions: assumptionFigures(record),
    ...(earnings ? { earnings } : {}),
    support: supportFigures(record, options),
    services: servicesFigures(record, options),
    discount,
    references: referencesFor(record),
    annualLoss: annualLossSeries(record, selection),
    comparisons: scenarioComparisons(record, options, selection),
    combinedSchedule: combinedScheduleOf(record, selection),
    sensitivity: sensitivityExhibit({ record, options, scenarioOfRecord: ofRecord, showsScenarioOfRecord, discount }),
    economist: economistOfRecord(record, economists, profiles),
    engagement: engagement(record),
    factsConsidered: factsConsidered(record),
    medicalTotalsPredateRule: medicalTotalsPredateRule(record),
    medicalSummary: medicalSummary(record),
    textAppendices: textAppendices(allAppendices),
    validation: overriddenWarningLines(record.warnings, record.formData),
    ...optionalReason(overrideReasonOf(record.warnings)),
    ...optionalInterest(record, selection),
    ...optionalIncomeFactors(record),
    ...optionalChanges(record, supplemented ?? supplementedVersion(record.issued, record.formData.supplements)?.record),
    ...optionalRebuttal(record),
  };
}

function optionalChanges(record: SavedFormRecord, supplemented: IssuedRecord | undefined): { changes?: ChangesSince } {
  const changes = changesSince(record, supplemented);
  return changes ? { changes } : {};
}

function optionalRebuttal(record: SavedFormRecord): { rebuttal?: RebuttalFigures } {
  const rebuttal = rebuttalFigures(record);
  return rebuttal ? { rebuttal } : {};
}

function optionalRange(record: SavedFormRecord, options: ScenarioOptions): { totalRange?: TotalRange } {
  const range = totalRange(record, options);
  return range ? { totalRange: range } : {};
}

function optionalIncomeFactors(record: SavedFormRecord): { incomeFactors?: IncomeFactorFigures } {
  const incomeFactors = incomeFactorFigures(record);
  return incomeFactors ? { incomeFactors } : {};
}

function optionalInterest(record: SavedFormRecord, selection: ScenarioSelection): { interest?: InterestFigures } {
  const interest = interestFigures(record, selection);
  return interest ? { interest } : {};
}

/** The parts of a (stored, possibly partial) selection that are given. */
function definedParts(selection: Partial<ScenarioSelection> | undefined): Partial<ScenarioSelection> {
  return Object.fromEntries(Object.entries(selection ?? {}).filter(([, id]) => id !== undefined));
}

/** Does an appendix page belong to the chosen scenarios? (The printed report includes only those; a medical estimate belongs wherever it counts.) */
export function pageMatchesSelection(page: TablePage, selection: ScenarioSelection): boolean {
  const { match } = page;
  return (
    (match.income === undefined || match.income === selection.income) &&
    (match.retirement === undefined || match.retirement === selection.retirement) &&
    (match.lifeExpectancy === undefined || match.lifeExpectancy === selection.lifeExpectancy) &&
    (match.medical === undefined || (match.countsIn ?? [match.medical]).includes(selection.medical))
  );
}

const optionalReason = (validationReason: string | undefined) => (validationReason ? { validationReason } : {});
