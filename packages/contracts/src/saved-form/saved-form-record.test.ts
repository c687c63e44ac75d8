import { readFileSync } from 'node:fs';
import {
  futureMedicalExpenses,
  lossOfEarnings,
  lossOfHouseholdServices,
  lossOfSupport,
  medicalCareBeforeTrial,
  type EarningsRow,
  type MedicalRow,
  type ServicesRow,
  type SupportRow,
} from '@damages/engine';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { contractExamples } from '../../../../fixtures/contract-examples/index.ts';
import { toWireLoss, toWireMedical } from '../calculation/responses.ts';
import { endpointAt, ENDPOINTS } from '../endpoints.ts';
import { parseSavedFormRecord, savedFormRecord, type FormDataRecord, type SavedFormRecord } from './saved-form-record.ts';
import { buildSavedRecord, type CalculationResults } from './saved-record-of-answers.ts';

const SAVED_AT = '2025-07-11T14:03:00.000Z';

/** The form data of a case with every loss kind; the tables' figures are not checked against it here. */
const FORM_DATA: FormDataRecord = {
  case: {
    dateOfInjuryOrDeath: '2023-11-20',
    dateOfReport: '2025-03-01',
    dateOfTrial: '2025-09-08',
    economist: 'economist-2',
    retainingAttorneyOrFirm: 'Acme Law',
    type: 'wrongfulDeath',
    typeSelectedValues: ['supportLossPast', 'supportLossFuture', 'householdServicesWdP', 'householdServicesWdF'],
  },
  documents: { sourceNames: [], sourceInfomations: [], numberOfReviewed: 0, numberOfSoucesForHouseholdServices: 0 },
  plaintiff: {
    name: 'John Doe',
    gender: 'male',
    race: 'white',
    education: 'master',
    dateOfBirth: '1978-09-17',
    annualIncome: [96000],
    remainingLEYears: [33.1],
    retirementAge: [67],
  },
  childrens: [],
};

/**
 * Where a submit files each create_table answer, computed as the server computes it from the example's
 * body and checked against the endpoint's response schema.
 */
const ANSWERS: Record<string, (body: unknown) => CalculationResults> = {
  lossEarningsPast: (body) => {
    const { request, response } = ENDPOINTS.lossEarningsPast;
    return { lossEarnings: { past: response.parse(toWireLoss(lossOfEarnings(request.parse(body), 'past'))) } };
  },
  lossEarningsFuture: (body) => {
    const { request, response } = ENDPOINTS.lossEarningsFuture;
    return { lossEarnings: { future: response.parse(toWireLoss(lossOfEarnings(request.parse(body), 'future'))) } };
  },
  lossSupportPast: (body) => {
    const { request, response } = ENDPOINTS.lossSupportPast;
    return { lossSupport: { past: response.parse(toWireLoss(lossOfSupport(request.parse(body), 'past'))) } };
  },
  lossSupportFuture: (body) => {
    const { request, response } = ENDPOINTS.lossSupportFuture;
    return { lossSupport: { future: response.parse(toWireLoss(lossOfSupport(request.parse(body), 'future'))) } };
  },
  lossServicesPast: (body) => {
    const { request, response } = ENDPOINTS.lossServicesPast;
    return { lossServices: { past: response.parse(toWireLoss(lossOfHouseholdServices(request.parse(body), 'past'))) } };
  },
  lossServicesFuture: (body) => {
    const { request, response } = ENDPOINTS.lossServicesFuture;
    return { lossServices: { future: response.parse(toWireLoss(lossOfHouseholdServices(request.parse(body), 'future'))) } };
  },
  lossMedicalFuture: (body) => {
    const { request, response } = ENDPOINTS.lossMedicalFuture;
    return { medicalReport: response.parse(toWireMedical(futureMedicalExpenses(request.parse(body)))) };
  },
  lossMedicalPast: (body) => {
    const { request, response } = ENDPOINTS.lossMedicalPast;
    return { medicalBeforeTrial: response.parse(toWireMedical(medicalCareBeforeTrial(request.parse(body)))) };
  },
};

const nameOf = (endpoint: unknown) => Object.entries(ENDPOINTS).find(([, candidate]) => candidate === endpoint)?.[0] ?? '';

/** Every create_table example of the contract in force, with the record a submit of it saves. */
const savedExamples = contractExamples()
  .map((example) => ({ example, answer: ANSWERS[nameOf(endpointAt(example.endpoint.replace(/^POST /, '')))] }))
  .filter((found): found is typeof found & { answer: (body: unknown) => CalculationResults } => found.answer !== undefined)
  .map(({ example, answer }) => ({ name: example.name, record: buildSavedRecord(FORM_DATA, answer(example.request), SAVED_AT) }));

interface Version1Example {
  request: { medical: { scenarios: Record<string, string>[] }[] };
  expected: { case_info: unknown; table: Record<string, { id: number; medical_table: { PV: number }[] }[]> };
}

const version1Example = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../../../fixtures/contract-examples/v1/${name}.json`, import.meta.url), 'utf8')) as Version1Example;

/**
 * What version 1 answered for the plan: the published example shows only each entry's rows, so the entry's
 * other fields are its scenario's, and its total the rows' PV, as version 1 saved it.
 */
function version1Medical() {
  const { request, expected } = version1Example('loss_medical-future');
  const entries = (type: string) =>
    (expected.table[type] ?? []).map((entry) => {
      const scenario = request.medical[entry.id]!.scenarios.find((candidate) => candidate.scenarioType === type)!;
      return {
        ...entry,
        total_pv: Math.round(entry.medical_table.reduce((sum, row) => sum + row.PV, 0) * 100) / 100,
        medical_growth: Number(scenario.scenarioGrowth),
        medical_discount: Number(scenario.scenarioDiscount),
        medical_category: scenario.scenarioCategory,
        medical_modality: scenario.scenarioModality,
      };
    });
  return { case_info: expected.case_info, table: { best: entries('best'), probable: entries('probable'), worst: entries('worst') } };
}

/** A record saved by version 1: the answers version 1 gave (case information without a valuation, rows without options). */
function version1Record(): SavedFormRecord {
  const answer = (name: string) => version1Example(name).expected as never;
  const results: CalculationResults = {
    lossEarnings: { past: answer('loss_earnings-past'), future: answer('loss_earnings-future') },
    lossSupport: { past: answer('loss_support-past'), future: answer('loss_support-future') },
    lossServices: { past: answer('loss_services-past'), future: answer('loss_services-future') },
    medicalReport: version1Medical() as never,
  };
  return buildSavedRecord(FORM_DATA, results, SAVED_AT);
}

const issuesOf = (value: unknown) => {
  const parsed = savedFormRecord.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code }));
};

describe('the saved record', () => {
  it('reads back every record a submit saves whole, for each answer of the contract in force', () => {
    expect(savedExamples.length).toBeGreaterThanOrEqual(15);
    for (const { name, record } of savedExamples) {
      expect(issuesOf(record), name).toEqual([]);
      expect(parseSavedFormRecord(JSON.parse(JSON.stringify(record))), name).toEqual(record);
    }
  });

  it('refuses a row with a column missing or a column that is no number, naming the cell', () => {
    const record = structuredClone(savedExamples.find(({ name }) => name === 'loss_support-future.json')!.record);
    const row = record.lossSupport!.future!.table[0]!.data[1]! as Record<string, unknown>;
    delete row['Net Income'];
    row.PV = '74034.73';
    expect(issuesOf(record)).toEqual([
      { path: 'lossSupport.future.table.0.data.1.Net Income', code: 'invalid_type' },
      { path: 'lossSupport.future.table.0.data.1.PV', code: 'invalid_type' },
    ]);
    expect(parseSavedFormRecord(record)).toBeUndefined();
  });

  it('refuses a medical row without its cost, and case information without its ages', () => {
    const record = structuredClone(savedExamples.find(({ name }) => name === 'loss_medical-future.json')!.record);
    delete (record.medicalReport!.table.best[0]!.medical_table[0]! as Partial<MedicalRow>).Cost;
    delete (record.medicalReport!.case_info as { plaintiff_age_at_report?: number }).plaintiff_age_at_report;
    expect(issuesOf(record).map((issue) => issue.path)).toEqual([
      'medicalReport.case_info.plaintiff_age_at_report',
      'medicalReport.table.best.0.medical_table.0.Cost',
    ]);
  });

  it('still reads a record saved by version 1, unchanged', () => {
    const record = version1Record();
    expect(record.lossSupport?.future?.case_info).not.toHaveProperty('discount');
    expect(record.medicalReport?.table.best[0]).not.toHaveProperty('medical_frequency');
    expect(issuesOf(record)).toEqual([]);
    expect(parseSavedFormRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it('drops a key the app does not know instead of keeping it', () => {
    const record = { ...version1Record(), somethingElse: true };
    expect(parseSavedFormRecord(record)).not.toHaveProperty('somethingElse');
  });

  it("describes the engine's rows: each engine row is a saved row, and each saved row an engine row", () => {
    type Sides<K extends 'lossEarnings' | 'lossSupport' | 'lossServices'> = NonNullable<NonNullable<SavedFormRecord[K]>['past']>;
    type RowOf<K extends 'lossEarnings' | 'lossSupport' | 'lossServices'> = Sides<K>['table'][number]['data'][number];
    type SavedMedicalRow = NonNullable<SavedFormRecord['medicalReport']>['table']['best'][number]['medical_table'][number];
    expectTypeOf<EarningsRow>().toExtend<RowOf<'lossEarnings'>>();
    expectTypeOf<RowOf<'lossEarnings'>>().toExtend<EarningsRow>();
    expectTypeOf<SupportRow>().toExtend<RowOf<'lossSupport'>>();
    expectTypeOf<RowOf<'lossSupport'>>().toExtend<SupportRow>();
    expectTypeOf<ServicesRow>().toExtend<RowOf<'lossServices'>>();
    expectTypeOf<RowOf<'lossServices'>>().toExtend<ServicesRow>();
    expectTypeOf<MedicalRow>().toExtend<SavedMedicalRow>();
    expectTypeOf<SavedMedicalRow>().toExtend<MedicalRow>();
  });
});
