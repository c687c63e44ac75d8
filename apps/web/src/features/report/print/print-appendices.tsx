import { useSearchParams } from 'react-router';
import { reportSection } from '../model/report-sections.ts';
import { pageMatchesSelection } from '../model/select-report-data.ts';
import { Section } from '../layout/section.tsx';
import { useReport } from '../state/report-context.tsx';
import { AppendixTablePage } from '../tables/appendix-table-page.tsx';
import { CARE_BEFORE_TRIAL_LABEL } from '../model/medical-totals.ts';
import { MedicalSummaryTable } from './medical-summary-table.tsx';

/** Which appendix tables the print view prints: those of the chosen scenarios, or every table of every scenario combination. */
export type AppendixScope = 'selected' | 'all';
const APPENDIX_SCOPE_PARAM = 'appendices';

/** The scope chosen in the print toolbar, kept in the address (?appendices=all) so a reload prints the same. */
export function useAppendixScope(): [AppendixScope, (scope: AppendixScope) => void] {
  const [params, setParams] = useSearchParams();
  const scope: AppendixScope = params.get(APPENDIX_SCOPE_PARAM) === 'all' ? 'all' : 'selected';
  const setScope = (next: AppendixScope) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.set(APPENDIX_SCOPE_PARAM, 'all');
        else updated.delete(APPENDIX_SCOPE_PARAM);
        return updated;
      },
      { replace: true },
    );
  return [scope, setScope];
}

/** Section 11 in print: the appendix tables of the chosen scenarios (or of all), one per page; the medical appendix opens with its summary. */
export function PrintAppendices() {
  const { data } = useReport();
  const [scope] = useAppendixScope();
  const printed = data.appendices
    .map((appendix) => ({
      appendix,
      pages: appendix.pages
        .map((page, index) => ({ page, number: index + 1 }))
        .filter(({ page }) => scope === 'all' || pageMatchesSelection(page, data.selection)),
    }))
    .filter(({ pages }) => pages.length > 0);
  const quantitative = reportSection('quantitative').number;
  const summary = reportSection('summary').number;
  return (
    <>
      <Section id="appendices">
        <p>
          The appendices set out the year-by-year calculations behind the totals of sections {quantitative} and {summary},{' '}
          {scope === 'all' ? 'for every combination of the scenarios considered' : 'for the scenarios presented'}.
        </p>
        <ul className="toc-children">
          {printed.map(({ appendix, pages }) => (
            <li key={appendix.key}>
              Appendix {appendix.letter}: {appendix.title} (Tables {pages.map(({ number }) => `${appendix.letter}-${number}`).join(', ')})
            </li>
          ))}
          {data.textAppendices.map((appendix) => (
            <li key={appendix.id}>
              Appendix {appendix.letter}: {appendix.title}
            </li>
          ))}
        </ul>
      </Section>
      {printed.flatMap(({ appendix, pages }) => [
        ...(appendix.kind === 'medical' && data.medicalSummary
          ? [
              <article key={`${appendix.key}-summary`} className="appendix-page" aria-label={`Appendix ${appendix.letter} summary`}>
                <p className="appendix-kicker">
                  Appendix {appendix.letter}: {appendix.title}
                </p>
                <h2 className="appendix-title">Summary by Modality and Scenario</h2>
                <MedicalSummaryTable
                  scenarios={data.medicalSummary.scenarios}
                  table={data.medicalSummary.future}
                  caption="Present value of future medical expenses by modality and scenario (dollars and cents)"
                  testId="medical-summary"
                />
                {data.medicalSummary.beforeTrial ? (
                  <MedicalSummaryTable
                    scenarios={data.medicalSummary.scenarios}
                    table={data.medicalSummary.beforeTrial}
                    caption={`${CARE_BEFORE_TRIAL_LABEL}: care between the report and the trial by modality and scenario (dollars and cents)`}
                    testId="medical-before-trial-summary"
                  />
                ) : null}
                <p className="report-note">
                  Every modality counts in every scenario: with its own estimate of that scenario or, where it has none, the nearest it has;
                  the estimate that counted is named under the figure where it is not the scenario&rsquo;s own, and a modality priced only
                  once is a single estimate, the same in all three. Each figure is the value of one modality&rsquo;s table, to the cent;
                  each total is the sum of the figures above it and, rounded to the whole dollar, the Summary&rsquo;s medical line. The
                  tables that follow give the year-by-year calculation of the future care.
                </p>
              </article>,
            ]
          : []),
        ...pages.map(({ page, number }) => (
          <AppendixTablePage key={`${appendix.key}-${page.key}`} appendix={appendix} page={page} number={number} />
        )),
      ])}
    </>
  );
}
