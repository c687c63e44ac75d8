import {
  EARNINGS_COLUMNS,
  EARNINGS_V3_COLUMNS,
  earningsColumns,
  INTEREST_COLUMNS,
  MEDICAL_COLUMNS,
  SERVICES_COLUMNS,
  SUPPORT_COLUMNS,
  SUPPORT_V3_COLUMNS,
  supportColumns,
} from '@damages/engine';
import { describe, expect, it } from 'vitest';
import type { TablePage, TableRow } from '../../model/report-model.ts';
import { cellText, COLUMNS_BY_KIND, tableColumns } from './index.ts';

/** A row carrying exactly the given columns. */
const rowOf = (keys: readonly string[]): TableRow => Object.fromEntries(keys.map((key, index) => [key, index]));
const keysOf = (page: Pick<TablePage, 'kind' | 'rows' | 'frequency'>) => tableColumns(page).map((c) => c.key);

describe('appendix column definitions', () => {
  it('follow every column the service can return, in the order of methodology §5–§8, §14 and §16 (interest on a past table)', () => {
    expect(COLUMNS_BY_KIND.support.map((c) => c.key)).toEqual([...SUPPORT_V3_COLUMNS, ...INTEREST_COLUMNS]);
    expect(COLUMNS_BY_KIND.services.map((c) => c.key)).toEqual([...SERVICES_COLUMNS, ...INTEREST_COLUMNS]);
    expect(COLUMNS_BY_KIND.earnings.map((c) => c.key)).toEqual([...EARNINGS_V3_COLUMNS, ...INTEREST_COLUMNS]);
    expect(COLUMNS_BY_KIND.medical.map((c) => c.key)).toEqual([...MEDICAL_COLUMNS, ...INTEREST_COLUMNS]);
  });

  it("show a table's optional columns only when its rows carry them, as the engine lists them for each option", () => {
    expect(keysOf({ kind: 'earnings', rows: [rowOf(EARNINGS_COLUMNS)] })).toEqual([...EARNINGS_COLUMNS]);
    for (const options of [
      { afterTax: { rate: 0.22, deductions: 0, adjustments: 0 }, residual: null },
      { afterTax: null, residual: { annualEarnings: 1, startDate: '2024-01-01' } },
      { afterTax: { rate: 0.22, deductions: 0, adjustments: 0 }, residual: { annualEarnings: 1, startDate: '2024-01-01' } },
    ]) {
      const columns = earningsColumns(options);
      expect(keysOf({ kind: 'earnings', rows: [rowOf(columns)] })).toEqual([...columns]);
    }
    expect(keysOf({ kind: 'support', rows: [rowOf(SUPPORT_COLUMNS)] })).toEqual([...supportColumns('decedentIncome')]);
    expect(keysOf({ kind: 'support', rows: [rowOf(supportColumns('householdIncome'))] })).toEqual([...supportColumns('householdIncome')]);
    // A table with no row (no loss in the period) has the version-1 columns.
    expect(keysOf({ kind: 'earnings', rows: [] })).toEqual([...EARNINGS_COLUMNS]);
  });

  it('head a table of purchases (once, every N years) with the purchase year, age and unit cost', () => {
    const rows = [rowOf(MEDICAL_COLUMNS)];
    const headers = (frequency: TablePage['frequency']) => tableColumns({ kind: 'medical', rows, frequency }).map((c) => c.header);
    expect(headers({ frequency: 'annual', everyYears: null })).toEqual([
      'Year',
      'Age',
      'Portion',
      'Annual Cost',
      'Cost',
      'Discount Factor',
      'Present Value',
    ]);
    for (const frequency of [
      { frequency: 'once', everyYears: null },
      { frequency: 'everyYears', everyYears: 5 },
    ] as const)
      expect(headers(frequency)).toEqual([
        'Year of Purchase',
        'Age at Purchase',
        'Portion',
        'Unit Cost',
        'Cost',
        'Discount Factor',
        'Present Value',
      ]);
  });

  it('total the loss, the present value and the interest columns only', () => {
    expect(COLUMNS_BY_KIND.support.filter((c) => c.total).map((c) => c.key)).toEqual(['Loss', 'PV', ...INTEREST_COLUMNS]);
    expect(COLUMNS_BY_KIND.medical.filter((c) => c.total).map((c) => c.key)).toEqual(['Cost', 'PV', ...INTEREST_COLUMNS]);
  });

  it('show Interest and Loss with Interest only on a table whose rows carry them', () => {
    expect(keysOf({ kind: 'services', rows: [rowOf([...SERVICES_COLUMNS, ...INTEREST_COLUMNS])] })).toEqual([
      ...SERVICES_COLUMNS,
      ...INTEREST_COLUMNS,
    ]);
    expect(keysOf({ kind: 'services', rows: [rowOf(SERVICES_COLUMNS)] })).toEqual([...SERVICES_COLUMNS]);
  });

  it('write whole-number money with negatives in parentheses, rates with 2 decimals and plain years', () => {
    const row = {
      Year: 2031,
      Age: 52.456,
      Portion: 0.315068,
      'Household Size': 3,
      'Gross Income': 123456.78,
      'Income Tax': -1234.5,
      'Consumption Rate': 0.183456,
      'Discount Factor': 0.912345,
      PV: 0.4,
    };
    const text = (key: string) =>
      cellText(
        COLUMNS_BY_KIND.support.find((c) => c.key === key)!,
        row,
      );
    expect(text('Year')).toBe('2031');
    expect(text('Age')).toBe('52.46');
    expect(text('Portion')).toBe('0.315068');
    expect(text('Household Size')).toBe('3');
    expect(text('Gross Income')).toBe('123,457');
    expect(text('Income Tax')).toBe('(1,235)');
    expect(text('Consumption Rate')).toBe('18.35%');
    expect(text('Discount Factor')).toBe('0.912345');
    expect(text('PV')).toBe('0');
    expect(text('Support')).toBe('—');
  });
});
