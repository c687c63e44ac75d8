import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRejected } from '../../../testing/expect-rejected.ts';
import { exampleRequest } from '../../../testing/shared-examples.ts';
import { postJson, testApp } from '../../../testing/test-app.ts';

type Body = Record<string, unknown> & Record<string, any>;
interface Case {
  name: string;
  change: (body: Body) => void;
  path: string;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({}, { requireSession: false });
});
afterAll(() => app.close());

function rejects(url: string, example: string, cases: Case[]) {
  describe(url, () => {
    it.each(cases)('rejects $name with an issue on $path', async ({ change, path }) => {
      const body = exampleRequest<Body>(example);
      change(body);
      expectRejected(await postJson(app, url, body), 400, path);
    });
  });
}

const scenario = (key: string, id: number, value: string) => ({ id, [key]: value });

rejects('/api/create_table/loss_earnings/past', 'loss_earnings-past', [
  { name: 'a missing date of report', change: (b) => delete b.caseDor, path: 'caseDor' },
  { name: 'a missing income list', change: (b) => delete b.taxIncome, path: 'taxIncome' },
  { name: 'a date given as a number', change: (b) => (b.caseDor = 5), path: 'caseDor' },
  { name: 'a rate given as an object', change: (b) => (b.benefitsRate = {}), path: 'benefitsRate' },
  { name: 'a non-numeric rate', change: (b) => (b.benefitsRate = 'fifteen'), path: 'benefitsRate' },
  { name: 'a rate of "NaN"', change: (b) => (b.wagesGrowth = 'NaN'), path: 'wagesGrowth' },
  { name: 'a rate of "Infinity"', change: (b) => (b.wagesGrowth = 'Infinity'), path: 'wagesGrowth' },
  { name: 'an income of "1e400"', change: (b) => (b.taxIncome[0].taxIncome = '1e400'), path: 'taxIncome.0.taxIncome' },
  { name: 'an empty rate', change: (b) => (b.wagesDiscount = ''), path: 'wagesDiscount' },
  { name: 'the 29th of February of a common year', change: (b) => (b.caseDoi = '2023-02-29'), path: 'caseDoi' },
  { name: 'a 13th month', change: (b) => (b.caseDoi = '2023-13-01'), path: 'caseDoi' },
  { name: 'a date written with slashes', change: (b) => (b.caseDoi = '2023/01/01'), path: 'caseDoi' },
  { name: 'a birth after the injury', change: (b) => (b.plaintiffDob = '2023-01-01'), path: 'plaintiffDob' },
  { name: 'an injury after the trial', change: (b) => (b.caseDot = '2022-01-01'), path: 'caseDot' },
  { name: 'a discount rate above 1', change: (b) => (b.wagesDiscount = '1.5'), path: 'wagesDiscount' },
  { name: 'a growth rate below -0.5', change: (b) => (b.wagesGrowth = '-0.6'), path: 'wagesGrowth' },
  { name: 'a negative income', change: (b) => (b.taxIncome[1].taxIncome = '-1'), path: 'taxIncome.1.taxIncome' },
  {
    name: 'four income scenarios',
    change: (b) => (b.taxIncome = [0, 1, 2, 3].map((id) => scenario('taxIncome', id, '50000'))),
    path: 'taxIncome',
  },
  { name: 'no retirement scenario', change: (b) => (b.wleYears = []), path: 'wleYears' },
  {
    name: 'duplicate retirement scenario ids',
    change: (b) => (b.wleYears = [scenario('retirementAge', 0, '67'), scenario('retirementAge', 0, '62')]),
    path: 'wleYears.1.id',
  },
  { name: 'a fractional scenario id', change: (b) => (b.totalLeYears[0].id = 0.5), path: 'totalLeYears.0.id' },
  { name: 'a zero life expectancy', change: (b) => (b.totalLeYears[0].totalLeYears = '0'), path: 'totalLeYears.0.totalLeYears' },
]);

rejects('/api/create_table/loss_earnings/future', 'loss_earnings-future', [
  { name: 'a rate given as a boolean', change: (b) => (b.benefitsRate = true), path: 'benefitsRate' },
]);

const child = (dob: string) => ({ childDob: dob, childGender: 'Female' });

rejects('/api/create_table/loss_support/past', 'loss_support-past', [
  { name: 'eleven children', change: (b) => (b.children = Array.from({ length: 11 }, () => child('2010-01-01'))), path: 'children' },
  { name: 'a child with an impossible birth date', change: (b) => (b.children[0].childDob = '2010-02-30'), path: 'children.0.childDob' },
  { name: 'an unknown gender', change: (b) => (b.plaintiffGender = 'unknown'), path: 'plaintiffGender' },
  { name: 'a household of 0', change: (b) => (b.householdSize = '0'), path: 'householdSize' },
  { name: 'a household of 2.5', change: (b) => (b.householdSize = '2.5'), path: 'householdSize' },
  { name: 'a zero household income', change: (b) => (b.householdIncome = '0'), path: 'householdIncome' },
  { name: 'a negative deduction', change: (b) => (b.taxDeductions = '-100'), path: 'taxDeductions' },
  { name: 'a tax rate above 1', change: (b) => (b.taxRate = '1.01'), path: 'taxRate' },
  { name: 'a spouse life expectancy without a spouse birth date', change: (b) => (b.spouseDob = ''), path: 'spouseDob' },
  {
    name: 'a death in a year before the CPI-U data',
    change: (b) => Object.assign(b, { plaintiffDob: '1906-01-01', caseDoi: '1910-05-01' }),
    path: 'caseDoi',
  },
]);

rejects('/api/create_table/loss_support/future', 'loss_support-future', [
  { name: 'a missing gender', change: (b) => delete b.plaintiffGender, path: 'plaintiffGender' },
]);

const source = { servicesEndDate: '2030-12-31', servicesHourlyRate: '20', servicesNumOfWeeks: '52', servicesWeeklyHours: '5' };

rejects('/api/create_table/loss_services/past', 'loss_services-past', [
  { name: 'eleven sources', change: (b) => (b.services = Array.from({ length: 11 }, () => ({ ...source }))), path: 'services' },
  { name: 'no source', change: (b) => (b.services = []), path: 'services' },
  { name: 'a negative hourly rate', change: (b) => (b.services[0].servicesHourlyRate = '-16.66'), path: 'services.0.servicesHourlyRate' },
  {
    name: 'more weekly hours than a week has',
    change: (b) => (b.services[1].servicesWeeklyHours = '169'),
    path: 'services.1.servicesWeeklyHours',
  },
  {
    name: 'four life-expectancy scenarios',
    change: (b) => (b.totalLeYears = [0, 1, 2, 3].map((id) => scenario('totalLeYears', id, '20'))),
    path: 'totalLeYears',
  },
  {
    name: 'duplicate life-expectancy ids',
    change: (b) => (b.totalLeYears = [scenario('totalLeYears', 1, '20'), scenario('totalLeYears', 1, '15')]),
    path: 'totalLeYears.1.id',
  },
]);

rejects('/api/create_table/loss_services/future', 'loss_services-future', [
  { name: 'a services discount rate outside [-0.5, 1]', change: (b) => (b.servicesDiscount = '-0.51'), path: 'servicesDiscount' },
]);

rejects('/api/create_table/loss_medical/future', 'loss_medical-future', [
  {
    name: 'an unknown scenario type',
    change: (b) => (b.medical[0].scenarios[0].scenarioType = 'likely'),
    path: 'medical.0.scenarios.0.scenarioType',
  },
  {
    name: 'a negative annual cost',
    change: (b) => (b.medical[0].scenarios[1].scenarioAnnualCost = '-1'),
    path: 'medical.0.scenarios.1.scenarioAnnualCost',
  },
  {
    name: 'a to date before the from date',
    change: (b) => (b.medical[0].scenarios[0].scenarioTo = '2024-12-31'),
    path: 'medical.0.scenarios.0.scenarioTo',
  },
  { name: 'modalities that are not a list', change: (b) => (b.medical = {}), path: 'medical' },
]);

// Version 2 options (methodology §5, §7, §8): a missing or contradictory option names its field.
rejects('/api/create_table/loss_earnings/future', 'loss_earnings-future-residual-after-tax', [
  { name: 'after-tax earnings without a tax rate', change: (b) => delete b.taxRate, path: 'taxRate' },
  { name: 'after-tax earnings with blank deductions', change: (b) => (b.taxDeductions = ''), path: 'taxDeductions' },
  { name: 'after-tax earnings without adjustments', change: (b) => (b.taxAdjustments = null), path: 'taxAdjustments' },
  { name: 'a tax rate above 1', change: (b) => (b.taxRate = '1.2'), path: 'taxRate' },
  { name: 'an unknown earnings basis', change: (b) => (b.earningsBasis = 'net'), path: 'earningsBasis' },
  { name: 'an earnings basis in the wrong case', change: (b) => (b.earningsBasis = 'AfterTax'), path: 'earningsBasis' },
  { name: 'a residual earning capacity without its start date', change: (b) => delete b.residualStartDate, path: 'residualStartDate' },
  { name: 'a residual earning capacity with a blank start date', change: (b) => (b.residualStartDate = ' '), path: 'residualStartDate' },
  { name: 'a residual start before the injury', change: (b) => (b.residualStartDate = '2022-06-14'), path: 'residualStartDate' },
  { name: 'an impossible residual start date', change: (b) => (b.residualStartDate = '2027-02-29'), path: 'residualStartDate' },
  { name: 'a negative residual earning capacity', change: (b) => (b.residualEarnings = '-1'), path: 'residualEarnings' },
  { name: 'a non-numeric residual earning capacity', change: (b) => (b.residualEarnings = 'some'), path: 'residualEarnings' },
]);

rejects('/api/create_table/loss_support/future', 'loss_support-future-household-income-base', [
  { name: 'an unknown consumption base', change: (b) => (b.consumptionBase = 'family'), path: 'consumptionBase' },
  { name: 'a consumption base that is not text', change: (b) => (b.consumptionBase = 1), path: 'consumptionBase' },
]);

rejects('/api/create_table/loss_medical/future', 'loss_medical-future-frequencies', [
  {
    name: 'every N years without N',
    change: (b) => delete b.medical[0].scenarios[0].scenarioEveryYears,
    path: 'medical.0.scenarios.0.scenarioEveryYears',
  },
  {
    name: 'every N years with a blank N',
    change: (b) => (b.medical[0].scenarios[1].scenarioEveryYears = ''),
    path: 'medical.0.scenarios.1.scenarioEveryYears',
  },
  {
    name: 'every 0 years',
    change: (b) => (b.medical[0].scenarios[0].scenarioEveryYears = '0'),
    path: 'medical.0.scenarios.0.scenarioEveryYears',
  },
  {
    name: 'every 51 years',
    change: (b) => (b.medical[0].scenarios[0].scenarioEveryYears = 51),
    path: 'medical.0.scenarios.0.scenarioEveryYears',
  },
  {
    name: 'every 2.5 years',
    change: (b) => (b.medical[0].scenarios[0].scenarioEveryYears = '2.5'),
    path: 'medical.0.scenarios.0.scenarioEveryYears',
  },
  {
    name: 'an unknown frequency',
    change: (b) => (b.medical[1].scenarios[0].scenarioFrequency = 'monthly'),
    path: 'medical.1.scenarios.0.scenarioFrequency',
  },
]);

// Version 3's inputs (methodology section 18): each error names its field, and nothing is computed.
const worklife = (id: number, wle: string, yfs: string) => ({ id, worklifeExpectancy: wle, yearsToFinalSeparation: yfs });

rejects('/api/create_table/loss_support/future', 'loss_support-future-tinari-2016', [
  { name: 'an unknown discount convention', change: (b) => (b.discountConvention = 'weekly'), path: 'discountConvention' },
  { name: 'an unknown discount method', change: (b) => (b.discountMethod = 'real'), path: 'discountMethod' },
  { name: 'a valuation year with a fraction', change: (b) => (b.valuationYear = '2015.5'), path: 'valuationYear' },
  { name: 'a valuation year before 1900', change: (b) => (b.valuationYear = '1899'), path: 'valuationYear' },
  {
    name: 'the net discount rate method without its rate',
    change: (b) => (b.discountMethod = 'netDiscountRate'),
    path: 'netDiscountRate',
  },
  { name: 'a net discount rate above 1', change: (b) => (b.netDiscountRate = '1.5'), path: 'netDiscountRate' },
  { name: 'a first-year portion of 0', change: (b) => (b.firstYearPortion = '0'), path: 'firstYearPortion' },
  { name: 'a last-year portion above 1', change: (b) => (b.lastYearPortion = '1.2'), path: 'lastYearPortion' },
  {
    name: 'a portion override with midPeriod',
    change: (b) => (b.discountConvention = 'midPeriod'),
    path: 'firstYearPortion',
  },
  { name: 'a portion override with no convention', change: (b) => delete b.discountConvention, path: 'lastYearPortion' },
  { name: 'an earnings base year before 1950', change: (b) => (b.earningsBaseYear = '1949'), path: 'earningsBaseYear' },
  { name: 'a past growth rate above 1', change: (b) => (b.pastGrowth = '2'), path: 'pastGrowth' },
  { name: 'an unknown worklife method', change: (b) => (b.worklifeMethod = 'tables'), path: 'worklifeMethod' },
  { name: 'worklife scenarios missing with their method', change: (b) => delete b.worklife, path: 'worklife' },
  { name: 'no worklife scenario', change: (b) => (b.worklife = []), path: 'worklife' },
  {
    name: 'four worklife scenarios',
    change: (b) => (b.worklife = [0, 1, 2, 3].map((id) => worklife(id, '10', '12'))),
    path: 'worklife',
  },
  {
    name: 'a worklife expectancy above the years to final separation',
    change: (b) => (b.worklife = [worklife(0, '14', '13')]),
    path: 'worklife.0.worklifeExpectancy',
  },
  {
    name: 'years to final separation of 0',
    change: (b) => (b.worklife = [worklife(0, '11', '0')]),
    path: 'worklife.0.yearsToFinalSeparation',
  },
  {
    name: 'years to final separation above 80',
    change: (b) => (b.worklife = [worklife(0, '11', '81')]),
    path: 'worklife.0.yearsToFinalSeparation',
  },
  {
    name: 'duplicate worklife scenario ids',
    change: (b) => (b.worklife = [worklife(0, '11', '13'), worklife(0, '10', '13')]),
    path: 'worklife.1.id',
  },
  { name: 'retirement ages missing without worklife scenarios', change: (b) => delete b.worklifeMethod, path: 'wleYears' },
  { name: 'an unemployment rate above 0.5', change: (b) => (b.unemploymentRate = '0.6'), path: 'unemploymentRate' },
  {
    name: 'a benefit replacement above 1',
    change: (b) => (b.unemploymentBenefitReplacement = '1.5'),
    path: 'unemploymentBenefitReplacement',
  },
  { name: 'an unknown consumption method', change: (b) => (b.consumptionMethod = 'average'), path: 'consumptionMethod' },
  { name: 'a fixed rate without its rate', change: (b) => delete b.consumptionRate, path: 'consumptionRate' },
  { name: 'a consumption rate above 1', change: (b) => (b.consumptionRate = '1.1'), path: 'consumptionRate' },
  {
    name: 'a later consumption rate without its switch year',
    change: (b) => delete b.consumptionSwitchYear,
    path: 'consumptionSwitchYear',
  },
  {
    name: 'a consumption switch year without its later rate',
    change: (b) => delete b.consumptionRateLater,
    path: 'consumptionRateLater',
  },
  { name: 'a switch year with a fraction', change: (b) => (b.consumptionSwitchYear = '2016.5'), path: 'consumptionSwitchYear' },
  { name: 'a benefits rate above 1', change: (b) => (b.benefitsRate = '1.5'), path: 'benefitsRate' },
  { name: 'a negative benefits rate', change: (b) => (b.benefitsRate = '-0.1'), path: 'benefitsRate' },
]);

rejects('/api/create_table/loss_earnings/future', 'loss_earnings-future-worklife-net-discount-rate', [
  { name: 'the net discount rate method without its rate', change: (b) => delete b.netDiscountRate, path: 'netDiscountRate' },
  {
    name: 'a portion override with midPeriod',
    change: (b) => Object.assign(b, { discountConvention: 'midPeriod', lastYearPortion: '0.5' }),
    path: 'lastYearPortion',
  },
  {
    name: 'a worklife expectancy of 0',
    change: (b) => (b.worklife[1].worklifeExpectancy = '0'),
    path: 'worklife.1.worklifeExpectancy',
  },
  { name: 'a negative unemployment rate', change: (b) => (b.unemploymentRate = '-0.01'), path: 'unemploymentRate' },
]);

rejects('/api/create_table/loss_services/future', 'loss_services-future-stages', [
  { name: 'an unknown discount convention', change: (b) => (b.discountConvention = 'annual'), path: 'discountConvention' },
  { name: 'a first-year portion on services', change: (b) => (b.firstYearPortion = '0.5'), path: 'firstYearPortion' },
  { name: 'a last-year portion on services', change: (b) => (b.lastYearPortion = '0.5'), path: 'lastYearPortion' },
  { name: 'a share of services lost of 0', change: (b) => (b.services[0].servicesLossShare = '0'), path: 'services.0.servicesLossShare' },
  {
    name: 'a share of services lost above 1',
    change: (b) => (b.services[1].servicesLossShare = '1.5'),
    path: 'services.1.servicesLossShare',
  },
  {
    name: 'an impossible services start date',
    change: (b) => (b.services[0].servicesStartDate = '2026-02-30'),
    path: 'services.0.servicesStartDate',
  },
  { name: 'a survivor life expectancy of 0', change: (b) => (b.survivorLeYears = '0'), path: 'survivorLeYears' },
  { name: 'a survivor life expectancy above 120', change: (b) => (b.survivorLeYears = '121'), path: 'survivorLeYears' },
]);

describe('version 3 options left out or blank', () => {
  const blanks = {
    discountConvention: '',
    valuationYear: '',
    discountMethod: '',
    netDiscountRate: '',
    firstYearPortion: '',
    lastYearPortion: '',
    earningsBaseYear: '',
    pastGrowth: '',
    worklifeMethod: '',
    worklife: '',
    unemploymentRate: '',
    unemploymentBenefitReplacement: '',
  };

  it('answers version-1 bodies byte for byte as without them', async () => {
    const cases = [
      ['loss_earnings-future', '/api/create_table/loss_earnings/future', {}],
      [
        'loss_support-future',
        '/api/create_table/loss_support/future',
        { consumptionMethod: '', consumptionRate: '', consumptionRateLater: '', consumptionSwitchYear: '', benefitsRate: '' },
      ],
      ['loss_services-future', '/api/create_table/loss_services/future', { survivorLeYears: '', firstYearPortion: null }],
    ] as const;
    for (const [example, url, extra] of cases) {
      const body = exampleRequest<Body>(example);
      const plain = await postJson(app, url, body);
      const blank = await postJson(app, url, { ...body, ...blanks, ...extra });
      expect(plain.statusCode, plain.body).toBe(200);
      expect(blank.body).toBe(plain.body);
    }
  });

  it('values a table the same with the defaults written out', async () => {
    const body = exampleRequest<Body>('loss_earnings-past');
    const plain = await postJson(app, '/api/create_table/loss_earnings/past', body);
    const explicit = await postJson(app, '/api/create_table/loss_earnings/past', {
      ...body,
      discountConvention: 'midPeriod',
      discountMethod: 'nominal',
      valuationYear: '1990',
      worklifeMethod: 'retirementAge',
      unemploymentBenefitReplacement: '0.5',
    });
    expect(explicit.body).toBe(plain.body);
  });
});

describe('version 2 options left out or blank', () => {
  const columnsOf = (body: { table: { table: string }[] }) => Object.keys((JSON.parse(body.table[0]!.table) as object[])[0]!);

  it('computes before-tax earnings without a tax rate, and ignores a residual capacity of 0 without a start date', async () => {
    const body = exampleRequest<Body>('loss_earnings-future-residual-after-tax');
    Object.assign(body, {
      earningsBasis: 'beforeTax',
      taxRate: '',
      taxDeductions: '',
      taxAdjustments: '',
      residualEarnings: '0',
      residualStartDate: '',
    });
    const response = await postJson(app, '/api/create_table/loss_earnings/future', body);
    expect(response.statusCode, response.body).toBe(200);
    expect(columnsOf(response.json())).toEqual([
      'Year',
      'Age',
      'Portion',
      'Earnings',
      'Fringe Benefits',
      'Total Compensation',
      'Loss',
      'Discount Factor',
      'PV',
    ]);
  });

  it('answers a version-1 body exactly as the version-1 example, with blank options', async () => {
    const body = exampleRequest<Body>('loss_support-future');
    const plain = await postJson(app, '/api/create_table/loss_support/future', body);
    const blank = await postJson(app, '/api/create_table/loss_support/future', { ...body, consumptionBase: '' });
    const explicit = await postJson(app, '/api/create_table/loss_support/future', { ...body, consumptionBase: 'decedentIncome' });
    expect(plain.statusCode).toBe(200);
    expect(blank.body).toBe(plain.body);
    expect(explicit.body).toBe(plain.body);
  });
});

describe('numbers beyond double precision', () => {
  it('rejects a JSON number 1e400 (parsed as Infinity)', async () => {
    const body = exampleRequest('loss_earnings-past');
    const payload = JSON.stringify({ ...body, wagesDiscount: '@@' }).replace('"@@"', '1e400');
    const response = await app.inject({
      method: 'POST',
      url: '/api/create_table/loss_earnings/past',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectRejected(response, 400, 'wagesDiscount');
  });

  it('accepts JSON numbers as well as numeric strings', async () => {
    const body = exampleRequest<Body>('loss_earnings-past');
    body.benefitsRate = 0.15;
    body.taxIncome[0].taxIncome = 135954;
    const response = await postJson(app, '/api/create_table/loss_earnings/past', body);
    expect(response.statusCode).toBe(200);
  });
});

describe('junk in any field', () => {
  const JUNK: unknown[] = [null, {}, [], true, 'x', -1, 1e308, '9'.repeat(400), '2023-02-29'];
  const cases: [string, string][] = [
    ['/api/create_table/loss_earnings/future', 'loss_earnings-future'],
    ['/api/create_table/loss_support/future', 'loss_support-future'],
    ['/api/create_table/loss_services/future', 'loss_services-future'],
    ['/api/create_table/loss_medical/future', 'loss_medical-future'],
    ['/api/create_table/loss_earnings/future', 'loss_earnings-future-residual-after-tax'],
    ['/api/create_table/loss_support/future', 'loss_support-future-household-income-base'],
    ['/api/create_table/loss_medical/future', 'loss_medical-future-frequencies'],
  ];

  it.each(cases)('%s never answers 5xx, whatever a top-level field holds', async (url, example) => {
    const original = exampleRequest(example);
    for (const field of Object.keys(original)) {
      for (const junk of JUNK) {
        const response = await postJson(app, url, { ...original, [field]: junk });
        expect(response.statusCode, `${field} = ${JSON.stringify(junk)}`).toBeLessThan(500);
      }
    }
  });
});
