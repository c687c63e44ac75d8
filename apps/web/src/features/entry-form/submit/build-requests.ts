import type { LossEarningsRequest, LossMedicalRequest, LossServicesRequest, LossSupportRequest } from '@damages/contracts';
import type { FormValues, ScenarioValue } from '../model/form-values.ts';

/**
 * Form values → calculation request bodies, exactly as the methodology's
 * contract lists them: every number travels as a string, scenario ids are
 * 0-based positions. Pure; the values are expected to have passed the form schema.
 */

/** A number as the service wants it: the canonical decimal text ("1250.50" → "1250.5"). */
export const numberText = (text: string): string => String(Number(text.trim()));

const capitalised = (gender: string) => (gender === '' ? '' : gender.charAt(0).toUpperCase() + gender.slice(1).toLowerCase());

function scenarioList<K extends string>(list: readonly ScenarioValue[], key: K): ({ id: number } & Record<K, string>)[] {
  return list.map((item, id) => ({ id, [key]: numberText(item.value) }) as { id: number } & Record<K, string>);
}

function caseDates(values: FormValues) {
  return {
    caseDor: values.case.dateOfReport,
    caseDoi: values.case.dateOfInjuryOrDeath,
    caseDot: values.case.dateOfTrial,
    plaintiffDob: values.plaintiff.dateOfBirth,
    totalLeYears: scenarioList(values.plaintiff.remainingLEYears, 'totalLeYears'),
  };
}

/** `POST /api/create_table/loss_earnings/{past|future}` (methodology §5). */
export function buildEarningsRequest(values: FormValues): LossEarningsRequest {
  const { plaintiff } = values;
  const dates = caseDates(values);
  return {
    benefitsRate: numberText(plaintiff.benefitsRate),
    caseDoi: dates.caseDoi,
    caseDor: dates.caseDor,
    caseDot: dates.caseDot,
    plaintiffDob: dates.plaintiffDob,
    taxIncome: scenarioList(plaintiff.annualIncome, 'taxIncome'),
    totalLeYears: dates.totalLeYears,
    wagesDiscount: numberText(plaintiff.wagesDiscountRate),
    wagesGrowth: numberText(plaintiff.wagesGrowthRate),
    wleYears: scenarioList(plaintiff.retirementAge, 'retirementAge'),
  };
}

/** `POST /api/create_table/loss_support/{past|future}` (methodology §7); spouse fields are '' without a spouse. */
export function buildSupportRequest(values: FormValues): LossSupportRequest {
  const { plaintiff, house, wife } = values;
  const hasSpouse = house.hasWife === 'true';
  const children = house.hasChildren === 'true' ? values.children.list : [];
  return {
    ...caseDates(values),
    plaintiffGender: capitalised(plaintiff.gender),
    householdIncome: numberText(house.holdIncome),
    householdSize: numberText(house.holdSize),
    taxIncome: scenarioList(plaintiff.annualIncome, 'taxIncome'),
    taxDeductions: numberText(plaintiff.annualDeductions),
    taxAdjustments: numberText(plaintiff.annualAdjustments),
    taxRate: numberText(plaintiff.marginalTaxRate),
    wleYears: scenarioList(plaintiff.retirementAge, 'retirementAge'),
    wageDiscount: numberText(plaintiff.wagesDiscountRate),
    wageGrowth: numberText(plaintiff.wagesGrowthRate),
    spouseDob: hasSpouse ? wife.dateOfBirth : '',
    spouseLeYears: hasSpouse ? numberText(wife.remainingLEYears) : '',
    children: children.map((child) => ({ childDob: child.dateOfBirth, childGender: capitalised(child.gender) })),
  };
}

/** `POST /api/create_table/loss_services/{past|future}` (methodology §6). */
export function buildServicesRequest(values: FormValues): LossServicesRequest {
  return {
    ...caseDates(values),
    servicesDiscount: numberText(values.plaintiff.servicesDiscountRate),
    servicesGrowth: numberText(values.plaintiff.servicesGrowthRate),
    services: values.documents.sourceInfomations.map((source) => ({
      servicesEndDate: source.endDate,
      servicesHourlyRate: numberText(source.hourlyRate),
      servicesNumOfWeeks: numberText(source.numberOfWeeksInYear),
      servicesWeeklyHours: numberText(source.weeklyHours),
    })),
  };
}

/** `POST /api/create_table/loss_medical/future` (methodology §8): every modality with its scenarios, in order. */
export function buildMedicalRequest(values: FormValues): LossMedicalRequest {
  return {
    ...caseDates(values),
    medical: values.medical.data.map((modality) => ({
      scenarios: modality.scenarios.map((s) => ({
        scenarioType: s.type,
        scenarioAnnualCost: numberText(s.annualCost),
        scenarioDiscount: numberText(s.discountRate),
        scenarioGrowth: numberText(s.growthRate),
        scenarioFrom: s.from,
        scenarioTo: s.to,
        scenarioModality: s.modality.trim(),
        scenarioCategory: s.category.trim(),
      })),
    })),
  };
}
