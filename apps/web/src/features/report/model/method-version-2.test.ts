import { addCents, earningsColumns, supportColumns, wholeDollars } from '@damages/engine';
import { describe, expect, it } from 'vitest';
import { tableColumns } from '../tables/columns/index.ts';
import {
  asVersion1,
  personalInjuryRecord,
  personalInjuryV2Record,
  wrongfulDeathRecord,
  wrongfulDeathV2Record,
} from '../testing/fixtures.ts';
import { selectReportData } from './select-report-data.ts';

const pagesOf = (record: ReturnType<typeof personalInjuryRecord>, kind: string) =>
  selectReportData({ record }).appendices.find((a) => a.kind === kind)?.pages ?? [];
const fact = (header: { label: string; value: string }[], label: string) => header.find((f) => f.label === label)?.value;

describe('loss of earnings, version 2 (methodology §5)', () => {
  it('states the tax basis, the residual earning capacity from its date, the rates with their sources and the retirement dates', () => {
    const { earnings } = selectReportData({ record: personalInjuryV2Record() });
    expect(earnings).toMatchObject({
      basis: 'afterTax',
      basisLabel: 'After income taxes',
      tax: { rate: 0.22, deductions: 14600, adjustments: 0 },
      residual: { annualEarnings: 30000, startDate: '2024-01-01', baseYear: 2025 },
      incomeYear: 2022,
      growth: { rate: 0.0246, source: 'Average hourly earnings (AHETPI), 2004–2024' },
      discount: { rate: 0.0394, source: 'Treasury par yield curve of 2025-02-28, 9.3-year maturity' },
    });
    expect(earnings!.retirements.map((r) => r.date)).toEqual(['2047-04-10', '2042-10-10']);
    const v1 = selectReportData({ record: personalInjuryRecord() }).earnings!;
    expect(v1.basisLabel).toBe('Before income taxes');
    expect(v1.residual).toBeUndefined();
    expect(v1.growth.source).toBe('entered');
    expect(selectReportData({ record: wrongfulDeathRecord() }).earnings).toBeUndefined();
  });

  it('gives each income × retirement scenario its present value, footing, equal to the saved tables', () => {
    const record = personalInjuryV2Record();
    const { earnings } = selectReportData({ record });
    expect(earnings!.results).toHaveLength(4);
    const pv = (side: 'past' | 'future') =>
      record.lossEarnings![side]!.table.find((t) => t.id.annualIncomeId === 1 && t.id.retirementDateId === 1)!.total_pv;
    expect(earnings!.results[3]).toEqual({
      label: '$98,000, retirement at age 62.5',
      past: wholeDollars(pv('past')),
      future: wholeDollars(pv('future')),
      total: wholeDollars(pv('past')) + wholeDollars(pv('future')),
    });
  });

  it('shows Income Tax and Residual Compensation in the appendix, and the options in its header', () => {
    const pages = pagesOf(personalInjuryV2Record(), 'earnings');
    const columns = earningsColumns({
      afterTax: { rate: 0.22, deductions: 14600, adjustments: 0 },
      residual: { annualEarnings: 30000, startDate: '2024-01-01' },
    });
    for (const page of pages) expect(tableColumns(page).map((c) => c.key)).toEqual([...columns]);
    const header = pages[0]!.header;
    expect(fact(header, 'Earnings basis')).toBe('After income taxes');
    expect(fact(header, 'Marginal tax rate')).toBe('22.00%');
    expect(fact(header, 'Residual earning capacity')).toBe('$30,000 from 2024-01-01');
    expect(fact(header, 'Growth rate')).toBe('2.46% — Average hourly earnings (AHETPI), 2004–2024');
    expect(fact(header, 'Discount rate')).toBe(
      '3.94% — Treasury par yield curve of 2025-02-28, 9.3-year maturity (not applied to past losses)',
    );
    // The past table: no residual before the plaintiff can work again (2024-01-01), then set off.
    const past = pages[0]!.rows;
    expect(past.map((r) => r['Residual Compensation'] === 0)).toEqual([true, true, false, false, false]);

    const v1 = pagesOf(personalInjuryRecord(), 'earnings')[0]!;
    expect(tableColumns(v1).map((c) => c.header)).toEqual([
      'Year',
      'Age',
      'Portion',
      'Earnings',
      'Fringe Benefits',
      'Total Compensation',
      'Loss',
      'Discount Factor',
      'Present Value',
    ]);
    expect(fact(v1.header, 'Earnings basis')).toBe('Before income taxes');
    expect(fact(v1.header, 'Residual earning capacity')).toBeUndefined();
  });
});

describe('loss of support on the household-income base (methodology §7)', () => {
  it('states the base and shows Household Income and Personal Consumption in the appendix', () => {
    const record = wrongfulDeathV2Record();
    const { support } = selectReportData({ record });
    expect(support.consumptionBase).toBe('householdIncome');
    expect(support.consumptionBaseLabel).toBe('Household income');
    expect(support.discount.source).toBe('Treasury par yield curve of 2025-02-28, 22.1-year maturity');
    expect(support.spouse?.lifeExpectancySource).toBe('By race and sex: NCHS 2023, non-Hispanic White female');
    const pages = pagesOf(record, 'support');
    for (const page of pages) {
      expect(tableColumns(page).map((c) => c.key)).toEqual([...supportColumns('householdIncome')]);
      expect(fact(page.header, 'Consumption base')).toBe('Household income');
      expect(page.header[0]!.label).toBe('Date of death');
    }
    const v1 = selectReportData({ record: wrongfulDeathRecord() });
    expect(v1.support.consumptionBaseLabel).toBe("Decedent's income");
    expect(v1.support.spouse?.lifeExpectancySource).toBe('entered by the user');
    expect(tableColumns(pagesOf(wrongfulDeathRecord(), 'support')[0]!).map((c) => c.key)).toEqual([...supportColumns('decedentIncome')]);
  });
});

describe('life-care items bought every year, once or every N years, to the expected date of death (methodology §8)', () => {
  it('names each item’s frequency and marks the items whose plan runs past the expected date of death', () => {
    const { discount } = selectReportData({ record: personalInjuryV2Record() });
    expect(discount.medicalItems.map((i) => [i.modality, i.frequencyText, i.endsAtDeath])).toEqual([
      ['Physical therapy', 'Every year', false],
      ['Power wheelchair', 'Every 5 years', true],
      ['Home modification', 'Once', false],
    ]);
    expect(discount.expectedDateOfDeath).toBe('2060-05-13');
    expect(discount.careEndsAtDeath).toBe(true);
    expect(discount.hasPurchases).toBe(true);
    expect(discount.medicalItems[0]!.growth.source).toBe('CPI-U medical care, 2004–2024');
    expect(discount.medicalItems[0]!.discount.source).toBe('Treasury par yield curve of 2025-02-28, 19.8-year maturity');
  });

  it('shows a purchase per row (portion 1, the unit cost) up to the expected date of death', () => {
    const pages = pagesOf(personalInjuryV2Record(), 'medical');
    const [therapy, wheelchair, modification] = pages;
    expect(therapy!.frequency).toEqual({ frequency: 'annual', everyYears: null });
    expect(wheelchair!.frequency).toEqual({ frequency: 'everyYears', everyYears: 5 });
    // Bought 2026-03-01 and every 5 years while before the expected death on 2060-05-13: 2026 … 2056, not 2061.
    expect(wheelchair!.rows.map((r) => r.Year)).toEqual([2026, 2031, 2036, 2041, 2046, 2051, 2056]);
    for (const row of [...wheelchair!.rows, ...modification!.rows]) {
      expect(row.Portion).toBe(1);
      expect(row.Cost).toBe(row['Annual Cost']);
    }
    // 6,500 grown 2.95% from 2025 to 2026.
    expect(wheelchair!.rows[0]!['Annual Cost']).toBe(6691.75);
    expect(fact(wheelchair!.header, 'Unit cost')).toBe('$6,500');
    expect(fact(wheelchair!.header, 'Frequency')).toBe('Every 5 years');
    expect(fact(wheelchair!.header, 'Period of care')).toBe('2026-03-01 to 2060-05-13 (expected date of death)');
    expect(modification!.rows).toHaveLength(1);
    expect(fact(modification!.header, 'Frequency')).toBe('Once');
    expect(
      tableColumns(wheelchair!)
        .map((c) => c.header)
        .slice(0, 4),
    ).toEqual(['Year of Purchase', 'Age at Purchase', 'Portion', 'Unit Cost']);
    expect(tableColumns(therapy!).map((c) => c.header)[3]).toBe('Annual Cost');
  });
});

describe('sources (methodology §11)', () => {
  it('names the life table of each life expectancy, and credits NCHS only when the figure came from it', () => {
    const v2 = selectReportData({ record: personalInjuryV2Record() }).assumptions;
    expect(v2.lifeExpectancyFromTable).toBe('some');
    expect(v2.lifeExpectancies.map((le) => le.source)).toEqual([
      'By sex, all races: NCHS 2023, all races and origins female',
      'entered by the user',
    ]);
    expect(v2.lifeTable).toBe('scenario 1: By sex, all races: NCHS 2023, all races and origins female; scenario 2: entered by the user');
    const wd = selectReportData({ record: wrongfulDeathV2Record() }).assumptions;
    expect(wd.lifeExpectancyFromTable).toBe('all');
    expect(wd.lifeTable).toBe('By race and sex: NCHS 2023, non-Hispanic White male');
    const v1 = selectReportData({ record: personalInjuryRecord() }).assumptions;
    expect(v1.lifeExpectancyFromTable).toBe('none');
    expect(v1.lifeTable).toBe('entered by the user');
  });

  it('prints the wage source beside each hourly rate', () => {
    const { services } = selectReportData({ record: personalInjuryV2Record() });
    expect(services.sources.map((s) => s.hourlyRateSource)).toEqual([
      'OEWS May 2024 median, Home Health and Personal Care Aides',
      'entered',
    ]);
    expect(services.growth.source).toBe('CPI-U all items, 2004–2024');
    expect(services.discount.source).toBe('entered');
  });

  it('prints how a looked-up wage was brought to the dollars of the date of report, and cites AHETPI for it', () => {
    const record = personalInjuryV2Record();
    delete record.formData.plaintiff.provenance!.wagesGrowthRate;
    const cited = () => selectReportData({ record }).references.map((r) => r.source);
    expect(cited()).not.toContain('wages');
    const wage = record.formData.documents.sourceInfomations[0]!.provenance!.hourlyRate!;
    // AHETPI March 2025 31.02 / May 2024 29.97 = 1.0350; 16.78 × 1.035 = 17.3673 → 17.37.
    wage.adjustment = {
      publishedWage: 16.78,
      hourlyWage: 17.37,
      factor: 1.035,
      fromMonth: '2024-05',
      toMonth: '2025-03',
      inDollarsOf: '2025-03-01',
    };
    expect(selectReportData({ record }).services.sources[0]!.hourlyRateSource).toBe(
      'OEWS May 2024 median, Home Health and Personal Care Aides: $16.78, brought to March 2025 dollars by BLS average hourly earnings (AHETPI) × 1.0350 = $17.37',
    );
    expect(cited()).toContain('wages');
  });

  it('lists in the references only the data sets the case used', () => {
    const sources = (record: ReturnType<typeof personalInjuryRecord>) => selectReportData({ record }).references.map((r) => r.source);
    const methodTexts = ['method', 'method', 'method', 'method'];
    // Everything typed: the standard texts only.
    expect(sources(personalInjuryRecord())).toEqual(methodTexts);
    expect(sources(personalInjuryV2Record()).filter((s) => s !== 'method')).toEqual([
      'lifeTable',
      'cpiAll',
      'cpiMedical',
      'wages',
      'oews',
      'treasury',
    ]);
    // Support always uses Patton-Nelson and the CPI-U (household income in 1995 dollars).
    expect(sources(wrongfulDeathRecord()).filter((s) => s !== 'method')).toEqual(['pattonNelson', 'pattonNelson', 'cpiAll']);
    expect(sources(wrongfulDeathV2Record()).filter((s) => s !== 'method')).toEqual([
      'lifeTable',
      'pattonNelson',
      'pattonNelson',
      'cpiAll',
      'treasury',
    ]);
    // A lookup kept for a loss that was not chosen is not cited.
    const servicesDropped = personalInjuryV2Record();
    servicesDropped.formData.case.typeSelectedValues = ['lossOfEarningsPast', 'lossOfEarningsFuture'];
    expect(sources(servicesDropped).filter((s) => s !== 'method')).toEqual(['lifeTable', 'wages', 'treasury']);
  });
});

describe('a case saved before version 2', () => {
  it('reports the same totals from its saved tables, with the version-1 columns and every figure "entered"', () => {
    for (const record of [personalInjuryRecord(), personalInjuryV2Record(), wrongfulDeathRecord(), wrongfulDeathV2Record()]) {
      const before = selectReportData({ record: asVersion1(record) });
      const now = selectReportData({ record });
      expect(before.totals).toEqual(now.totals);
      for (const kind of ['earnings', 'support', 'services'] as const) {
        const saved = record[({ earnings: 'lossEarnings', support: 'lossSupport', services: 'lossServices' } as const)[kind]];
        for (const side of ['past', 'future'] as const) {
          const pages = before.appendices.find((a) => a.kind === kind)?.pages.filter((p) => p.side === side) ?? [];
          expect(addCents(pages.map((p) => p.totals.PV!))).toBe(addCents((saved?.[side]?.table ?? []).map((t) => t.total_pv)));
        }
      }
      expect(before.references.every((r) => r.source === 'method' || r.source === 'pattonNelson' || r.source === 'cpiAll')).toBe(true);
      expect(before.discount.careEndsAtDeath).toBe(false);
      expect(before.appendices.flatMap((a) => a.pages).every((p) => p.kind !== 'medical' || p.frequency?.frequency === 'annual')).toBe(
        true,
      );
    }
  });
});
