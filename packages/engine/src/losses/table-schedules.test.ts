import { describe, expect, it } from 'vitest';
import {
  daysInYear,
  earningsSchedule,
  futureMedicalExpenses,
  lossOfEarnings,
  lossOfHouseholdServices,
  lossOfSupport,
  medicalCareBeforeTrial,
  medicalSchedule,
  roundHalfEven,
  servicesSchedule,
  supportSchedule,
  type GrowthEras,
  type GrowthSteps,
  type TableFacts,
} from '../index.ts';
import {
  lossEarningsRequest,
  lossMedicalPastRequest,
  lossMedicalRequest,
  lossServicesRequest,
  lossSupportRequest,
} from '../../../contracts/src/index.ts';
import { contractExamples } from '../../../../fixtures/contract-examples/index.ts';

/**
 * The schedule facts a workbook writes its formulas from must rebuild the
 * answer's figures: for every worked example of every version, each row's
 * Year, Portion, Discount Factor and grown amount computed from the facts alone
 * (as the workbook's formulas do) equal the answer's, to the last digit shown.
 */

/** The growth factor as a formula over the facts computes it: powers of the eras' rates by their steps. */
function factorOf(steps: GrowthSteps, eras: GrowthEras): number {
  if (eras.pastRate === undefined) return (1 + eras.rate) ** steps.expected;
  const both = (1 + eras.pastRate) ** steps.past * (1 + eras.rate) ** steps.expected;
  return steps.inverse ? 1 / both : both;
}

const money = (v: number) => roundHalfEven(v, 2);
const ratio = (v: number) => roundHalfEven(v, 6);

type Row = Record<string, number>;

function expectScheduleOfRows(
  facts: TableFacts<unknown>,
  rows: readonly Row[],
  amount: (row: (typeof facts.rows)[number]) => [string, number] | null,
) {
  expect(facts.rows.map((r) => r.year)).toEqual(rows.map((r) => r.Year));
  facts.rows.forEach((fact, i) => {
    const row = rows[i]!;
    const portion = fact.fixedPortion ?? (fact.end! - fact.start) / daysInYear(fact.year);
    expect(ratio(portion)).toBe(row.Portion);
    const factor = fact.discountYears === null ? 1 : (1 + facts.rateApplied) ** -fact.discountYears;
    expect(ratio(factor)).toBe(row['Discount Factor']);
    const shown = amount(fact);
    if (shown) expect(money(shown[1])).toBe(row[shown[0]]);
  });
}

const examples = contractExamples().filter((e) => e.endpoint.includes('/create_table/'));
const sideOf = (endpoint: string) => (endpoint.endsWith('/past') ? 'past' : 'future');

describe('schedule facts', () => {
  for (const example of examples) {
    const side = sideOf(example.endpoint);
    it(`rebuild the figures of v${example.version} ${example.name}`, () => {
      if (example.endpoint.includes('/loss_earnings/')) {
        const input = lossEarningsRequest.parse(example.request);
        const answer = lossOfEarnings(input, side);
        const schedule = earningsSchedule(input, side);
        expect(schedule.map((t) => t.id)).toEqual(answer.tables.map((t) => t.id));
        schedule.forEach((facts, t) => {
          const income = input.incomes.find((i) => i.id === facts.id.annualIncomeId)!.value;
          expectScheduleOfRows(facts, answer.tables[t]!.rows, (row) => ['Earnings', income * factorOf(row.growth, facts.growth)]);
        });
      } else if (example.endpoint.includes('/loss_support/')) {
        const input = lossSupportRequest.parse(example.request);
        const answer = lossOfSupport(input, side);
        const schedule = supportSchedule(input, side);
        expect(schedule.map((t) => t.id)).toEqual(answer.tables.map((t) => t.id));
        schedule.forEach((facts, t) => {
          const income = input.incomes.find((i) => i.id === facts.id.annualIncomeId)!.value;
          expect(facts.adulthoods).toHaveLength(input.children.length);
          expectScheduleOfRows(facts, answer.tables[t]!.rows, (row) => ['Gross Income', income * factorOf(row.growth, facts.growth)]);
        });
      } else if (example.endpoint.includes('/loss_services/')) {
        const input = lossServicesRequest.parse(example.request);
        const answer = lossOfHouseholdServices(input, side);
        const schedule = servicesSchedule(input, side);
        expect(schedule.map((t) => t.id)).toEqual(answer.tables.map((t) => t.id));
        schedule.forEach((facts, t) => {
          expectScheduleOfRows(facts, answer.tables[t]!.rows, (row) => {
            let annual = 0;
            input.sources.forEach((s, j) => {
              if (row.sourceDays![j]! > 0)
                annual += s.hourlyRate * s.weeklyHours * s.weeksPerYear * (s.lossShare ?? 1) * factorOf(row.growth, facts.growth);
            });
            return ['Annual Value', annual];
          });
        });
      } else {
        const past = side === 'past';
        const input = past ? lossMedicalPastRequest.parse(example.request) : lossMedicalRequest.parse(example.request);
        const answer = past ? medicalCareBeforeTrial(input) : futureMedicalExpenses(input);
        const schedule = medicalSchedule(input, side);
        for (const facts of schedule) {
          const table = answer.table[facts.id.type].find((t) => t.id === facts.id.modality)!;
          const scenario = input.modalities[facts.id.modality]!.scenarios.find((s) => s.type === facts.id.type)!;
          expectScheduleOfRows(facts, table.rows, (row) => ['Annual Cost', scenario.annualCost * factorOf(row.growth, facts.growth)]);
        }
        const tables = Object.values(answer.table).flat();
        expect(schedule).toHaveLength(tables.length);
      }
    });
  }

  it('step backwards across the growth switch year as an inverse', () => {
    const input = lossEarningsRequest.parse(examples.find((e) => e.name === 'loss_earnings-past-interest-simple.json')!.request);
    const rows = earningsSchedule({ ...input, earningsBaseYear: 2025 }, 'past')[0]!.rows;
    // The injury is in 2023: its row grows backwards from 2025's dollars.
    expect(rows[0]!.growth.inverse).toBe(true);
  });
});
