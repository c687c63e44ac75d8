import { formatMoney } from '@damages/contracts';
import { MEDICAL_SCENARIO_TYPES, wholeDollars, type MedicalScenarioType } from '@damages/engine';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { reportTotalsExample } from '../../../../../fixtures/report-totals/index.ts';
import { selectReportData } from './model/select-report-data.ts';
import { lifeCarePlanRecord } from './testing/fixtures.ts';
import { renderReport } from './testing/render-report.tsx';

/**
 * Version 3's worked example of the report's medical totals: a six-item plan
 * priced best, probable and worst for only two items. Every modality counts in
 * every scenario, so the probable and worst totals keep the items priced once.
 */

const example = reportTotalsExample('report-totals-medical-scenarios');
const BILLED = 18250.4;
const record = lifeCarePlanRecord(example.request, BILLED);
const ID = 'life-care-plan-v3';

interface Expected {
  modalities: { modality: number; counts_with: MedicalScenarioType; pv: number }[];
  total: number;
}
const expected = example.expected as Record<'past' | 'future', Record<MedicalScenarioType, Expected>>;

const linesFor = (medical: MedicalScenarioType) => selectReportData({ record, selection: { medical } }).totals.lines;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the report's medical totals (methodology §10, version 3)", () => {
  for (const scenario of MEDICAL_SCENARIO_TYPES) {
    it(`${scenario}: future care and the care before trial are the example's totals, each its own line`, () => {
      const lines = linesFor(scenario);
      expect(lines.find((l) => l.key === 'medical')).toMatchObject({
        label: 'Medical Expenses',
        past: wholeDollars(BILLED),
        future: wholeDollars(expected.future[scenario].total),
      });
      expect(lines.find((l) => l.key === 'medicalBeforeTrial')).toMatchObject({
        label: 'Life-care plan, before trial',
        past: wholeDollars(expected.past[scenario].total),
        future: null,
      });
    });
  }

  it('the summary by modality gives each scenario its total to the cent and names the estimate that counted', () => {
    const summary = selectReportData({ record }).medicalSummary!;
    for (const [part, table] of [
      ['future', summary.future],
      ['past', summary.beforeTrial!],
    ] as const) {
      for (const scenario of MEDICAL_SCENARIO_TYPES) {
        expect(table.totals[scenario]).toBe(expected[part][scenario].total);
        const shown = table.rows.map((row) => ({ counts_with: row.values[scenario]!.countsWith, pv: row.values[scenario]!.value }));
        expect(shown).toEqual(expected[part][scenario].modalities.map(({ counts_with, pv }) => ({ counts_with, pv })));
      }
    }
    // The physiatrist is priced once: a single estimate, not the best scenario; therapy is priced three ways.
    expect(summary.future.rows[0]!.values.probable!.estimate).toBe('Single estimate');
    expect(summary.future.rows[0]!.values.best!.estimate).toBe('Single estimate');
    expect(summary.future.rows[1]!.values.worst!.estimate).toBeNull();
  });

  it('charts the care before trial on the past side of the trial date', () => {
    const series = selectReportData({ record }).annualLoss.find((s) => s.key === 'medical')!;
    expect(series.points.filter((p) => p.past > 0).map((p) => p.year)).toEqual([2025, 2026]);
  });

  it("names an appendix table priced once a single estimate, and prints it in each scenario's appendix", () => {
    const data = selectReportData({ record, selection: { medical: 'worst' } });
    const medical = data.appendices.find((a) => a.kind === 'medical')!.pages;
    const physiatrist = medical.find((p) => p.title.endsWith('Physiatrist follow-up (4 a year)'))!;
    expect(physiatrist.scenario).toMatch(/^Single estimate · /);
    expect(physiatrist.match.countsIn).toEqual(['best', 'probable', 'worst']);
    const therapy = medical.filter((p) => p.title.includes('Outpatient physical therapy'));
    expect(therapy.map((p) => p.scenario.split(' · ')[0])).toEqual(['Best Scenario', 'Probable Scenario', 'Worst Scenario']);
  });

  it('the probable and worst totals keep the items priced once, so they are no less than best', () => {
    const future = (s: MedicalScenarioType) => linesFor(s).find((l) => l.key === 'medical')!.future!;
    expect(future('probable')).toBeGreaterThanOrEqual(future('best'));
    expect(future('worst')).toBeGreaterThanOrEqual(future('probable'));
  });

  it('shows "Life-care plan, before trial" beside the bills on the Quantitative summary, for each scenario chosen', async () => {
    renderReport(`/${ID}/quantitative`, { [ID]: record });
    await screen.findByTestId('total-all');
    for (const [scenario, radio] of [
      ['probable', 'Probable'],
      ['worst', 'Worst'],
      ['best', 'Best'],
    ] as const) {
      await userEvent.click(screen.getByRole('radio', { name: radio }));
      const table = screen.getByRole('table', { name: 'Economic loss by category' });
      const beforeTrial = within(table).getByRole('row', { name: /^Life-care plan, before trial/ });
      expect(beforeTrial).toHaveTextContent(formatMoney(wholeDollars(expected.past[scenario].total)));
      const medical = within(table).getByRole('row', { name: /^Medical Expenses/ });
      expect(medical).toHaveTextContent(formatMoney(wholeDollars(BILLED)));
      expect(medical).toHaveTextContent(formatMoney(wholeDollars(expected.future[scenario].total)));
      const past = wholeDollars(BILLED) + wholeDollars(expected.past[scenario].total);
      expect(screen.getByTestId('total-past')).toHaveTextContent(formatMoney(past));
      expect(screen.getByTestId('total-future')).toHaveTextContent(formatMoney(wholeDollars(expected.future[scenario].total)));
    }
  });

  it('says in section 6 how the care before trial and the single estimates are counted', async () => {
    renderReport(`/${ID}/discount`, { [ID]: record });
    const note = await screen.findByTestId('care-costing');
    expect(note).toHaveTextContent(
      'stated as a past loss of its own, "Life-care plan, before trial", beside the medical expenses already billed',
    );
    expect(note).toHaveTextContent('an item priced only once is a single estimate and counts the same in all three');
  });

  it('shows the line in the Summary of economic loss too', async () => {
    sessionStorage.setItem(`report-scenarios:${ID}`, JSON.stringify({ medical: 'worst' }));
    renderReport(`/${ID}/summary`, { [ID]: record });
    const table = await screen.findByRole('table', { name: 'Summary of economic loss' });
    expect(within(table).getByRole('row', { name: /^Life-care plan, before trial/ })).toHaveTextContent(
      formatMoney(wholeDollars(expected.past.worst.total)),
    );
  });
});

describe('a case saved before the care before trial was costed', () => {
  const OLD = 'saved-before-v3';
  const { medicalBeforeTrial: _dropped, ...saved } = record;
  const NOTE = /calculated before the life-care plan's care between the date of report and the trial was costed/;

  it('still opens, and says plainly on its totals that they leave that care out and how to recompute them', async () => {
    renderReport(`/${OLD}/quantitative`, { [OLD]: saved });
    const table = await screen.findByRole('table', { name: 'Economic loss by category' });
    expect(within(table).queryByRole('row', { name: /^Life-care plan, before trial/ })).toBeNull();
    const note = screen.getByTestId('medical-totals-predate-rule');
    expect(note).toHaveTextContent(NOTE);
    expect(note).toHaveTextContent('To recompute them, open the form and submit it again.');
    // Its future care is still totalled by the rule of version 3, from the tables it saved, under the default scenario (probable).
    expect(screen.getByTestId('total-future')).toHaveTextContent(formatMoney(wholeDollars(expected.future.probable.total)));
  });

  it('says so on the Summary too; a case saved with the care before trial says nothing', async () => {
    renderReport(`/${OLD}/summary`, { [OLD]: saved });
    await screen.findByRole('table', { name: 'Summary of economic loss' });
    expect(screen.getByRole('note')).toHaveTextContent(NOTE);
    localStorage.clear();
    renderReport(`/${ID}/summary`, { [ID]: record });
    await screen.findAllByRole('table', { name: 'Summary of economic loss' });
    expect(screen.getAllByTestId('medical-totals-predate-rule')).toHaveLength(1);
  });
});
