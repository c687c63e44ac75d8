import {
  addRuleIssues,
  caseDateOrderIssues,
  MAX_HOUSEHOLD_SIZE_CHOICE,
  householdSizeIssues,
  MAX_AMOUNT,
  MAX_CHILDREN,
  MAX_DOCUMENTS_REVIEWED,
  MAX_HOURLY_RATE,
  MAX_MODALITIES,
  MAX_SERVICE_SOURCES,
  MAX_TEXT_LENGTH,
  MAX_WEEKLY_HOURS,
  MAX_PLAINTIFF_WORK_LENGTH,
  MAX_WEEKS_PER_YEAR,
  medicalPeriodIssues,
  MIN_CHILDREN,
  MIN_SERVICE_SOURCES,
  plaintiffWorkTooLong,
  residualStartIssues,
  type CaseDateField,
  type PlaintiffWorkField,
} from '@damages/contracts';
import { MAX_EVERY_YEARS, MEDICAL_FREQUENCIES, parseIsoDate } from '@damages/engine';
import { z } from 'zod';
import { decodeFormValues } from './form-codec.ts';
import { amount, count, optionalDate, optionalNumber, rate, required, requiredDate, requiredNumber, years } from './field-rules.ts';
import type { FormValues } from './form-values.ts';
import { validateValuation } from './valuation.ts';
import { consumptionSchema, growthErasSchema } from './growth-and-consumption-rules.ts';
import { forumRule } from './forum-values.ts';
import { addInterestIssues, pastLossesOf } from './interest.ts';
import { visibilityOf } from './visibility.ts';
import { asksRetirementAge } from './worklife-codec.ts';
import { worklifeSchema } from './worklife-schema.ts';

/**
 * The entry form's validation (spec §5). Each block of the form has its own
 * schema with the spec's messages; `formSchema` applies a block only while it
 * is shown (spec §4), so hidden sections never block a submit.
 */

/** A caption part or the attorney's details: optional, within the free-text limit. */
const optionalText = (label: string) =>
  z.string().refine((text) => text.trim().length <= MAX_TEXT_LENGTH, `${label} must be at most ${MAX_TEXT_LENGTH} characters`);

const caseSchema = z.object({
  economist: required('Economist is required'),
  caseName: optionalText('Case name'),
  court: optionalText('Court'),
  docketNumber: optionalText('Docket number'),
  attorneyName: optionalText('Attorney name'),
  attorneyFirm: optionalText('Attorney firm'),
  attorneyAddress: optionalText('Attorney address'),
  dateOfReport: requiredDate('Date of Report is required', 'Date of Report'),
  dateOfTrial: requiredDate('Date of trial is required', 'Date of trial'),
  dateOfInjuryOrDeath: requiredDate('Date of injury or death is required', 'Date of injury or death'),
  retainingAttorneyOrFirm: required('Retaining Attorney or Firm is required'),
  type: required('Case type is required'),
  forum: forumRule,
});

const NO_LOSS_TYPE_MESSAGE = 'Select at least one loss category';
const burialCostSchema = amount('Burial Cost is required', 'Burial Cost');

const houseSchema = z.object({
  holdSize: count('Required field', 'Household size', 0, MAX_HOUSEHOLD_SIZE_CHOICE),
  holdIncome: requiredNumber('Household income is required', 'Household income', { min: 0, minExclusive: true, max: MAX_AMOUNT }),
  hasWife: required('Must select an option'),
  hasChildren: required('Must select an option'),
});

const scenarios = (rule: z.ZodType<string>) => z.array(z.object({ value: rule }));

/** The plaintiff's occupation or employer: optional (absent in a draft kept before the field), within its limit once trimmed. */
const plaintiffWork = (field: PlaintiffWorkField) =>
  z
    .string()
    .optional()
    .refine((text) => (text ?? '').trim().length <= MAX_PLAINTIFF_WORK_LENGTH, plaintiffWorkTooLong(field));

const plaintiffSchema = z.object({
  name: required('Name is required'),
  dateOfBirth: requiredDate('Date of Birth is required', 'Date of Birth'),
  gender: required('Gender is required'),
  race: required('Race is required'),
  education: required('Education is required'),
  occupation: plaintiffWork('occupation'),
  employer: plaintiffWork('employer'),
  remainingLEYears: scenarios(years('Remaining LE Years is required', 'Remaining LE Years')),
});

const retirementSchema = z.object({ retirementAge: scenarios(years('Retirement age is required', 'Retirement age')) });

const incomeSchema = z.object({
  annualIncome: scenarios(amount('Annual income is required', 'Annual income')),
  wagesDiscountRate: rate('Wages discount rate is required', 'Wages discount rate'),
  wagesGrowthRate: rate('Wages growth rate is required', 'Wages growth rate'),
});

/** Support always nets income tax; earnings only when stated after income taxes (methodology §5, §7). */
const taxSchema = z.object({
  marginalTaxRate: rate('Marginal tax rate is required', 'Marginal tax rate'),
  annualDeductions: amount('Annual deductions is required', 'Annual deductions'),
  annualAdjustments: amount('Annual adjustments is required', 'Annual adjustments'),
});

/** A partial disability's residual earning capacity (blank: none) and the date it starts (methodology §5). */
const residualSchema = z
  .object({
    residualEarnings: optionalNumber('Residual earning capacity', { min: 0, max: MAX_AMOUNT }),
    residualStartDate: z.string(),
    dateOfInjury: z.string(),
  })
  .superRefine(({ residualEarnings, residualStartDate, dateOfInjury }, ctx) => {
    const start = residualStartDate.trim();
    if (start !== '') check(ctx, requiredDate('', 'Able to work from'), start, ['residualStartDate']);
    const residual = residualEarnings.trim() === '' ? undefined : Number(residualEarnings);
    addRuleIssues(ctx, residualStartIssues({ residualEarnings: residual, residualStartDate: start, dateOfInjury }), (field) => [field]);
  });

const benefitsRateSchema = rate('Benefits rate is required', 'Benefits rate');

const spouseSchema = z.object({
  name: required('Name is required'),
  dateOfBirth: requiredDate('Date of birth is required', 'Date of birth'),
  race: required('Race is required'),
  retirementAge: years('Retirement age is required', 'Retirement age'),
  gender: required('Gender is required'),
  remainingLEYears: years('Remaining LE years is required', 'Remaining LE years'),
  education: required('Education is required'),
});

const childrenSchema = z.object({
  amount: count('Number of children is required', 'Number of children', MIN_CHILDREN, MAX_CHILDREN),
  list: z.array(
    z.object({
      name: required('Name is required'),
      dateOfBirth: requiredDate('Date of birth is required', 'Date of birth'),
      gender: required('Gender is required'),
    }),
  ),
});

const documentsSchema = z.object({
  numberOfReviewed: count('Number of documents reviewed is required', 'Number of documents reviewed', 0, MAX_DOCUMENTS_REVIEWED),
  sourceNames: scenarios(required('Source name is required')),
});

const servicesSchema = z.object({
  plaintiff: z.object({
    servicesDiscountRate: rate('Services discount rate is required', 'Services discount rate'),
    servicesGrowthRate: rate('Services growth rate is required', 'Services growth rate'),
  }),
  documents: z.object({
    numberOfSoucesForHouseholdServices: count(
      'Number of sources for household services is required',
      'Number of sources for household services',
      MIN_SERVICE_SOURCES,
      MAX_SERVICE_SOURCES,
    ),
    sourceInfomations: z.array(
      z
        .object({
          name: required('Source name is required'),
          hourlyRate: amount('Hourly rate is required', 'Hourly rate', MAX_HOURLY_RATE),
          endDate: requiredDate('End date is required', 'End date'),
          // The product's wording, kept as it is (spec §5).
          weeklyHours: requiredNumber('Weekly hours is requires', 'Weekly hours', { min: 0, max: MAX_WEEKLY_HOURS }),
          numberOfWeeksInYear: requiredNumber('Number of weeks in year is required', 'Number of weeks in year', {
            min: 0,
            max: MAX_WEEKS_PER_YEAR,
          }),
          startDate: optionalDate('Start date'),
          lossShare: optionalNumber('Share lost', { min: 0, minExclusive: true, max: 1 }).optional(),
        })
        // A stage that starts on or after its end would count nothing (methodology §6): surely a typing slip.
        .superRefine(({ startDate, endDate }, ctx) => {
          if (startDate && parseIsoDate(startDate) !== undefined && parseIsoDate(endDate) !== undefined && startDate >= endDate)
            ctx.addIssue({ code: 'custom', message: 'Start date must be before the end date', path: ['startDate'] });
        }),
    ),
  }),
});

const medicalText = (message: string, label: string) =>
  required(message).refine((text) => text.trim().length <= MAX_TEXT_LENGTH, `${label} must be at most ${MAX_TEXT_LENGTH} characters`);

const EVERY_YEARS_REQUIRED = 'Every N years is required';

const medicalScenarioSchema = z
  .object({
    frequency: z.enum(MEDICAL_FREQUENCIES),
    everyYears: z.string(),
    category: medicalText('Category is required', 'Category'),
    modality: medicalText('Modality is required', 'Modality'),
    from: requiredDate('From date is required', 'From date'),
    to: requiredDate('To date is required', 'To date'),
    annualCost: amount('Annual cost is required', 'Annual cost'),
    growthRate: rate('Growth rate is required', 'Growth rate'),
    discountRate: rate('Discount rate is required', 'Discount rate'),
  })
  .superRefine((s, ctx) => addRuleIssues(ctx, medicalPeriodIssues(s), (field) => [field]))
  .superRefine((s, ctx) => {
    if (s.frequency === 'everyYears')
      check(ctx, count(EVERY_YEARS_REQUIRED, 'Every N years', 1, MAX_EVERY_YEARS), s.everyYears, ['everyYears']);
  });

/** The future-medical block without its modalities, which a change outside them never needs to re-check. */
const medicalReportSchema = z.object({
  numberOfModalities: count('Number of medical modalities is required', 'Number of medical modalities', 0, MAX_MODALITIES),
  reportTitle: required('Report title is required'),
  reportDate: requiredDate('Report date is required', 'Report date'),
});

const medicalFutureSchema = medicalReportSchema.extend({
  data: z.array(z.object({ scenarios: z.array(medicalScenarioSchema) })),
});

const medicalPastSchema = z.object({
  totalPastMedicalExpenses: amount('Total of past medical expenses is required', 'Total of past medical expenses'),
});

/**
 * The household as the contract's rule sees it: the plaintiff, a spouse on a yes, the children on a yes.
 * Where the children's details are not asked (no loss uses them), a yes counts at least one child.
 */
function householdOf(values: FormValues, childrenAsked: boolean) {
  const children = Number(values.children.amount);
  const hasChildren = values.house.hasChildren === 'true';
  const childCount = !hasChildren ? 0 : !childrenAsked ? 1 : Number.isInteger(children) && children > 0 ? children : 0;
  return { size: Number(values.house.holdSize), hasSpouse: values.house.hasWife === 'true', children: childCount };
}

/** Where each case date is typed in the form. */
const CASE_DATE_INPUTS: Record<CaseDateField, Path> = {
  dateOfBirth: ['plaintiff', 'dateOfBirth'],
  dateOfInjury: ['case', 'dateOfInjuryOrDeath'],
  dateOfTrial: ['case', 'dateOfTrial'],
  dateOfReport: ['case', 'dateOfReport'],
};

type Path = (string | number)[];

function check(ctx: z.RefinementCtx, schema: z.ZodType, value: unknown, prefix: Path): void {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: [...prefix, ...(issue.path as Path)] });
  }
}

/**
 * Which part of the form to check. The submit checks everything; while the user
 * types after a failed submit, only the part a change can affect is re-checked
 * (the whole schema on a 50-modality form cost 76 ms a keystroke).
 * The parts run the very rules below, so they never disagree with the submit.
 */
export type ValidationScope =
  | { kind: 'all' }
  /** Everything but the modalities' scenarios: no rule of theirs reads a field outside their own scenario. */
  | { kind: 'outsideModalities' }
  /** One scenario of one modality (medicalPeriodIssues reads only that scenario). */
  | { kind: 'scenario'; modality: number; scenario: number };

export const WHOLE_FORM: ValidationScope = { kind: 'all' };

/** Every rule of spec §5 that applies to the form as it is shown now (within `scope`). */
export function validateForm(values: FormValues, ctx: z.RefinementCtx, scope: ValidationScope = WHOLE_FORM): void {
  const shown = visibilityOf({
    caseType: values.case.type,
    selected: values.case.typeSelectedValues,
    hasWife: values.house.hasWife,
    hasChildren: values.house.hasChildren,
    earningsBasis: values.plaintiff.earningsBasis,
  });
  if (scope.kind === 'scenario') {
    const { modality, scenario } = scope;
    const value = values.medical.data[modality]?.scenarios[scenario];
    if (shown.medicalFuture && value) check(ctx, medicalScenarioSchema, value, ['medical', 'data', modality, 'scenarios', scenario]);
    return;
  }
  check(ctx, caseSchema, values.case, ['case']);
  if (values.case.type !== '' && shown.lossTypes.length === 0)
    ctx.addIssue({ code: 'custom', message: NO_LOSS_TYPE_MESSAGE, path: ['case', 'typeSelectedValues'] });
  if (shown.burialCost) check(ctx, burialCostSchema, values.plaintiff.burialCost, ['plaintiff', 'burialCost']);
  if (shown.house) {
    check(ctx, houseSchema, values.house, ['house']);
    const household = householdOf(values, shown.children);
    if (values.house.holdSize.trim() !== '' && Number.isFinite(household.size))
      addRuleIssues(ctx, householdSizeIssues(household), () => ['house', 'holdSize']);
  }
  check(ctx, plaintiffSchema, values.plaintiff, ['plaintiff']);
  const { dateOfReport, dateOfTrial, dateOfInjuryOrDeath } = values.case;
  const dates = { dateOfBirth: values.plaintiff.dateOfBirth, dateOfInjury: dateOfInjuryOrDeath, dateOfTrial, dateOfReport };
  addRuleIssues(ctx, caseDateOrderIssues(dates), (field) => CASE_DATE_INPUTS[field]);
  if (shown.retirementAge && asksRetirementAge(values.worklife)) check(ctx, retirementSchema, values.plaintiff, ['plaintiff']);
  if (shown.retirementAge && values.worklife) check(ctx, worklifeSchema, values.worklife, ['worklife']);
  if (shown.income) check(ctx, incomeSchema, values.plaintiff, ['plaintiff']);
  if (shown.tax) check(ctx, taxSchema, values.plaintiff, ['plaintiff']);
  if (shown.earningsOptions) check(ctx, residualSchema, { ...values.plaintiff, dateOfInjury: dateOfInjuryOrDeath }, ['plaintiff']);
  if (shown.benefitsRate) check(ctx, benefitsRateSchema, values.plaintiff.benefitsRate, ['plaintiff', 'benefitsRate']);
  if (shown.income) check(ctx, growthErasSchema, values.growthEras, ['growthEras']);
  if (shown.consumptionBase) check(ctx, consumptionSchema, values.consumption, ['consumption']);
  if (shown.spouse) check(ctx, spouseSchema, values.wife, ['wife']);
  if (shown.children) check(ctx, childrenSchema, values.children, ['children']);
  check(ctx, documentsSchema, values.documents, ['documents']);
  if (shown.services) check(ctx, servicesSchema, values, []);
  if (shown.medicalFuture) check(ctx, scope.kind === 'all' ? medicalFutureSchema : medicalReportSchema, values.medical, ['medical']);
  if (shown.medicalPast) check(ctx, medicalPastSchema, values.medical, ['medical']);
  validateValuation(values.valuation, ctx, shown);
  addInterestIssues(values, pastLossesOf(shown, values.case.type), ctx);
}

/**
 * The resolver's schema: the spec's rules on the text the user typed, then the
 * codec to the typed `formData` the submit, the requests and the saved record use.
 */
export const formSchema = z
  .custom<FormValues>()
  .superRefine(validateForm)
  .transform((values, ctx) => {
    const decoded = decodeFormValues(values);
    if (decoded.success) return decoded.data;
    for (const issue of decoded.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
