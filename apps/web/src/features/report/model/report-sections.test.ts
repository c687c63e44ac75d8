import { describe, expect, it } from 'vitest';
import { REPORT_SUBSECTIONS, subsectionNumber, type SubsectionFigures } from './report-sections.ts';

const figures = ({ retirements = 0, rates = 0, plan = false } = {}): SubsectionFigures =>
  ({
    assumptions: { retirements: Array.from({ length: retirements }, () => ({})) },
    discount: { rates: Array.from({ length: rates }, () => ({})), ...(plan ? { lifeCarePlan: { title: '', date: undefined } } : {}) },
  }) as unknown as SubsectionFigures;

describe('subsection numbers', () => {
  it('number each subsection after its section, in order', () => {
    expect(REPORT_SUBSECTIONS.introduction.map((name) => subsectionNumber(`introduction/${name}`, figures()))).toEqual([
      '1.1',
      '1.2',
      '1.3',
      '1.4',
    ]);
    expect(subsectionNumber('loss-of-earnings/results', figures())).toBe('4.4');
    expect(subsectionNumber('loss-of-support/results', figures())).toBe('4.3');
    expect(subsectionNumber('summary/conclusions', figures())).toBe('8.2');
  });

  it('count only the subsections the report has', () => {
    expect(subsectionNumber('assumptions/valuation-conventions', figures({ retirements: 1 }))).toBe('3.3');
    expect(subsectionNumber('assumptions/valuation-conventions', figures())).toBe('3.2');
    expect(subsectionNumber('assumptions/retirement', figures())).toBeNull();
    expect(subsectionNumber('discount/future-medical-care', figures({ rates: 2, plan: true }))).toBe('6.4');
    expect(subsectionNumber('discount/future-medical-care', figures({ plan: true }))).toBe('6.3');
    expect(subsectionNumber('discount/future-medical-care', figures({ rates: 2 }))).toBeNull();
  });

  it('put the adjusted income factor after the results, only in the section whose exhibit it is', () => {
    const support = { ...figures(), incomeFactors: { kind: 'support' } } as const;
    expect(subsectionNumber('loss-of-support/adjusted-income-factor', support)).toBe('4.4');
    expect(subsectionNumber('loss-of-support/results', support)).toBe('4.3');
    expect(subsectionNumber('loss-of-earnings/adjusted-income-factor', support)).toBeNull();
    expect(subsectionNumber('loss-of-support/adjusted-income-factor', figures())).toBeNull();
  });
});
