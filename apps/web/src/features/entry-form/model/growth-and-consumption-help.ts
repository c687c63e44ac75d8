import type { FieldHelp } from './field-help.ts';

/** The help under the incomes' year, the growth up to the valuation date and the consumption rates (methodology §13, §15). */
export const GROWTH_AND_CONSUMPTION_HELP: readonly [RegExp, FieldHelp][] = [
  [
    /^growthEras\.earningsBaseYear$/,
    {
      explanation:
        'The year whose dollars the annual incomes, the tax deductions and adjustments and the household income are in, for example the last full year of W-2 earnings; they grow from this year. Blank: the year of injury or death.',
      section: '13',
    },
  ],
  [
    /^growthEras\.pastGrowth$/,
    {
      rate: true,
      explanation:
        'The growth of the years up to the date of trial (or the valuation year), when it differs from the growth expected after it; the wage growth rate applies after. Blank: the wage growth rate throughout.',
      section: '13',
    },
  ],
  [
    /^consumption\.rate$/,
    {
      rate: true,
      explanation: "The decedent's own share of net income (or household income) each year, in place of the Patton-Nelson equations.",
      section: '15',
    },
  ],
  [
    /^consumption\.laterRate$/,
    {
      rate: true,
      explanation: 'Optional: the share from a later year on, for example once the children have left home; needs the year.',
      section: '15',
    },
  ],
];
