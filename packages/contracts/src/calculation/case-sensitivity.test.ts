import { lossOfEarnings, lossOfHouseholdServices } from '@damages/engine';
import { describe, expect, it } from 'vitest';
import { exampleRequest } from '../../../../fixtures/contract-examples/index.ts';
import { formDataRecord } from '../saved-form/saved-form-record.ts';
import { caseSensitivity, sensitivityRequest, type BodyAnswerer, type SensitivityRequest } from './case-sensitivity.ts';
import { lossEarningsRequest } from './loss-earnings.ts';
import { lossServicesRequest } from './loss-services.ts';
import { toWireLoss } from './responses.ts';
import { INJURY_CASE_FORM_DATA } from '../../../../fixtures/injury-case/index.ts';

/**
 * The sensitivity of the injury case of loss-totals.test.ts (the contract's version-1 examples of
 * earnings and household services: two incomes × two retirement ages, two life expectancies, and
 * $48,250.75 of past medical bills), each body answered by the engine as the service answers it.
 */
const formData = formDataRecord.parse(INJURY_CASE_FORM_DATA);

const request = (changes: Partial<SensitivityRequest> = {}): SensitivityRequest => ({
  formData,
  bodies: {
    lossEarningsPast: exampleRequest('loss_earnings-past'),
    lossEarningsFuture: exampleRequest('loss_earnings-future'),
    lossServicesPast: exampleRequest('loss_services-past'),
    lossServicesFuture: exampleRequest('loss_services-future'),
  },
  ...changes,
});

/** The engine's answers, in the wire shape, and a count of the bodies it was asked to compute. */
function engine() {
  const asked: string[] = [];
  const answer: BodyAnswerer = (name, body) => {
    asked.push(name);
    if (name === 'lossEarningsPast' || name === 'lossEarningsFuture')
      return toWireLoss(lossOfEarnings(lossEarningsRequest.parse(body), name === 'lossEarningsPast' ? 'past' : 'future'));
    if (name === 'lossServicesPast' || name === 'lossServicesFuture')
      return toWireLoss(lossOfHouseholdServices(lossServicesRequest.parse(body), name === 'lossServicesPast' ? 'past' : 'future'));
    throw new Error(`No body ${name} in this case`);
  };
  return { answer, asked };
}

const row = (answer: ReturnType<typeof caseSensitivity>, id: string) => answer.variations.find((v) => v.id === id);

describe('the sensitivity of a case', () => {
  it("starts from the Summary's totals of the case as calculated", () => {
    const answer = caseSensitivity(request(), engine().answer);
    // loss-totals.test.ts: earnings $584,778 + $3,119,111, services $21,494 + $105,442, medical bills $48,251.
    expect(answer.base).toEqual({ past: 654523, future: 3224553, total: 3879076 });
    expect(answer.selection).toEqual({ income: 0, retirement: 0, lifeExpectancy: 0, medical: 'best' });
  });

  it('computes under the scenario of record', () => {
    const answer = caseSensitivity(request({ scenarioOfRecord: { income: 1, retirement: 1, lifeExpectancy: 1 } }), engine().answer);
    expect(answer.base.total).toBe(491271 + 1923794);
  });

  it('lists each life expectancy the case holds, the other scenarios as of record', () => {
    // Services under life expectancy 2: future $96,360.58 instead of $105,442.38; nothing else moves.
    expect(caseSensitivity(request(), engine().answer).lifeExpectancy).toEqual([
      { scenario: 0, past: 654523, future: 3224553, total: 3879076 },
      { scenario: 1, past: 654523, future: 3224553 - 105442 + 96361, total: 3879076 - 105442 + 96361 },
    ]);
  });

  it('recomputes only the bodies a step moves: retirement moves earnings and leaves services and the bills', () => {
    const { answer, asked } = engine();
    const result = caseSensitivity(request(), answer);
    const later = row(result, 'retirement+2');
    expect(later?.label).toBe('Retirement age +2 years');
    // Working two more years adds future earnings; the past (to the date of trial) is the same.
    expect(later?.past).toBe(result.base.past);
    expect(later?.future).toBeGreaterThan(result.base.future);
    // 4 bodies for the case, then 4 for each rate step, 2 for each retirement step, and 4 for each of the grid's 48 other cells.
    expect(asked).toHaveLength(4 + 4 * 4 + 2 * 2 + 48 * 4);
  });

  it('moves the total the way each rate moves it, and the grid agrees with the one-way steps', () => {
    const result = caseSensitivity(request(), engine().answer);
    const total = (id: string) => row(result, id)?.total ?? Number.NaN;
    expect(total('discount+1')).toBeLessThan(result.base.total);
    expect(total('discount-1')).toBeGreaterThan(result.base.total);
    expect(total('growth+1')).toBeGreaterThan(result.base.total);
    expect(result.grid).toHaveLength(49);
    const cell = (discount: number, growth: number) => result.grid.find((c) => c.discount === discount && c.growth === growth)?.total;
    expect(cell(0, 0)).toBe(result.base.total);
    expect(cell(1, 0)).toBe(total('discount+1'));
    expect(cell(0, -1)).toBe(total('growth-1'));
    // Every figure foots: past + future = total.
    for (const figure of [...result.variations, ...result.grid]) expect(figure.past + figure.future).toBe(figure.total);
  });
});

describe('the sensitivity request', () => {
  it('names the field of a body its endpoint refuses, under the body', () => {
    const bad = request();
    const parsed = sensitivityRequest.safeParse({
      ...bad,
      bodies: { ...bad.bodies, lossEarningsPast: { ...bad.bodies.lossEarningsPast, wagesDiscount: 'x' } },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('bodies.lossEarningsPast.wagesDiscount');
  });

  it('refuses a body under a name no endpoint has', () => {
    const parsed = sensitivityRequest.safeParse({ ...request(), bodies: { lossOfEverything: {} } });
    expect(parsed.success).toBe(false);
  });
});
