import { formatLongDate, formatMoney, formatMoneyCents, formatQuantity } from '@damages/contracts';
import { FactTable } from '../layout/fact-table.tsx';
import { Section, Subsection } from '../layout/section.tsx';
import { SOURCE_SEPARATOR, sourcedPercentText } from '../model/sourced-figures.ts';
import { useReport } from '../state/report-context.tsx';
import { ScenarioResultsTable } from '../tables/scenario-results-table.tsx';

/** Section 5: household services the plaintiff or decedent can no longer perform. */
export function LossOfServicesPage() {
  const { data } = useReport();
  const { services: s, facts } = data;
  if (!data.chosen.services) {
    return (
      <Section id="loss-of-services">
        <p>No loss of household services was claimed in this case.</p>
      </Section>
    );
  }
  return (
    <Section id="loss-of-services">
      <Subsection id="loss-of-services/method" title="Method">
        <p>
          Household services are valued at what it would cost to hire them in the market. For each kind of service, the annual value is the
          hourly rate times the weekly hours times the weeks per year, in {s.baseYear} dollars, grown each year at the growth rate. Each
          service is counted from the date of {facts.incident} until its end date or the expected date of death, whichever comes first.
        </p>
      </Subsection>
      <Subsection id="loss-of-services/services-valued" title="Household Services Valued">
        <table className="summary-table services-table">
          <thead>
            <tr>
              <th scope="col">Service</th>
              <th scope="col" className="num">
                Hourly rate
              </th>
              <th scope="col" className="num">
                Weekly hours
              </th>
              <th scope="col" className="num">
                Weeks per year
              </th>
              <th scope="col" className="num">
                Annual value
              </th>
              <th scope="col" className="num">
                End date
              </th>
            </tr>
          </thead>
          <tbody>
            {s.sources.map((source, index) => (
              <tr key={`${index}-${source.name}`}>
                <th scope="row">{source.name || `Source ${index + 1}`}</th>
                <td className="num">
                  {formatMoneyCents(source.hourlyRate)}
                  <span className="rate-source">
                    {SOURCE_SEPARATOR}
                    {source.hourlyRateSource}
                  </span>
                </td>
                <td className="num">{formatQuantity(source.weeklyHours)}</td>
                <td className="num">{source.weeksPerYear}</td>
                <td className="num">{formatMoney(source.annualValue)}</td>
                <td className="num">{formatLongDate(source.endDate)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="total-row">
              <th scope="row">Total annual value</th>
              <td colSpan={3} />
              <td className="num">{formatMoney(s.totalAnnualValue)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
        <FactTable
          facts={[
            { label: 'Growth rate', value: sourcedPercentText(s.growth) },
            { label: 'Discount rate (Treasury yield)', value: sourcedPercentText(s.discount) },
          ]}
        />
      </Subsection>
      <Subsection id="loss-of-services/results" title="Results by Life-Expectancy Scenario">
        <ScenarioResultsTable
          rows={s.results.map((r) => ({ ...r, label: `${r.label}${r.dateOfDeath ? ` (to ${formatLongDate(r.dateOfDeath)})` : ''}` }))}
          scenarioHeader="Remaining life expectancy"
          caption="Loss of household services, present value at trial"
        />
        <p className="report-note">Year-by-year calculations are in the Loss of Household Services appendix.</p>
      </Subsection>
    </Section>
  );
}
