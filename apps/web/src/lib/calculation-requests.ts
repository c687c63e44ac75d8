import type {
  FormDataRecord,
  LossEarningsRequest,
  LossKind,
  LossMedicalRequest,
  LossServicesRequest,
  LossSupportRequest,
} from '@damages/contracts';
import { valuationRequestOptions } from './valuation-request.ts';
import { consumptionFields, growthErasFields } from './growth-and-consumption-requests.ts';
import { worklifeRequest } from './worklife-request.ts';

/**
 * The validated form (the saved `formData`) → calculation request bodies,
 * exactly as the methodology's contract lists them: every number travels as a
 * string, scenario ids are 0-based positions. Pure. A figure the case does not
 * use is sent blank, and the contract's 400 then names it. The options of
 * version 2 of the method are sent only when they differ from their defaults,
 * so a case that leaves them alone posts exactly the version-1 body.
 */

/** A number as the service wants it: its canonical decimal text (1250.50 → "1250.5"); blank when absent. */
export const numberText = (value: number | undefined): string => (value === undefined ? '' : String(value));

const capitalised = (gender: string) => (gender === '' ? '' : gender.charAt(0).toUpperCase() + gender.slice(1).toLowerCase());

// Scenario lists carry their position as id, each under the key the contract names.
const lifeExpectancies = (list: readonly number[]) => list.map((value, id) => ({ id, totalLeYears: numberText(value) }));
const incomes = (list: readonly number[]) => list.map((value, id) => ({ id, taxIncome: numberText(value) }));
const retirementAges = (list: readonly number[]) => list.map((value, id) => ({ id, retirementAge: numberText(value) }));

function caseDates(data: FormDataRecord) {
  return {
    caseDor: data.case.dateOfReport,
    caseDoi: data.case.dateOfInjuryOrDeath,
    caseDot: data.case.dateOfTrial,
    plaintiffDob: data.plaintiff.dateOfBirth,
    totalLeYears: lifeExpectancies(data.plaintiff.remainingLEYears),
  };
}

/** `POST /api/create_table/loss_earnings/{past|future}` (methodology §5). */
export function buildEarningsRequest(data: FormDataRecord): LossEarningsRequest {
  const { plaintiff } = data;
  const dates = caseDates(data);
  return {
    benefitsRate: numberText(plaintiff.benefitsRate),
    caseDoi: dates.caseDoi,
    caseDor: dates.caseDor,
    caseDot: dates.caseDot,
    plaintiffDob: dates.plaintiffDob,
    taxIncome: incomes(plaintiff.annualIncome),
    totalLeYears: dates.totalLeYears,
    wagesDiscount: numberText(plaintiff.wagesDiscountRate),
    wagesGrowth: numberText(plaintiff.wagesGrowthRate),
    ...worklifeRequest(data, retirementAges(plaintiff.retirementAge)),
    ...residualEarnings(plaintiff),
    ...growthErasFields(data),
    ...(plaintiff.earningsBasis === 'afterTax'
      ? {
          earningsBasis: 'afterTax',
          taxRate: numberText(plaintiff.marginalTaxRate),
          taxDeductions: numberText(plaintiff.annualDeductions),
          taxAdjustments: numberText(plaintiff.annualAdjustments),
        }
      : {}),
    ...valuationRequestOptions(data, true),
  };
}

/** A partial disability's residual earning capacity from its start date (methodology §5); nothing when none. */
function residualEarnings(plaintiff: FormDataRecord['plaintiff']): Pick<LossEarningsRequest, 'residualEarnings' | 'residualStartDate'> {
  if (plaintiff.residualEarnings === undefined || plaintiff.residualEarnings <= 0) return {};
  return { residualEarnings: numberText(plaintiff.residualEarnings), residualStartDate: plaintiff.residualStartDate ?? '' };
}

/** `POST /api/create_table/loss_support/{past|future}` (methodology §7); spouse fields are '' without a spouse. */
export function buildSupportRequest(data: FormDataRecord): LossSupportRequest {
  const { plaintiff, house, spouse } = data;
  return {
    ...caseDates(data),
    plaintiffGender: capitalised(plaintiff.gender),
    householdIncome: numberText(house?.holdIncome),
    householdSize: numberText(house?.holdSize),
    taxIncome: incomes(plaintiff.annualIncome),
    taxDeductions: numberText(plaintiff.annualDeductions),
    taxAdjustments: numberText(plaintiff.annualAdjustments),
    taxRate: numberText(plaintiff.marginalTaxRate),
    ...worklifeRequest(data, retirementAges(plaintiff.retirementAge)),
    wageDiscount: numberText(plaintiff.wagesDiscountRate),
    wageGrowth: numberText(plaintiff.wagesGrowthRate),
    spouseDob: spouse ? spouse.dateOfBirth : '',
    spouseLeYears: spouse ? numberText(spouse.remainingLEYears) : '',
    children: data.childrens.map((child) => ({ childDob: child.dateOfBirth, childGender: capitalised(child.gender) })),
    ...(house?.consumptionBase === 'householdIncome' ? { consumptionBase: 'householdIncome' } : {}),
    ...valuationRequestOptions(data, true),
    ...growthErasFields(data),
    ...consumptionFields(data),
  };
}

/** `POST /api/create_table/loss_services/{past|future}` (methodology §6). */
export function buildServicesRequest(data: FormDataRecord): LossServicesRequest {
  return {
    ...caseDates(data),
    servicesDiscount: numberText(data.plaintiff.servicesDiscountRate),
    servicesGrowth: numberText(data.plaintiff.servicesGrowthRate),
    services: data.documents.sourceInfomations.map((source) => ({
      servicesEndDate: source.endDate,
      servicesHourlyRate: numberText(source.hourlyRate),
      servicesNumOfWeeks: numberText(source.numberOfWeeksInYear),
      servicesWeeklyHours: numberText(source.weeklyHours),
      // A stage of life and a partial loss (methodology §6), sent only when the economist states them.
      ...(source.startDate ? { servicesStartDate: source.startDate } : {}),
      ...(source.lossShare !== undefined ? { servicesLossShare: numberText(source.lossShare) } : {}),
    })),
    ...valuationRequestOptions(data, false),
  };
}

type MedicalScenario = NonNullable<FormDataRecord['medical']>['data'][number]['scenarios'][number];

/** An item bought once or every N years (methodology §8); nothing for one bought every year. */
function frequency(s: MedicalScenario): { scenarioFrequency?: string; scenarioEveryYears?: string } {
  if (s.frequency === undefined || s.frequency === 'annual') return {};
  if (s.frequency === 'once') return { scenarioFrequency: 'once' };
  return { scenarioFrequency: 'everyYears', scenarioEveryYears: numberText(s.everyYears ?? undefined) };
}

/** `POST /api/create_table/loss_medical/future` (methodology §8): every modality with its scenarios, in order. */
export function buildMedicalRequest(data: FormDataRecord): LossMedicalRequest {
  return {
    ...caseDates(data),
    medical: (data.medical?.data ?? []).map((modality) => ({
      scenarios: modality.scenarios.map((s) => ({
        scenarioType: s.type,
        scenarioAnnualCost: numberText(s.annualCost),
        scenarioDiscount: numberText(s.discountRate),
        scenarioGrowth: numberText(s.growthRate),
        scenarioFrom: s.from,
        scenarioTo: s.to,
        scenarioModality: s.modality,
        scenarioCategory: s.category,
        ...frequency(s),
      })),
    })),
    ...valuationRequestOptions(data, false),
  };
}

/** The body each kind of loss posts, whichever side it asks for (the medical body serves both of its calls). */
export const REQUEST_BUILDERS: Record<LossKind, (data: FormDataRecord) => unknown> = {
  earnings: buildEarningsRequest,
  support: buildSupportRequest,
  services: buildServicesRequest,
  medical: buildMedicalRequest,
};
