import { WORKLIFE_LABELS } from '../saved-form/worklife.ts';
import { LUMP_SUM_LABELS } from '../saved-form/interest-record.ts';

/**
 * The words of a bridge from one total to another: what each cause of the difference is called.
 * A field's name is the entry form's label; `{1}`, `{2}` stand for the first and second position
 * in its path, counted from 1 ("Annual income, scenario {1}").
 */

export const PASSAGE_OF_TIME = 'Passage of time';

/** The fields the passage of time moves: the dates the case is valued at. */
export const PASSAGE_OF_TIME_FIELDS = ['case.dateOfReport', 'case.dateOfTrial', 'valuation.valuationYear'] as const;

/**
 * The figures a lookup fills, each with where its provenance is kept (the first is the source the
 * cause names; a life expectancy's table value at its last lookup travels with it).
 */
export const LOOKED_UP_FIGURES = [
  {
    figure: 'plaintiff.remainingLEYears.#',
    label: 'Remaining life expectancy, scenario {1}',
    provenance: ['plaintiff.provenance.remainingLEYears.#', 'plaintiff.provenance.tableLEYears.#'],
  },
  { figure: 'plaintiff.wagesDiscountRate', label: 'Wages discount rate', provenance: ['plaintiff.provenance.wagesDiscountRate'] },
  { figure: 'plaintiff.wagesGrowthRate', label: 'Wages growth rate', provenance: ['plaintiff.provenance.wagesGrowthRate'] },
  { figure: 'plaintiff.servicesDiscountRate', label: 'Services discount rate', provenance: ['plaintiff.provenance.servicesDiscountRate'] },
  { figure: 'plaintiff.servicesGrowthRate', label: 'Services growth rate', provenance: ['plaintiff.provenance.servicesGrowthRate'] },
  {
    figure: 'spouse.remainingLEYears',
    label: "Spouse's remaining life expectancy",
    provenance: ['spouse.provenance.remainingLEYears', 'spouse.provenance.tableLEYears'],
  },
  {
    figure: 'documents.sourceInfomations.#.hourlyRate',
    label: 'Household services source {1}: hourly rate',
    provenance: ['documents.sourceInfomations.#.provenance.hourlyRate'],
  },
  {
    figure: 'medical.data.#.scenarios.#.growthRate',
    label: 'Medical item {1}, scenario {2}: growth rate',
    provenance: ['medical.data.#.scenarios.#.provenance.growthRate'],
  },
  {
    figure: 'medical.data.#.scenarios.#.discountRate',
    label: 'Medical item {1}, scenario {2}: discount rate',
    provenance: ['medical.data.#.scenarios.#.provenance.discountRate'],
  },
] as const;

/** The method's options, in the bridge's order, each with the fields (or whole groups) it covers. */
export const METHOD_OPTIONS = [
  {
    label: 'Valuation convention',
    fields: ['valuation.discountConvention', 'valuation.firstYearPortion', 'valuation.lastYearPortion'],
  },
  { label: 'Discount method', fields: ['valuation.discountMethod', 'valuation.netDiscountRate'] },
  { label: 'Earnings basis', fields: ['plaintiff.earningsBasis'] },
  { label: 'Consumption method', fields: ['consumption', 'house.consumptionBase'] },
  { label: WORKLIFE_LABELS.method, fields: ['worklife'] },
  { label: 'Prejudgment interest', fields: ['interest'] },
] as const;

/**
 * The other inputs of the calculation, in the entry form's order. A field missing here still makes
 * a cause, named by its path.
 */
export const INPUT_FIELD_LABELS: Record<string, string> = {
  'case.dateOfInjuryOrDeath': 'Date of injury or death',
  'case.forum': 'Forum',
  'case.type': 'Case type',
  'case.typeSelectedValues': 'Losses claimed',
  'plaintiff.gender': 'Sex',
  'plaintiff.race': 'Race',
  'plaintiff.education': 'Education',
  'plaintiff.dateOfBirth': 'Date of birth',
  'plaintiff.remainingLEYears': 'Remaining life expectancy',
  'plaintiff.annualIncome': 'Annual income',
  'plaintiff.annualIncome.#': 'Annual income, scenario {1}',
  'plaintiff.retirementAge': 'Retirement age',
  'plaintiff.retirementAge.#': 'Retirement age, scenario {1}',
  'plaintiff.annualAdjustments': 'Annual adjustments',
  'plaintiff.annualDeductions': 'Annual deductions',
  'plaintiff.marginalTaxRate': 'Marginal tax rate',
  'plaintiff.benefitsRate': 'Benefits rate',
  'plaintiff.burialCost': LUMP_SUM_LABELS.burialCost,
  'plaintiff.residualEarnings': 'Residual earning capacity',
  'plaintiff.residualStartDate': 'Residual earnings start date',
  'growthEras.earningsBaseYear': "Year of the incomes' dollars",
  'growthEras.pastGrowth': 'Growth before the valuation date',
  house: 'Household',
  'house.hasSpouse': 'Has a spouse',
  'house.hasChildren': 'Has children',
  'house.holdIncome': 'Household income',
  'house.holdSize': 'Household size',
  childrens: 'Children',
  'childrens.#.dateOfBirth': 'Child {1}: date of birth',
  'childrens.#.gender': 'Child {1}: sex',
  spouse: 'Spouse',
  'spouse.dateOfBirth': "Spouse's date of birth",
  'spouse.gender': "Spouse's sex",
  'spouse.race': "Spouse's race",
  'spouse.education': "Spouse's education",
  'spouse.retirementAge': "Spouse's retirement age",
  'documents.sourceInfomations': 'Household services sources',
  'documents.sourceInfomations.#.weeklyHours': 'Household services source {1}: weekly hours',
  'documents.sourceInfomations.#.numberOfWeeksInYear': 'Household services source {1}: weeks a year',
  'documents.sourceInfomations.#.startDate': 'Household services source {1}: start date',
  'documents.sourceInfomations.#.endDate': 'Household services source {1}: end date',
  'documents.sourceInfomations.#.lossShare': 'Household services source {1}: share lost',
  medical: 'Medical care',
  'medical.data': 'Medical items',
  'medical.data.#.scenarios': 'Medical item {1}: scenarios',
  'medical.data.#.scenarios.#.type': 'Medical item {1}, scenario {2}: scenario',
  'medical.data.#.scenarios.#.from': 'Medical item {1}, scenario {2}: from',
  'medical.data.#.scenarios.#.to': 'Medical item {1}, scenario {2}: to',
  'medical.data.#.scenarios.#.annualCost': 'Medical item {1}, scenario {2}: annual cost',
  'medical.data.#.scenarios.#.frequency': 'Medical item {1}, scenario {2}: frequency',
  'medical.data.#.scenarios.#.everyYears': 'Medical item {1}, scenario {2}: every N years',
  'medical.data.#.replacesHouseholdServices': 'Medical item {1}: replaces household services',
  'medical.totalPastMedicalExpenses': LUMP_SUM_LABELS.pastMedicalExpenses,
};

/**
 * Fields that change the report's words and never a figure: the caption, the names, the narrative,
 * the lookup's choices kept for reopening. They are no cause of a difference in a total.
 */
export const WORDS_ONLY_FIELDS = [
  'case.economist',
  'case.economistProfile',
  'case.retainingAttorneyOrFirm',
  'case.caseName',
  'case.court',
  'case.docketNumber',
  'case.attorneyName',
  'case.attorneyFirm',
  'case.attorneyAddress',
  'documents.sourceNames',
  'documents.numberOfReviewed',
  'documents.sourceInfomations.#.name',
  'documents.sourceInfomations.#.occupation',
  'documents.sourceInfomations.#.statistic',
  'plaintiff.name',
  'plaintiff.occupation',
  'plaintiff.employer',
  'plaintiff.lifeTable',
  'childrens.#.name',
  'spouse.name',
  'spouse.lifeTable',
  'medical.data.#.scenarios.#.category',
  'medical.data.#.scenarios.#.modality',
  'medical.reportDate',
  'medical.reportTitle',
  'narrative',
  'consumption.label',
  'worklife.tableName',
  'worklife.tableBasis',
  'supplements',
] as const;

/**
 * Counts the form keeps beside a list, which change with it: a cause that adds a household services
 * source or a child moves its count too.
 */
export const COUNTS_OF_LISTS: Record<string, string> = {
  'documents.numberOfSoucesForHouseholdServices': 'documents.sourceInfomations',
  'house.numberOfChildrens': 'childrens',
};

/** A refreshed figure's cause: "Wages discount rate: Treasury par yield curve of 2025-07-11, 9.3-year maturity". */
export const refreshedFigureLabel = (figure: string, source: string) => `${figure}: ${source}`;

/** A label of INPUT_FIELD_LABELS or LOOKED_UP_FIGURES with the path's positions put in, counted from 1. */
export const labelAt = (label: string, positions: readonly number[]) =>
  label.replace(/\{(\d)\}/g, (_, n: string) => String((positions[Number(n) - 1] ?? 0) + 1));
