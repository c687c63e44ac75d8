import { describe, expect, it } from 'vitest';
import { fixtureText } from '../testing/fixtures.ts';
import { parsePattonNelsonCsv } from './personal-consumption-csv.ts';

const text = () => fixtureText('personal-consumption/patton-nelson-1998-update-equations.csv');

describe('parsePattonNelsonCsv', () => {
  it('reads block 1 as male and block 2 as female', () => {
    const { male, female } = parsePattonNelsonCsv(text());
    expect(male['1']).toEqual({ high: { intercept: 9.388379, slope: -0.48568 }, low: { intercept: 9.459873, slope: -0.50537 } });
    expect(male['2']).toEqual({ intercept: 9.43849, slope: -0.58219 });
    expect(female['5+']).toEqual({ intercept: 7.303141, slope: -0.42846 });
    // SOURCES.md: block 1, family of 2, $75,000 → 18.2% of family income.
    expect(Math.exp(male['2'].intercept + male['2'].slope * Math.log(75_000))).toBeCloseTo(18.2, 1);
  });

  it('names what is missing', () => {
    const withoutFemaleFour = text()
      .split('\n')
      .filter((line) => !/^2 .*,4,,/.test(line))
      .join('\n');
    expect(() => parsePattonNelsonCsv(withoutFemaleFour)).toThrow(/no female equation for family size 4/);
  });
});
