import { AnnualLossChart } from '../charts/annual-loss-chart.tsx';
import { exhibitId } from '../charts/exhibit-id.ts';
import { ScenarioComparisonChart } from '../charts/scenario-comparison-chart.tsx';
import { SelectionNote } from '../layout/selection-note.tsx';
import { Section } from '../layout/section.tsx';
import { useReport } from '../state/report-context.tsx';

/** Section 12: the annual loss by year for each loss type and the totals across scenarios. */
export function ExhibitsPage() {
  const { data } = useReport();
  const n = data.annualLoss.length;
  const lead = n === 1 ? 'Exhibit 1 shows' : n === 2 ? 'Exhibits 1 and 2 show' : `Exhibits 1 to ${n} show`;
  return (
    <Section id="exhibits">
      <p>
        {lead} each loss by calendar year before discounting, for the scenarios used in the totals.
        {data.comparisons.length > 0 &&
          ' The remaining exhibits compare the total economic loss across the scenarios that can be selected, the other choices held fixed.'}
      </p>
      <SelectionNote />
      {data.annualLoss.map((series, index) => (
        <figure key={series.key} className="report-figure" data-exhibit={exhibitId.annual(series.key)}>
          <figcaption>
            Exhibit {index + 1}. {series.title} by Year (before discounting)
          </figcaption>
          <AnnualLossChart series={series} />
        </figure>
      ))}
      {data.comparisons.map((comparison, index) => (
        <figure key={comparison.key} className="report-figure" data-exhibit={exhibitId.comparison(comparison.key)}>
          <figcaption>
            Exhibit {data.annualLoss.length + index + 1}. {comparison.title}
          </figcaption>
          <ScenarioComparisonChart comparison={comparison} />
        </figure>
      ))}
      {data.annualLoss.length === 0 && <p>No losses with yearly tables are part of this report.</p>}
    </Section>
  );
}
