import { addCents, medicalScenarioTotal, wholeDollars } from '@damages/engine';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ECONOMISTS, type SavedFormRecord } from '@damages/contracts';
import { halfDollarRecord, personalInjuryRecord, wrongfulDeathRecord } from '../testing/fixtures.ts';
import { pageMatchesSelection, selectReportData } from './select-report-data.ts';

const savedPv = (loss: { table: { id: unknown; total_pv: number }[] } | undefined, id: unknown) =>
  loss?.table.find((t) => JSON.stringify(t.id) === JSON.stringify(id))?.total_pv ?? 0;

/** The appendix pages a selection prints, and the sum of their PV totals in whole dollars (medical: one figure per scenario). */
function selectedAppendixPv(record: SavedFormRecord, selection = selectReportData({ record }).selection) {
  const data = selectReportData({ record, selection });
  const pages = data.appendices.flatMap((a) => a.pages).filter((p) => pageMatchesSelection(p, data.selection));
  const sum = (side: 'past' | 'future') => {
    const onSide = pages.filter((p) => p.side === side);
    const medical = onSide.filter((p) => p.kind === 'medical');
    const medicalFigure = medical.length > 0 ? wholeDollars(addCents(medical.map((p) => p.totals.PV!))) : 0;
    return onSide.filter((p) => p.kind !== 'medical').reduce((total, p) => total + wholeDollars(p.totals.PV!), medicalFigure);
  };
  return { data, pages, past: sum('past'), future: sum('future') };
}

describe('report totals (methodology §10)', () => {
  it('adds past support, past services and the burial cost; future support and future services (wrongful death)', () => {
    const record = wrongfulDeathRecord();
    const { totals, selection } = selectReportData({ record });
    const pair = { annualIncomeId: selection.income, retirementDateId: selection.retirement };
    expect(totals.past).toBe(
      wholeDollars(savedPv(record.lossSupport?.past, pair)) +
        wholeDollars(savedPv(record.lossServices?.past, selection.lifeExpectancy)) +
        wholeDollars(record.formData.plaintiff.burialCost!),
    );
    expect(totals.future).toBe(
      wholeDollars(savedPv(record.lossSupport?.future, pair)) +
        wholeDollars(savedPv(record.lossServices?.future, selection.lifeExpectancy)),
    );
    expect(totals.total).toBe(totals.past + totals.future);
    expect(totals.lines.map((l) => l.key)).toEqual(['support', 'services', 'burial']);
  });

  it('equals the sum of the PV columns of the appendix tables of the chosen scenarios', () => {
    for (const record of [wrongfulDeathRecord(), personalInjuryRecord()]) {
      const { data, past, future } = selectedAppendixPv(record);
      const extraPast =
        wholeDollars(record.formData.plaintiff.burialCost ?? 0) + wholeDollars(record.formData.medical?.totalPastMedicalExpenses ?? 0);
      expect(data.totals.past).toBe(past + extraPast);
      expect(data.totals.future).toBe(future);
    }
  });

  it('follows every selector choice (personal injury)', () => {
    const record = personalInjuryRecord();
    const first = selectReportData({ record });
    // The defaults: the first of each, and the probable medical scenario.
    expect(first.selection).toEqual({ income: 0, retirement: 0, lifeExpectancy: 0, medical: 'probable' });
    const chosen = { income: 1, retirement: 1, lifeExpectancy: 1, medical: 'worst' as const };
    const { data, past, future } = selectedAppendixPv(record, chosen);
    expect(data.selection).toEqual(chosen);
    const pair = { annualIncomeId: 1, retirementDateId: 1 };
    // Every modality counts in the worst scenario, the pain medication with its single (best) estimate: the engine's rule.
    const medicalWorst = wholeDollars(medicalScenarioTotal(record.medicalReport!.table, 'worst').total);
    expect(medicalWorst).toBeGreaterThan(wholeDollars(addCents(record.medicalReport!.table.worst.map((t) => t.total_pv))));
    expect(data.totals.future).toBe(
      wholeDollars(savedPv(record.lossEarnings?.future, pair)) + wholeDollars(savedPv(record.lossServices?.future, 1)) + medicalWorst,
    );
    expect(data.totals.past).toBe(past + wholeDollars(record.formData.medical!.totalPastMedicalExpenses!));
    expect(data.totals.future).toBe(future);
    for (const key of ['earnings', 'services', 'medical'] as const) {
      const before = first.totals.lines.find((l) => l.key === key)!;
      const after = data.totals.lines.find((l) => l.key === key)!;
      expect(after.future).not.toBe(before.future);
    }
  });

  it('counts a term only when its loss type was selected', () => {
    const record = personalInjuryRecord(['lossOfEarningsFuture', 'householdServicesWdP', 'medicalExpensesFuture']);
    const { totals } = selectReportData({ record });
    const line = (key: string) => totals.lines.find((l) => l.key === key)!;
    expect(line('earnings').past).toBeNull();
    expect(line('services').future).toBeNull();
    expect(line('medical').past).toBeNull();
    expect(totals.past).toBe(line('services').past!);
  });

  it('falls back to the defaults when a stored choice no longer exists', () => {
    const { selection } = selectReportData({
      record: wrongfulDeathRecord(),
      selection: { income: 2, lifeExpectancy: 1, medical: 'worst' },
    });
    expect(selection).toEqual({ income: 0, retirement: 0, lifeExpectancy: 1, medical: 'best' });
  });
});

describe('appendix pages', () => {
  it("have a Total row that is the engine's total_pv of the table", () => {
    for (const record of [wrongfulDeathRecord(), personalInjuryRecord()]) {
      const sides = [record.lossSupport, record.lossServices, record.lossEarnings].flatMap((loss) => [loss?.past, loss?.future]);
      const saved = [
        ...sides.flatMap((side) => (side?.table ?? []).map((t: { total_pv: number }) => t.total_pv)),
        ...Object.values(record.medicalReport?.table ?? {}).flatMap((tables) => tables.map((t) => t.total_pv)),
      ];
      const pages = selectReportData({ record }).appendices.flatMap((a) => a.pages);
      expect(pages.length).toBe(saved.length);
      expect(pages.map((p) => p.totals.PV).sort()).toEqual([...saved].sort());
    }
  });

  it('make one page per table: pairs × sides for earnings, LE × sides for services, modalities for medical', () => {
    const data = selectReportData({ record: personalInjuryRecord() });
    const byKey = Object.fromEntries(data.appendices.map((a) => [a.key, a]));
    expect(Object.keys(byKey)).toEqual(['loss-of-services', 'loss-earnings', 'medical-expenses']);
    expect(byKey['loss-earnings']!.pages).toHaveLength(8);
    expect(byKey['loss-earnings']!.pages.slice(0, 2).map((p) => p.title)).toEqual(['Past Loss of Earnings', 'Future Loss of Earnings']);
    expect(byKey['loss-of-services']!.pages).toHaveLength(4);
    expect(byKey['medical-expenses']!.pages.filter((p) => p.match.medical === 'probable')).toHaveLength(2);
    expect(data.appendices.map((a) => a.letter)).toEqual(['A', 'B', 'C']);
  });

  it('carry the header block of spec §2', () => {
    const page = selectReportData({ record: wrongfulDeathRecord() }).appendices[0]!.pages[1]!;
    // A wrongful-death table is headed by the date of death; rates typed by the user are marked "entered" (methodology §11).
    expect(page.header.slice(0, 5).map((f) => f.label)).toEqual([
      'Date of death',
      'Date of trial',
      'Growth rate',
      'Discount rate',
      'Annual value',
    ]);
    expect(page.header.slice(0, 5).map((f) => f.value)).toEqual([
      '2023-05-02',
      '2026-04-20',
      '3.00% — entered',
      '4.31% — entered',
      '$96,000',
    ]);
    const pi = selectReportData({ record: personalInjuryRecord() }).appendices.find((a) => a.kind === 'earnings')!.pages[0]!;
    expect(pi.header[0]).toEqual({ label: 'Date of incident', value: '2022-06-15' });
  });
});

describe('outline', () => {
  it('lists sections 4 and 5 only when their tables exist: 4 is Loss of Support or, for personal injury, Loss of Earnings', () => {
    const wd = selectReportData({ record: wrongfulDeathRecord() }).toc;
    // The Summary of Opinions leads, unnumbered, so every section keeps its number.
    expect(wd[0]).toEqual({ number: null, title: 'Summary of Opinions', path: 'summary-of-opinions' });
    expect(wd.map((e) => e.number)).toEqual([null, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(wd[4]!.title).toBe('Loss of Support');
    const pi = selectReportData({ record: personalInjuryRecord() }).toc;
    expect(pi.map((e) => e.number)).toEqual([null, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pi[4]).toMatchObject({ title: 'Loss of Earnings', path: 'loss-of-earnings' });
    const noServices = selectReportData({ record: personalInjuryRecord(['lossOfEarningsPast', 'medicalExpensesFuture']) }).toc;
    expect(noServices.map((e) => e.number)).toEqual([null, 1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12]);
    const medicalOnly = selectReportData({ record: personalInjuryRecord(['medicalExpensesFuture']) }).toc;
    expect(medicalOnly.map((e) => e.number)).toEqual([null, 1, 2, 3, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('shows support and services in the navigation only when chosen; medical links to the probable scenario', () => {
    const wd = selectReportData({ record: wrongfulDeathRecord() });
    expect(wd.nav.map((n) => n.label)).toContain('Loss of Support');
    expect(wd.appendixMenu.map((n) => n.label)).toEqual([
      'Loss of Support',
      'Loss Services',
      'Facts and Data Considered',
      'Qualifications',
    ]);
    const pi = selectReportData({ record: personalInjuryRecord() });
    expect(pi.nav.map((n) => n.label)).not.toContain('Loss of Support');
    expect(pi.nav.map((n) => n.label).slice(0, 2)).toEqual(['Opinions', 'Table of contents']);
    expect(pi.nav.map((n) => n.label).slice(4, 6)).toEqual(['Assumptions', 'Loss of Earnings']);
    expect(pi.appendixMenu).toEqual([
      { label: 'Loss Services', path: 'appendices/loss-of-services' },
      { label: 'Loss Earnings', path: 'appendices/loss-earnings' },
      { label: 'Medical Expenses', path: 'appendices/medical-expenses/probable' },
      { label: 'Facts and Data Considered', path: 'appendices/facts-and-data' },
      { label: 'Qualifications', path: 'appendices/qualifications' },
    ]);
  });
});

describe('section figures', () => {
  it('quotes the actual age at injury or death and the economist from settings', () => {
    const economists = [{ ...DEFAULT_ECONOMISTS[1]!, name: 'Dr. Jane Roe' }];
    const pi = selectReportData({ record: personalInjuryRecord(), economists }).facts;
    expect(pi.ageAtIncident).toBe(42);
    expect(pi.economist.name).toBe('Dr. Jane Roe');
    const wd = selectReportData({ record: wrongfulDeathRecord() }).facts;
    expect(wd.ageAtIncident).toBe(44);
    expect(wd.documents).toHaveLength(3);
    expect(wd.role).toBe('decedent');
  });

  it('lists distinct total life-expectancy projections and retirement dates for earnings or support', () => {
    const record = personalInjuryRecord();
    const { assumptions } = selectReportData({ record });
    const info = record.lossEarnings!.future!.case_info;
    expect(assumptions.totalProjections).toEqual([...new Set(info.plaintiff_age_at_life_expectancy)]);
    expect(assumptions.retirements.map((r) => r.date)).toEqual(info.retirement_date.map((r) => r.retirement_date));
    const servicesOnly = selectReportData({ record: personalInjuryRecord(['householdServicesWdF']) }).assumptions;
    expect(servicesOnly.retirements).toEqual([]);
  });

  it('charts the annual losses of the chosen scenarios and compares totals across each choice', () => {
    const record = personalInjuryRecord();
    const data = selectReportData({ record });
    const earnings = data.annualLoss.find((s) => s.key === 'earnings')!;
    const rows = [...record.lossEarnings!.past!.table[0]!.data, ...record.lossEarnings!.future!.table[0]!.data];
    expect(earnings.points.reduce((sum, p) => sum + p.past + p.future, 0)).toBeCloseTo(addCents(rows.map((r) => r.Loss)), 2);
    expect(data.comparisons.map((c) => c.key)).toEqual(['income', 'retirement', 'lifeExpectancy', 'medical']);
    const medical = data.comparisons.find((c) => c.key === 'medical')!;
    expect(medical.bars.find((b) => b.selected)!.total).toBe(data.totals.total);
  });
});

describe('whole dollars (methodology §10)', () => {
  const allSelections = (record: SavedFormRecord) => {
    const { options } = selectReportData({ record });
    const or = <T>(list: { id: T }[], fallback: T) => (list.length > 0 ? list.map((o) => o.id) : [fallback]);
    return or(options.income, 0).flatMap((income) =>
      or(options.retirement, 0).flatMap((retirement) =>
        or(options.lifeExpectancy, 0).flatMap((lifeExpectancy) =>
          or(options.medical, 'best' as const).map((medical) => ({ income, retirement, lifeExpectancy, medical })),
        ),
      ),
    );
  };

  it('make every summary table foot, for every selection of every fixture', () => {
    for (const record of [wrongfulDeathRecord(), personalInjuryRecord(), halfDollarRecord()]) {
      for (const selection of allSelections(record)) {
        const data = selectReportData({ record, selection });
        const { lines, past, future, total } = data.totals;
        for (const line of [...lines, ...data.support.results, ...data.services.results]) {
          expect(Number.isInteger(line.total)).toBe(true);
          expect(line.total).toBe((line.past ?? 0) + (line.future ?? 0));
        }
        expect(past).toBe(lines.reduce((sum, l) => sum + (l.past ?? 0), 0));
        expect(future).toBe(lines.reduce((sum, l) => sum + (l.future ?? 0), 0));
        expect(total).toBe(past + future);
        expect(data.services.totalAnnualValue).toBe(data.services.sources.reduce((sum, s) => sum + s.annualValue, 0));
      }
    }
  });

  it('round each figure once from its cents, half away from zero, and add the figures shown (a case of 50-cent figures)', () => {
    const record = halfDollarRecord();
    const { totals, services } = selectReportData({ record });
    const support = totals.lines.find((l) => l.key === 'support')!;
    const exactPast = record.lossSupport!.past!.table[0]!.total_pv;
    expect(Math.round(exactPast * 100) % 100).toBe(50);
    expect(support.past).toBe(Math.trunc(exactPast) + 1);
    expect(totals.lines.find((l) => l.key === 'burial')!.past).toBe(14250);
    expect(services.sources.map((s) => s.annualValue)).toEqual([25, 62, 41]);
    expect(services.totalAnnualValue).toBe(128);
    // Rounding the exact sums instead would not foot: the past column's exact sum ends in .50 three times over.
    const exactPastSum = addCents([exactPast, record.lossServices!.past!.table[0]!.total_pv, 14249.5]);
    expect(totals.past).toBe(wholeDollars(exactPastSum) + 1);
  });
});
