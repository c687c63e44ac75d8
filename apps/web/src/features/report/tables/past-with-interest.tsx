import { formatLongDate, formatMoney } from '@damages/contracts';
import { pastWithInterest } from '../model/interest-figures.ts';
import { useReport } from '../state/report-context.tsx';

/**
 * Beside the totals, when the case was calculated with prejudgment interest: the past losses with their interest
 * (the service's total, rounded once to whole dollars), the totals above being without it.
 */
export function PastWithInterest() {
  const { totals, interest } = useReport().data;
  const figures = pastWithInterest(totals.past, interest);
  if (!interest || !figures) return null;
  return (
    <p className="report-note" data-testid="past-with-interest">
      With prejudgment interest through {formatLongDate(interest.through)} of {formatMoney(figures.interest)}, the past losses of{' '}
      {formatMoney(totals.past)} are <strong>{formatMoney(figures.withInterest)}</strong>, and the total economic loss is{' '}
      {formatMoney(totals.total + figures.interest)}. The amounts above are without interest.
    </p>
  );
}
