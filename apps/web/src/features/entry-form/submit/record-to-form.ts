import { LOSS_TYPES_BY_CASE, type FormDataRecord, type LossType, type SavedFormRecord } from '@damages/contracts';
import { blankFormValues, blankScenario, type FormValues, type ScenarioValue, type YesNo } from '../model/form-values.ts';

/**
 * A saved record → the form's values, for editing at /form/{formId}: every
 * field, and the scenarios, children, documents, sources and modalities in
 * their saved order. The inverse of `formDataOf` for everything it keeps.
 */

const text = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : String(value));
const scenarios = (list: readonly number[] | undefined): ScenarioValue[] =>
  list && list.length > 0 ? list.map((value) => ({ value: String(value) })) : [blankScenario()];
const yesNo = (flag: boolean | undefined): YesNo => (flag === undefined ? '' : flag ? 'true' : 'false');

export function formValuesOf(record: SavedFormRecord): FormValues {
  return formValuesOfData(record.formData);
}

export function formValuesOfData(data: FormDataRecord): FormValues {
  const blank = blankFormValues();
  const { plaintiff, documents, house, spouse, medical } = data;
  const offered = LOSS_TYPES_BY_CASE[data.case.type];
  const selected = data.case.typeSelectedValues.filter((type): type is LossType => offered.includes(type as LossType));
  const sourceNames = documents.sourceNames.map((value) => ({ value }));
  while (sourceNames.length < documents.numberOfReviewed) sourceNames.push({ value: '' });
  return {
    case: {
      economist: data.case.economist,
      dateOfReport: data.case.dateOfReport,
      dateOfTrial: data.case.dateOfTrial,
      dateOfInjuryOrDeath: data.case.dateOfInjuryOrDeath,
      retainingAttorneyOrFirm: data.case.retainingAttorneyOrFirm,
      type: data.case.type,
      typeSelectedValues: selected,
    },
    house: house
      ? { holdSize: text(house.holdSize), holdIncome: text(house.holdIncome), hasWife: yesNo(house.hasSpouse), hasChildren: yesNo(house.hasChildren) }
      : blank.house,
    plaintiff: {
      name: plaintiff.name,
      dateOfBirth: plaintiff.dateOfBirth,
      gender: plaintiff.gender,
      race: plaintiff.race,
      education: plaintiff.education,
      remainingLEYears: scenarios(plaintiff.remainingLEYears),
      retirementAge: scenarios(plaintiff.retirementAge),
      annualIncome: scenarios(plaintiff.annualIncome),
      marginalTaxRate: text(plaintiff.marginalTaxRate),
      annualDeductions: text(plaintiff.annualDeductions),
      annualAdjustments: text(plaintiff.annualAdjustments),
      wagesDiscountRate: text(plaintiff.wagesDiscountRate),
      wagesGrowthRate: text(plaintiff.wagesGrowthRate),
      benefitsRate: text(plaintiff.benefitsRate),
      servicesDiscountRate: text(plaintiff.servicesDiscountRate),
      servicesGrowthRate: text(plaintiff.servicesGrowthRate),
      burialCost: text(plaintiff.burialCost),
    },
    wife: spouse
      ? {
          name: spouse.name,
          dateOfBirth: spouse.dateOfBirth,
          gender: spouse.gender,
          race: spouse.race,
          education: spouse.education,
          retirementAge: text(spouse.retirementAge),
          remainingLEYears: text(spouse.remainingLEYears),
        }
      : blank.wife,
    children: {
      amount: data.childrens.length > 0 ? String(data.childrens.length) : '',
      list: data.childrens.map((child) => ({ name: child.name, dateOfBirth: child.dateOfBirth, gender: child.gender })),
    },
    documents: {
      numberOfReviewed: text(documents.numberOfReviewed),
      sourceNames,
      numberOfSoucesForHouseholdServices: documents.sourceInfomations.length > 0 ? String(documents.sourceInfomations.length) : '',
      sourceInfomations: documents.sourceInfomations.map((source) => ({
        name: source.name,
        hourlyRate: text(source.hourlyRate),
        weeklyHours: text(source.weeklyHours),
        numberOfWeeksInYear: text(source.numberOfWeeksInYear),
        endDate: source.endDate,
      })),
    },
    medical: medical
      ? {
          numberOfModalities: selected.includes('medicalExpensesFuture') ? String(medical.data.length) : '',
          reportTitle: medical.reportTitle ?? '',
          reportDate: medical.reportDate ?? '',
          totalPastMedicalExpenses: text(medical.totalPastMedicalExpenses),
          data: medical.data.map((modality) => ({
            scenarios: modality.scenarios.map((s) => ({
              type: s.type,
              category: s.category,
              modality: s.modality,
              from: s.from,
              to: s.to,
              annualCost: text(s.annualCost),
              growthRate: text(s.growthRate),
              discountRate: text(s.discountRate),
            })),
          })),
        }
      : blank.medical,
  };
}
