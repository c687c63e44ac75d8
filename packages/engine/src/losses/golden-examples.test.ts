import { describe, expect, it } from 'vitest';
import { futureMedicalExpenses, lifeExpectancy, lossOfEarnings, lossOfHouseholdServices, lossOfSupport, treasuryDiscountRate } from '../index.ts';
import {
  getDiscountRequest,
  getLifeRequest,
  lossEarningsRequest,
  lossMedicalRequest,
  lossServicesRequest,
  lossSupportRequest,
} from '../../../contracts/src/index.ts';
import { contractExamples } from '../../../../fixtures/contract-examples/index.ts';

/**
 * The worked examples of the contract (the project's golden fixtures) run through the
 * contract's parsing and the engine: every row, every case_info value and every
 * total must agree to the cent.
 */
const examples = contractExamples().map((e) => ({ ...e, file: e.name }));

function lossResult(endpoint: string, body: unknown) {
  const [, kind, side] = /(loss_\w+)\/(past|future)$/.exec(endpoint) ?? [];
  const period = side as 'past' | 'future';
  switch (kind) {
    case 'loss_earnings':
      return lossOfEarnings(lossEarningsRequest.parse(body), period);
    case 'loss_support':
      return lossOfSupport(lossSupportRequest.parse(body), period);
    case 'loss_services':
      return lossOfHouseholdServices(lossServicesRequest.parse(body), period);
    default:
      throw new Error(`No loss calculation for ${endpoint}`);
  }
}

describe('worked examples of the methodology', () => {
  it('finds the examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(9);
  });

  for (const example of examples.filter((e) => /loss_(earnings|support|services)/.test(e.endpoint))) {
    it(`${example.file}: every row and total to the cent`, () => {
      const result = lossResult(example.endpoint, example.request);
      expect(result.case_info).toEqual(example.expected.case_info);
      expect(result.tables.map((t) => ({ id: t.id, table: t.rows, total_pv: t.total_pv }))).toEqual(example.expected.table);
    });
  }

  it('loss_medical-future.json: every modality and scenario to the cent', () => {
    const example = examples.find((e) => e.file === 'loss_medical-future.json')!;
    const result = futureMedicalExpenses(lossMedicalRequest.parse(example.request));
    expect(result.case_info).toEqual(example.expected.case_info);
    for (const type of ['best', 'probable', 'worst'] as const) {
      const expected = example.expected.table[type] as { id: number; medical_table: unknown[] }[];
      expect(result.table[type].map((t) => ({ id: t.id, medical_table: t.rows }))).toEqual(expected);
    }
  });

  it('get_life.json: life expectancy and age', () => {
    const example = examples.find((e) => e.file === 'get_life.json')!;
    (example.request as unknown[]).forEach((body, i) => {
      const result = lifeExpectancy(getLifeRequest.parse(body));
      expect({ life_expectancy: result.lifeExpectancy, age: result.age }).toEqual(example.expected[i]);
    });
  });

  it('get_discount.json: rate, curve date and tenor', () => {
    const example = examples.find((e) => e.file === 'get_discount.json')!;
    const horizons = getDiscountRequest.parse(example.request);
    const results = horizons.map((h) => {
      const r = treasuryDiscountRate({ startDate: h.start_date, endDate: h.end_date });
      return { id: h.id, discount_rate: r.discountRate, as_of: r.asOf, tenor_years: r.tenorYears };
    });
    expect(results).toEqual(example.expected);
  });
});
