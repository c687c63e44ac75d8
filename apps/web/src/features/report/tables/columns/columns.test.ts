import { EARNINGS_COLUMNS, MEDICAL_COLUMNS, SERVICES_COLUMNS, SUPPORT_COLUMNS } from '@damages/engine';
import { describe, expect, it } from 'vitest';
import { cellText, COLUMNS_BY_KIND } from './index.ts';

describe('appendix column definitions', () => {
  it('follow the service columns of methodology §5–§8 in order', () => {
    expect(COLUMNS_BY_KIND.support.map((c) => c.key)).toEqual([...SUPPORT_COLUMNS]);
    expect(COLUMNS_BY_KIND.services.map((c) => c.key)).toEqual([...SERVICES_COLUMNS]);
    expect(COLUMNS_BY_KIND.earnings.map((c) => c.key)).toEqual([...EARNINGS_COLUMNS]);
    expect(COLUMNS_BY_KIND.medical.map((c) => c.key)).toEqual([...MEDICAL_COLUMNS]);
  });

  it('total the loss and the present value columns only', () => {
    expect(COLUMNS_BY_KIND.support.filter((c) => c.total).map((c) => c.key)).toEqual(['Loss', 'PV']);
    expect(COLUMNS_BY_KIND.medical.filter((c) => c.total).map((c) => c.key)).toEqual(['Cost', 'PV']);
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
