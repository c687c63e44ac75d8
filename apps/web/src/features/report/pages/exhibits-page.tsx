import { AnnualLossChart } from '../charts/annual-loss-chart.tsx';
import { exhibitId } from '../charts/exhibit-id.ts';
import { ScenarioComparisonChart } from '../charts/scenario-comparison-chart.tsx';
import { SelectionNote } from '../layout/selection-note.tsx';
import { Section } from '../layout/section.tsx';
import { COMBINED_SCHEDULE_WORDS } from '../model/combined-schedule.ts';
import { useReport } from '../state/report-context.tsx';
import { CombinedScheduleTable } from '../tables/combined-schedule-table.tsx';
import { SensitivityFigure } from './sensitivity-figure.tsx';

/** Section 12: the annual loss by year for each loss type, the totals across scenarios, the combined schedule by year and the total's sensitivity. */
export function ExhibitsPage() {
  const { data } = useReport();
  const n = data.annualLoss.length;
  const schedule = data.combinedSchedule;
  const scheduleNumber = n + data.comparisons.length + 1;
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
      {schedule.years.length > 0 && (
        <figure className="report-figure combined-schedule-figure" data-testid="combined-schedule">
          <figcaption>
            Exhibit {scheduleNumber}. {COMBINED_SCHEDULE_WORDS.title}
          </figcaption>
          <p>
            Exhibit {scheduleNumber} lists every loss by calendar year, past years up to the trial and then future years from it: each loss
            type before discounting (nominal) and at its present value as of the trial, the year&apos;s totals and the cumulative present
            value. Past losses are not discounted. Each loss type&apos;s years are rounded to whole dollars from their running total, so
            that each adds up to its figure in the summary of economic loss and the totals below are the summary&apos;s.
          </p>
          <CombinedScheduleTable schedule={schedule} />
        </figure>
      )}
      <SensitivityFigure exhibit={data.sensitivity} number={schedule.years.length > 0 ? scheduleNumber + 1 : scheduleNumber} />
    </Section>
  );
}
