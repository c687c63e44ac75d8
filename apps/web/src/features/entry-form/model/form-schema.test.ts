import { describe, expect, it } from 'vitest';
import { earningsValues, personalInjuryValues, wrongfulDeathValues } from '../testing/fixtures.ts';
import { blankChild, blankFormValues, blankMedicalScenario, blankServiceSource, type FormValues } from './form-values.ts';
import { formSchema } from './form-schema.ts';

/** The schema's first message per field path, as react-hook-form shows them. */
function messages(values: FormValues): Record<string, string> {
  const result = formSchema.safeParse(values);
  const out: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('formSchema: the required messages of spec §5', () => {
  it('reports every blank field of a wrongful-death case with spouse, children, documents and services', () => {
    const values = blankFormValues();
    values.case.type = 'wrongfulDeath';
    values.case.typeSelectedValues = ['supportLossPast', 'supportLossFuture', 'householdServicesWdP', 'householdServicesWdF'];
    values.house.hasWife = 'true';
    values.house.hasChildren = 'true';
    values.children.list = [blankChild()];
    values.documents = {
      numberOfReviewed: '1',
      sourceNames: [{ value: '' }],
      numberOfSoucesForHouseholdServices: '',
      sourceInfomations: [blankServiceSource()],
    };
    expect(messages(values)).toEqual({
      'case.economist': 'Economist is required',
      'case.dateOfReport': 'Date of Report is required',
      'case.dateOfTrial': 'Date of trial is required',
      'case.dateOfInjuryOrDeath': 'Date of injury or death is required',
      'case.retainingAttorneyOrFirm': 'Retaining Attorney or Firm is required',
      'plaintiff.burialCost': 'Burial Cost is required',
      'house.holdSize': 'Required field',
      'house.holdIncome': 'Household income is required',
      'plaintiff.name': 'Name is required',
      'plaintiff.dateOfBirth': 'Date of Birth is required',
      'plaintiff.gender': 'Gender is required',
      'plaintiff.race': 'Race is required',
      'plaintiff.education': 'Education is required',
      'plaintiff.remainingLEYears.0.value': 'Remaining LE Years is required',
      'plaintiff.retirementAge.0.value': 'Retirement age is required',
      'plaintiff.annualIncome.0.value': 'Annual income is required',
      'plaintiff.marginalTaxRate': 'Marginal tax rate is required',
      'plaintiff.annualDeductions': 'Annual deductions is required',
      'plaintiff.annualAdjustments': 'Annual adjustments is required',
      'plaintiff.wagesDiscountRate': 'Wages discount rate is required',
      'plaintiff.wagesGrowthRate': 'Wages growth rate is required',
      'wife.name': 'Name is required',
      'wife.dateOfBirth': 'Date of birth is required',
      'wife.race': 'Race is required',
      'wife.retirementAge': 'Retirement age is required',
      'wife.gender': 'Gender is required',
      'wife.remainingLEYears': 'Remaining LE years is required',
      'wife.education': 'Education is required',
      'children.amount': 'Number of children is required',
      'children.list.0.name': 'Name is required',
      'children.list.0.dateOfBirth': 'Date of birth is required',
      'children.list.0.gender': 'Gender is required',
      'documents.sourceNames.0.value': 'Source name is required',
      'plaintiff.servicesDiscountRate': 'Services discount rate is required',
      'plaintiff.servicesGrowthRate': 'Services growth rate is required',
      'documents.numberOfSoucesForHouseholdServices': 'Number of sources for household services is required',
      'documents.sourceInfomations.0.name': 'Source name is required',
      'documents.sourceInfomations.0.hourlyRate': 'Hourly rate is required',
      'documents.sourceInfomations.0.endDate': 'End date is required',
      'documents.sourceInfomations.0.weeklyHours': 'Weekly hours is requires',
      'documents.sourceInfomations.0.numberOfWeeksInYear': 'Number of weeks in year is required',
    });
  });

  it('reports the case type, the spouse and children choices and the documents count', () => {
    const values = blankFormValues();
    values.documents.numberOfReviewed = '';
    expect(messages(values)).toMatchObject({
      'case.type': 'Case type is required',
      'documents.numberOfReviewed': 'Number of documents reviewed is required',
    });
    values.case.type = 'personalInjury';
    values.case.typeSelectedValues = ['lossOfEarningsPast'];
    expect(messages(values)).toMatchObject({
      'house.hasWife': 'Must select an option',
      'house.hasChildren': 'Must select an option',
      'plaintiff.benefitsRate': 'Benefits rate is required',
    });
  });

  it('reports every blank medical field, and the past total only with past medical', () => {
    const values = blankFormValues();
    values.case.type = 'personalInjury';
    values.case.typeSelectedValues = ['medicalExpensesPast', 'medicalExpensesFuture'];
    values.medical.data = [{ scenarios: [{ ...blankMedicalScenario(), annualCost: '', growthRate: '', discountRate: '' }] }];
    expect(messages(values)).toMatchObject({
      'medical.numberOfModalities': 'Number of medical modalities is required',
      'medical.reportTitle': 'Report title is required',
      'medical.reportDate': 'Report date is required',
      'medical.totalPastMedicalExpenses': 'Total of past medical expenses is required',
      'medical.data.0.scenarios.0.category': 'Category is required',
      'medical.data.0.scenarios.0.modality': 'Modality is required',
      'medical.data.0.scenarios.0.from': 'From date is required',
      'medical.data.0.scenarios.0.to': 'To date is required',
      'medical.data.0.scenarios.0.annualCost': 'Annual cost is required',
      'medical.data.0.scenarios.0.growthRate': 'Growth rate is required',
      'medical.data.0.scenarios.0.discountRate': 'Discount rate is required',
    });
    values.case.typeSelectedValues = ['medicalExpensesFuture'];
    expect(messages(values)['medical.totalPastMedicalExpenses']).toBeUndefined();
    values.case.typeSelectedValues = ['medicalExpensesPast'];
    expect(messages(values)['medical.reportTitle']).toBeUndefined();
  });

  it('asks for at least one loss category once a case type is chosen', () => {
    const values = wrongfulDeathValues();
    values.case.typeSelectedValues = [];
    expect(messages(values)['case.typeSelectedValues']).toBe('Select at least one loss category');
  });
});

describe('formSchema: further rules', () => {
  it('accepts the complete example cases', () => {
    expect(messages(wrongfulDeathValues())).toEqual({});
    expect(messages(personalInjuryValues())).toEqual({});
  });

  it("requires a household of at least 1, plus the spouse, plus the children: 'Minimum household size value is N'", () => {
    const values = wrongfulDeathValues();
    values.house.holdSize = '3';
    expect(messages(values)['house.holdSize']).toBe('Minimum household size value is 4');
    values.house.hasWife = 'false';
    expect(messages(values)['house.holdSize']).toBeUndefined();
    values.house.holdSize = '0';
    values.house.hasChildren = 'false';
    expect(messages(values)['house.holdSize']).toBe('Minimum household size value is 1');
  });

  it('asks an earnings case for no spouse or child details, and counts a yes to children as at least one child', () => {
    const values = earningsValues();
    values.house.hasWife = 'true';
    values.house.hasChildren = 'true';
    values.house.holdSize = '2';
    expect(messages(values)).toEqual({ 'house.holdSize': 'Minimum household size value is 3' });
    values.house.holdSize = '3';
    expect(messages(values)).toEqual({});
  });

  it('skips the rules of hidden sections', () => {
    const values = personalInjuryValues();
    values.wife.name = '';
    values.plaintiff.retirementAge = [{ value: '' }];
    values.plaintiff.wagesDiscountRate = '';
    expect(messages(values)).toEqual({});
  });

  it('checks every scenario, children and source count ranges', () => {
    const values = wrongfulDeathValues();
    values.plaintiff.remainingLEYears = [{ value: '33.1' }, { value: '' }];
    values.children.amount = '11';
    values.documents.numberOfReviewed = '-1';
    expect(messages(values)).toMatchObject({
      'plaintiff.remainingLEYears.1.value': 'Remaining LE Years is required',
      'children.amount': 'Number of children must be between 1 and 10',
      'documents.numberOfReviewed': 'Number of documents reviewed must be between 0 and 100',
    });
  });

  it('rejects rates given as percentages and a to date before the from date', () => {
    const values = personalInjuryValues();
    values.plaintiff.servicesDiscountRate = '3.73';
    const scenario = values.medical.data[0]!.scenarios[0]!;
    scenario.to = '2024-01-01';
    expect(messages(values)).toEqual({
      'plaintiff.servicesDiscountRate': 'Services discount rate must be a fraction between -0.5 and 1 (0.0394 = 3.94%)',
      'medical.data.0.scenarios.0.to': 'To date must not be before the from date',
    });
  });
});
