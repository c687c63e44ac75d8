import { formatLongDate, formatMoney } from '@damages/contracts';
import { SelectionNote } from '../layout/selection-note.tsx';
import { Section, Subsection } from '../layout/section.tsx';
import { OPINION_WORDS } from '../model/opinion-words.ts';
import { ScenarioSelector } from '../scenario/scenario-selector.tsx';
import { useReport } from '../state/report-context.tsx';
import { TotalsTable } from '../tables/totals-table.tsx';

/** Section 8: the total economic loss and the conclusions. */
export function SummaryConclusion() {
  const { data } = useReport();
  const { facts, totals } = data;
  return (
    <Section id="summary">
      <Subsection id="summary/total-economic-loss" title="Total Economic Loss">
        <p className="report-conclusion">
          The total economic loss resulting from the {facts.incident} of {facts.name} is{' '}
          <strong data-testid="summary-total">{formatMoney(totals.total)}</strong>, consisting of past losses of {formatMoney(totals.past)}{' '}
          and future losses with a present value of {formatMoney(totals.future)} as of the date of trial,{' '}
          {formatLongDate(facts.dateOfTrial)}.
        </p>
        <TotalsTable caption="Summary of economic loss" />
        <SelectionNote />
      </Subsection>
      <Subsection id="summary/conclusions" title="Conclusions">
        <ul className="conclusion-list">
          {totals.lines.map((line) => (
            <li key={line.key}>
              {line.label}: {formatMoney(line.total)}
              {line.past !== null && line.future !== null
                ? ` (past ${formatMoney(line.past)}; future, at present value, ${formatMoney(line.future)}).`
                : line.past !== null
                  ? ' (past).'
                  : ' (future, at present value).'}
            </li>
          ))}
        </ul>
        <p>{OPINION_WORDS.reservation}</p>
      </Subsection>
    </Section>
  );
}

export function SummaryPage() {
  return (
    <>
      <ScenarioSelector />
      <SummaryConclusion />
    </>
  );
}
