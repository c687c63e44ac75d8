import type { FieldHelp } from './field-help.ts';

/**
 * The help under the worklife inputs (methodology §14), in the words an
 * economist would use to explain them to counsel.
 */

/** What the method choice means, shown under it. */
export const WORKLIFE_METHOD_HELP: Record<'retirementAge' | 'worklifeExpectancy', string> = {
  retirementAge: 'The loss runs to each retirement age entered, every year of it counted as a year of full-time work.',
  worklifeExpectancy:
    'The loss runs to the statistical retirement date (the date of injury plus the years to final separation), and each year is weighted by the worklife factor WLE ÷ YFS: the share of those years the person is expected to spend in the labour force, from the worklife table relied on.',
};

export const WORKLIFE_HELP: readonly [RegExp, FieldHelp][] = [
  [
    /^worklife\.scenarios\.\d+\.worklifeExpectancy$/,
    {
      explanation: 'Years the person is expected to be in the labour force from the date of injury (WLE), as the worklife table gives it.',
      section: '14',
    },
  ],
  [
    /^worklife\.scenarios\.\d+\.yearsToFinalSeparation$/,
    {
      explanation: 'Years from the date of injury to final separation from the labour force (YFS); at least the worklife expectancy.',
      section: '14',
    },
  ],
  [
    /^worklife\.tableName$/,
    { explanation: 'The published worklife table the figures are taken from; the report cites it.', section: '14' },
  ],
  [
    /^worklife\.tableBasis$/,
    {
      explanation:
        'Whether that table gives worklife by sex or for all persons (sex-neutral); the report states it. California and the District of Columbia require tables that do not distinguish by sex, and choosing either forum sets All persons. The calculation uses the WLE and YFS entered either way.',
      section: '14',
    },
  ],
  [
    /^worklife\.unemploymentRate$/,
    {
      rate: true,
      explanation:
        'Expected unemployment over the worklife (u); earnings are weighted by the employment factor 1 − u × (1 − r). Blank: no unemployment adjustment.',
      section: '14',
    },
  ],
  [
    /^worklife\.unemploymentBenefitReplacement$/,
    {
      rate: true,
      explanation: 'The share of lost wages unemployment benefits would replace while unemployed (r). Blank: none.',
      section: '14',
    },
  ],
];
