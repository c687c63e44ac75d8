import type { FieldHelp } from './field-help.ts';

/** The help under the prejudgment-interest fields (methodology §16), in the form's help list. */
const interest = (explanation: string): FieldHelp => ({ explanation, section: '16' });

export const INTEREST_FIELD_HELP: readonly [RegExp, FieldHelp][] = [
  [
    /^interest\.rate$/,
    interest(
      'The yearly rate in percent (7.5 for 7.5%), applied to each past loss from the date it arose, or from the start the law sets, if later.',
    ),
  ],
  [
    /^interest\.compounding$/,
    interest('Simple: the rate times the days / 365. Compounded yearly: interest earns interest each full year.'),
  ],
  [/^interest\.from$/, interest('No interest accrues before this date; blank: each loss bears interest from the date it arose.')],
  [/^interest\.events\./, interest('The forum’s rule counts interest from this event; the period is computed from it.')],
  [/^interest\.through$/, interest('Interest is computed through this date; blank: the date of trial.')],
  [/^interest\.pastMedicalDate$/, interest('The past medical expenses bear interest from this date, as one sum paid on that day.')],
];
