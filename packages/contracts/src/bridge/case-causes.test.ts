import { describe, expect, it } from 'vitest';
import type { FormDataRecord } from '../saved-form/saved-form-record.ts';
import { causesBetween, withCausesApplied, type CaseCause } from './case-causes.ts';

/** A personal-injury case as first reported: earnings and household services, its rates and life expectancy looked up. */
const FIRST_REPORT: FormDataRecord = {
  case: {
    dateOfInjuryOrDeath: '2023-11-20',
    dateOfReport: '2025-03-01',
    dateOfTrial: '2025-09-08',
    economist: 'economist-1',
    retainingAttorneyOrFirm: 'Acme Law',
    caseName: 'Doe v. Acme Trucking, Inc.',
    type: 'personalInjury',
    typeSelectedValues: ['lossOfEarningsPast', 'lossOfEarningsFuture', 'householdServicesWdP', 'householdServicesWdF'],
  },
  documents: {
    sourceNames: ['Tax returns 2021–2023'],
    sourceInfomations: [
      {
        name: 'Yard work',
        hourlyRate: 17.4,
        weeklyHours: 4,
        numberOfWeeksInYear: 30,
        endDate: '2050-06-30',
        provenance: {
          hourlyRate: {
            lookup: 'oews',
            occupation: '37-3011',
            title: 'Landscaping and Groundskeeping Workers',
            statistic: 'median',
            asOf: 'May 2024',
          },
        },
      },
    ],
    numberOfReviewed: 1,
    numberOfSoucesForHouseholdServices: 1,
  },
  plaintiff: {
    name: 'John Doe',
    gender: 'male',
    race: 'white',
    education: 'bachelor',
    dateOfBirth: '1978-09-17',
    annualIncome: [96000],
    benefitsRate: 0.15,
    wagesDiscountRate: 0.0421,
    wagesGrowthRate: 0.031,
    remainingLEYears: [33.1],
    retirementAge: [67],
    provenance: {
      remainingLEYears: [{ lookup: 'lifeTable', table: 'NCHS 2022, non-Hispanic White male', race: 'white', sex: 'male' }],
      tableLEYears: [33.1],
      wagesDiscountRate: { lookup: 'treasury', asOf: '2025-02-28', tenorYears: 9.3 },
      wagesGrowthRate: { lookup: 'growth', series: 'wages', years: 20, fromYear: 2004, toYear: 2024 },
    },
  },
  childrens: [],
};

/**
 * The supplemental report: ten months later, the curve and the life table looked up again, the
 * income and the hours corrected, the valuation moved to mid-year and interest claimed; the caption
 * and the narrative reworded.
 */
const SUPPLEMENTAL: FormDataRecord = {
  ...FIRST_REPORT,
  case: { ...FIRST_REPORT.case, dateOfReport: '2026-01-15', dateOfTrial: '2026-06-01', caseName: 'John Doe v. Acme Trucking, Inc.' },
  documents: {
    ...FIRST_REPORT.documents,
    sourceInfomations: [{ ...FIRST_REPORT.documents.sourceInfomations[0]!, weeklyHours: 5 }],
  },
  plaintiff: {
    ...FIRST_REPORT.plaintiff,
    annualIncome: [98500],
    wagesDiscountRate: 0.0398,
    remainingLEYears: [32.4],
    provenance: {
      ...FIRST_REPORT.plaintiff.provenance,
      remainingLEYears: [{ lookup: 'lifeTable', table: 'NCHS 2023, non-Hispanic White male', race: 'white', sex: 'male' }],
      tableLEYears: [32.4],
      wagesDiscountRate: { lookup: 'treasury', asOf: '2026-01-14', tenorYears: 8.6 },
    },
  },
  valuation: { discountConvention: 'midYear', valuationYear: 2026 },
  interest: { ratePercent: 6, compounding: 'simple' },
  narrative: { summary: 'The figures are brought to the date of this supplemental report.' },
};

describe('the causes of a difference between two versions of a case', () => {
  it('lists them in the bridge’s order, each with its words and the paths it covers', () => {
    expect(causesBetween(FIRST_REPORT, SUPPLEMENTAL)).toEqual<CaseCause[]>([
      { kind: 'passageOfTime', label: 'Passage of time', paths: ['case.dateOfReport', 'case.dateOfTrial', 'valuation.valuationYear'] },
      {
        kind: 'refreshedFigure',
        label: 'Remaining life expectancy, scenario 1: NCHS 2023, non-Hispanic White male',
        paths: ['plaintiff.remainingLEYears.0', 'plaintiff.provenance.remainingLEYears.0.table', 'plaintiff.provenance.tableLEYears.0'],
      },
      {
        kind: 'refreshedFigure',
        label: 'Wages discount rate: Treasury par yield curve of 2026-01-14, 8.6-year maturity',
        paths: [
          'plaintiff.wagesDiscountRate',
          'plaintiff.provenance.wagesDiscountRate.asOf',
          'plaintiff.provenance.wagesDiscountRate.tenorYears',
        ],
      },
      { kind: 'input', label: 'Annual income, scenario 1', paths: ['plaintiff.annualIncome.0'] },
      { kind: 'input', label: 'Household services source 1: weekly hours', paths: ['documents.sourceInfomations.0.weeklyHours'] },
      { kind: 'methodOption', label: 'Valuation convention', paths: ['valuation.discountConvention'] },
      { kind: 'methodOption', label: 'Prejudgment interest', paths: ['interest'] },
    ]);
  });

  it('finds none between a case and itself, nor when only the report’s words changed', () => {
    expect(causesBetween(FIRST_REPORT, FIRST_REPORT)).toEqual([]);
    const reworded: FormDataRecord = {
      ...FIRST_REPORT,
      case: { ...FIRST_REPORT.case, caseName: 'Doe v. Acme', economist: 'profile-7' },
      plaintiff: { ...FIRST_REPORT.plaintiff, name: 'John Q. Doe', occupation: 'Machinist' },
      narrative: { summary: 'New words.' },
    };
    expect(causesBetween(FIRST_REPORT, reworded)).toEqual([]);
  });

  it('counts a looked-up figure the economist typed over as an input, and a figure newly looked up as refreshed data', () => {
    const { wagesDiscountRate: _typedOver, ...provenance } = FIRST_REPORT.plaintiff.provenance!;
    const typed: FormDataRecord = { ...FIRST_REPORT, plaintiff: { ...FIRST_REPORT.plaintiff, wagesDiscountRate: 0.04, provenance } };
    expect(causesBetween(FIRST_REPORT, typed)).toEqual([
      { kind: 'input', label: 'Wages discount rate', paths: ['plaintiff.wagesDiscountRate', 'plaintiff.provenance.wagesDiscountRate'] },
    ]);
    const lookedUp: FormDataRecord = {
      ...FIRST_REPORT,
      plaintiff: {
        ...FIRST_REPORT.plaintiff,
        marginalTaxRate: 0.22,
        servicesDiscountRate: 0.041,
        provenance: {
          ...FIRST_REPORT.plaintiff.provenance,
          servicesDiscountRate: { lookup: 'treasury', asOf: '2025-02-28', tenorYears: 25 },
        },
      },
    };
    expect(causesBetween(FIRST_REPORT, lookedUp).map(({ kind, label }) => [kind, label])).toEqual([
      ['refreshedFigure', 'Services discount rate: Treasury par yield curve of 2025-02-28, 25-year maturity'],
      ['input', 'Marginal tax rate'],
    ]);
  });

  it('makes a scenario added one input per list, a household source added one cause with its count', () => {
    const twoScenarios: FormDataRecord = {
      ...FIRST_REPORT,
      documents: {
        ...FIRST_REPORT.documents,
        sourceInfomations: [
          ...FIRST_REPORT.documents.sourceInfomations,
          { name: 'Cooking', hourlyRate: 15, weeklyHours: 7, numberOfWeeksInYear: 52, endDate: '2050-06-30' },
        ],
        numberOfSoucesForHouseholdServices: 2,
      },
      plaintiff: {
        ...FIRST_REPORT.plaintiff,
        annualIncome: [96000, 80000],
        remainingLEYears: [33.1, 33.1],
        retirementAge: [67, 70],
        provenance: {
          ...FIRST_REPORT.plaintiff.provenance,
          remainingLEYears: [FIRST_REPORT.plaintiff.provenance!.remainingLEYears![0]!, null],
        },
      },
    };
    expect(causesBetween(FIRST_REPORT, twoScenarios)).toEqual([
      { kind: 'input', label: 'Remaining life expectancy', paths: ['plaintiff.remainingLEYears', 'plaintiff.provenance.remainingLEYears'] },
      { kind: 'input', label: 'Annual income', paths: ['plaintiff.annualIncome'] },
      { kind: 'input', label: 'Retirement age', paths: ['plaintiff.retirementAge'] },
      {
        kind: 'input',
        label: 'Household services sources',
        paths: ['documents.sourceInfomations', 'documents.numberOfSoucesForHouseholdServices'],
      },
    ]);
  });
  it('makes each option of the method one cause, whatever of it changed, after the inputs', () => {
    const reconsidered: FormDataRecord = {
      ...FIRST_REPORT,
      plaintiff: { ...FIRST_REPORT.plaintiff, earningsBasis: 'afterTax', marginalTaxRate: 0.22 },
      valuation: { discountMethod: 'netDiscountRate', netDiscountRate: 0.015 },
      worklife: {
        method: 'worklifeExpectancy',
        scenarios: [{ worklifeExpectancy: 18.2, yearsToFinalSeparation: 24.6 }],
        tableName: 'Skoog, Ciecka & Krueger (2019), Table 3',
      },
    };
    expect(causesBetween(FIRST_REPORT, reconsidered)).toEqual([
      { kind: 'input', label: 'Marginal tax rate', paths: ['plaintiff.marginalTaxRate'] },
      { kind: 'methodOption', label: 'Discount method', paths: ['valuation.discountMethod', 'valuation.netDiscountRate'] },
      { kind: 'methodOption', label: 'Earnings basis', paths: ['plaintiff.earningsBasis'] },
      { kind: 'methodOption', label: 'Worklife method', paths: ['worklife.method', 'worklife.scenarios'] },
    ]);
  });
});

describe('a case with some of the causes applied', () => {
  const causes = causesBetween(FIRST_REPORT, SUPPLEMENTAL);

  it('is the new case with all of them and the old figures with none, in the new words', () => {
    expect(withCausesApplied(FIRST_REPORT, SUPPLEMENTAL, causes)).toEqual(SUPPLEMENTAL);
    expect(withCausesApplied(FIRST_REPORT, SUPPLEMENTAL, [])).toEqual({
      ...FIRST_REPORT,
      case: { ...FIRST_REPORT.case, caseName: SUPPLEMENTAL.case.caseName },
      narrative: SUPPLEMENTAL.narrative,
    });
    const { narrative: _reworded, ...unworded } = SUPPLEMENTAL;
    const figuresOnly = { ...unworded, case: { ...SUPPLEMENTAL.case, caseName: FIRST_REPORT.case.caseName } };
    expect(withCausesApplied(FIRST_REPORT, figuresOnly, [])).toStrictEqual(FIRST_REPORT);
  });

  it('takes exactly the chosen causes from the new case', () => {
    const [time, lifeExpectancy, , income, , convention] = causes;
    const applied = withCausesApplied(FIRST_REPORT, SUPPLEMENTAL, [time!, income!, convention!]);
    expect(applied.case.dateOfTrial).toBe('2026-06-01');
    expect(applied.valuation).toEqual({ discountConvention: 'midYear', valuationYear: 2026 });
    expect(applied.plaintiff.annualIncome).toEqual([98500]);
    expect(applied.plaintiff.wagesDiscountRate).toBe(0.0421);
    expect(applied.plaintiff.provenance?.wagesDiscountRate?.asOf).toBe('2025-02-28');
    expect(applied.documents.sourceInfomations[0]?.weeklyHours).toBe(4);
    expect(applied.interest).toBeUndefined();
    // The passage of time alone: the valuation year without the convention that reads it.
    expect(withCausesApplied(FIRST_REPORT, SUPPLEMENTAL, [time!]).valuation).toEqual({ valuationYear: 2026 });
    const refreshed = withCausesApplied(FIRST_REPORT, SUPPLEMENTAL, [lifeExpectancy!]).plaintiff;
    expect([refreshed.remainingLEYears, refreshed.provenance?.remainingLEYears?.[0]?.table]).toEqual([
      [32.4],
      'NCHS 2023, non-Hispanic White male',
    ]);
  });
});
