import { formatLongDate, formatMoney } from '@damages/contracts';
import type { LossTotals, TotalLine } from './report-model.ts';
import type { TotalRange } from './totals.ts';

/**
 * The words of the Summary of Opinions, in the economist's register: the
 * opinions counsel and the opposing expert read first, each figure the
 * Summary's own (whole dollars, footing as its table does).
 */

const OPINION = 'It is my opinion, to a reasonable degree of economic certainty, that';

/** What each element of the totals is called in an opinion, with the verb it takes. */
const ELEMENTS: Record<TotalLine['key'], { subject: string; verb: 'is' | 'are' }> = {
  earnings: { subject: 'the loss of earnings', verb: 'is' },
  support: { subject: 'the loss of support', verb: 'is' },
  services: { subject: 'the loss of household services', verb: 'is' },
  medical: { subject: 'the medical expenses', verb: 'are' },
  medicalBeforeTrial: { subject: 'the cost of the life-care plan’s care between the date of this report and the trial', verb: 'is' },
  burial: { subject: 'the funeral and burial expenses', verb: 'are' },
};

/** How an element's total divides between the past and the future, by the sides it has. */
function parts(line: TotalLine): string {
  if (line.past !== null && line.future !== null)
    return `, consisting of past losses of ${formatMoney(line.past)} and future losses with a present value of ${formatMoney(line.future)} as of the date of trial`;
  return line.past !== null ? ', a past loss as of the date of trial' : ', stated at present value as of the date of trial';
}

export const OPINION_WORDS = {
  lead: 'My opinions are summarized below. The sections that follow set out the facts, assumptions and methods on which they rest.',
  /** The total economic loss, as the Summary states it, as an opinion. */
  total: (incident: string, name: string, totals: LossTotals, dateOfTrial: string) =>
    `${OPINION} the total economic loss resulting from the ${incident} of ${name} is ${formatMoney(totals.total)}, consisting of past ` +
    `losses of ${formatMoney(totals.past)} and future losses with a present value of ${formatMoney(totals.future)} as of the date ` +
    `of trial, ${formatLongDate(dateOfTrial)}.`,
  /** One element of the totals (one line of the Summary's table) as an opinion. */
  element: (line: TotalLine) => {
    const { subject, verb } = ELEMENTS[line.key];
    return `${OPINION} ${subject} ${verb} ${formatMoney(line.total)}${parts(line)}.`;
  },
  range: ({ scenarios, lowest, highest }: TotalRange) =>
    `Across the ${scenarios} scenarios this case holds, the total economic loss ranges from ${formatMoney(lowest)} to ${formatMoney(highest)}.`,
  tableCaption: 'Economic loss by element',
  /** Said after the opinions, here and in the Summary & Conclusion. */
  reservation:
    'These opinions are stated to a reasonable degree of economic certainty. They cover economic losses only; non-pecuniary losses are ' +
    'excluded. They may be revised if additional information becomes available.',
} as const;
