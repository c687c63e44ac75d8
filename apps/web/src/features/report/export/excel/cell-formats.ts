import type { AssumptionFormat } from './assumptions.ts';

/** The number formats of the workbook's cells, by what a cell holds. */
export const FORMATS: Record<AssumptionFormat | 'ratio' | 'percent' | 'whole' | 'full', string> = {
  date: 'yyyy-mm-dd',
  money: '#,##0.00;(#,##0.00)',
  rate: '0.00##%',
  number: '0.######',
  text: '@',
  ratio: '0.000000',
  percent: '0.00##%',
  whole: '$#,##0;($#,##0)',
  full: 'General',
};
