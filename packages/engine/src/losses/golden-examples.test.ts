import { describe, expect, it } from 'vitest';
import { futureMedicalExpenses, lossOfEarnings, lossOfHouseholdServices, lossOfSupport, medicalCareBeforeTrial } from '../index.ts';
import {
  lossEarningsRequest,
  lossMedicalPastRequest,
  lossMedicalRequest,
  lossServicesRequest,
  lossSupportRequest,
} from '../../../contracts/src/index.ts';
import { contractExamples } from '../../../../fixtures/contract-examples/index.ts';

/**
 * The worked examples of the contract's create_table endpoints (the project's
 * golden fixtures, versions 1 and 2) run through the contract's parsing and the
 * engine: every row, every case_info value and every total must agree to the
 * cent. The lookups' examples (/forensic/) have their own golden tests.
 */
const examples = contractExamples().filter((e) => e.endpoint.includes('/create_table/'));

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

/** A create_table example's answer as its JSON states it: the case information and the tables, compared whole. */
interface ExpectedTables {
  case_info: Record<string, unknown>;
  table: unknown;
}

/** A medical example's answer: the entries of each scenario, of which a test compares the fields stated. */
interface ExpectedMedical {
  case_info: Record<string, unknown>;
  table: Record<'best' | 'probable' | 'worst', Record<string, unknown>[]>;
}

/** How a table is valued without version 3's options. */
const UNSTATED_DISCOUNT = { convention: 'midPeriod', method: 'nominal', valuation_year: null, net_discount_rate: null };

/** The discount rate field of an earnings, support or services body. */
function discountRateOf(body: unknown): number {
  const fields = body as Record<string, string | number | undefined>;
  return Number(fields.wagesDiscount ?? fields.wageDiscount ?? fields.servicesDiscount);
}

describe('worked examples of the methodology', () => {
  it('finds every create_table example of both versions', () => {
    expect(examples.filter((e) => e.version === 1).length).toBeGreaterThanOrEqual(6);
    expect(examples.filter((e) => e.version === 2).map((e) => e.name)).toEqual([
      'loss_earnings-future-residual-after-tax.json',
      'loss_medical-future-frequencies.json',
      'loss_medical-future.json',
      'loss_support-future-household-income-base.json',
    ]);
  });

  it("finds version 3's earnings, support and services examples", () => {
    expect(examples.filter((e) => e.version === 3).map((e) => e.name)).toEqual(
      expect.arrayContaining([
        'loss_earnings-future-worklife-net-discount-rate.json',
        'loss_earnings-past-interest-annual.json',
        'loss_earnings-past-interest-simple.json',
        'loss_services-future-stages.json',
        'loss_support-future-tinari-2016.json',
        'loss_support-future-tinari-total-offset.json',
        'loss_support-past-tinari-2016.json',
      ]),
    );
  });

  for (const example of examples.filter((e) => !e.endpoint.includes('/loss_medical/'))) {
    it(`v${example.version} ${example.name}: every row and total to the cent`, () => {
      const result = lossResult(example.endpoint, example.request);
      const answer = example.expected as ExpectedTables;
      // Version 3's examples state the valuation; the earlier ones predate it and are valued mid-period, nominal,
      // at the table's own discount rate: the answers gain exactly that one key.
      const expectedInfo = answer.case_info as { discount?: unknown };
      const { discount, ...info } = result.case_info as typeof result.case_info & { discount: Record<string, unknown> };
      if (expectedInfo.discount !== undefined) expect(discount).toEqual(expectedInfo.discount);
      else expect(discount).toEqual({ ...UNSTATED_DISCOUNT, rate_applied: discountRateOf(example.request) });
      expect(info).toEqual({ ...expectedInfo, discount: undefined });
      // A past table with prejudgment interest also totals its interest (version 3).
      const tables = result.tables.map((t) => ({
        id: t.id,
        table: t.rows,
        total_pv: t.total_pv,
        ...(t.total_interest === undefined ? {} : { total_interest: t.total_interest }),
      }));
      expect(tables).toEqual(answer.table);
    });
  }

  for (const example of examples.filter((e) => e.endpoint.includes('/loss_medical/'))) {
    it(`v${example.version} ${example.name}: every modality and scenario to the cent`, () => {
      const result = example.endpoint.endsWith('/past')
        ? medicalCareBeforeTrial(lossMedicalPastRequest.parse(example.request))
        : futureMedicalExpenses(lossMedicalRequest.parse(example.request));
      const answer = example.expected as ExpectedMedical;
      // The earlier examples predate case_info.discount; medical states each scenario's rate on its entry, not here.
      expect(result.case_info).toEqual({ discount: UNSTATED_DISCOUNT, ...answer.case_info });
      for (const type of ['best', 'probable', 'worst'] as const) {
        const expected = answer.table[type];
        // Only the fields the example states; every entry also carries its total and rates.
        const actual = result.table[type].map((t) => {
          const entry: Record<string, unknown> = { ...t, medical_table: t.rows };
          return Object.fromEntries(Object.keys(expected[0] ?? { id: 0, medical_table: 0 }).map((key) => [key, entry[key]]));
        });
        expect(actual).toEqual(expected);
        result.table[type].forEach((t) => {
          expect(t.total_pv).toBeCloseTo(
            t.rows.reduce((sum, r) => sum + r.PV, 0),
            6,
          );
          if (t.total_interest !== undefined)
            expect(t.total_interest).toBeCloseTo(
              t.rows.reduce((sum, r) => sum + (r.Interest ?? 0), 0),
              6,
            );
        });
      }
    });
  }
});
