import { SelectionNote } from '../layout/selection-note.tsx';
import { Section } from '../layout/section.tsx';
import { ScenarioSelector } from '../scenario/scenario-selector.tsx';
import { useReport } from '../state/report-context.tsx';
import { TotalsTable } from '../tables/totals-table.tsx';

/** Section 7: the quantitative economic loss summary. */
export function QuantitativeSummary() {
  const { facts } = useReport().data;
  return (
    <Section id="quantitative">
      <p>
        The table below brings together the losses valued in this report. Past losses run from the date of {facts.incident} to the date of
        trial; future losses run from the date of trial and are stated at their present value on that date.
      </p>
      <TotalsTable caption="Economic loss by category" />
      <SelectionNote />
      <p className="report-note">
        Each amount is rounded once to whole dollars from its exact cents; every total is the sum of the amounts shown. &quot;n/a&quot;
        marks a period not claimed.
      </p>
    </Section>
  );
}

export function QuantitativePage() {
  return (
    <>
      <ScenarioSelector />
      <QuantitativeSummary />
    </>
  );
}
