import { formatLongDate, formatMoney, formatOptionalMoney, formatOptionalPercent } from '@damages/contracts';
import { FactTable, type Fact } from '../layout/fact-table.tsx';
import { Section, Subsection } from '../layout/section.tsx';
import { sourcedPercentText } from '../model/sourced-figures.ts';
import { useReport } from '../state/report-context.tsx';
import { RetirementTable } from '../tables/retirement-table.tsx';
import { GrowthErasParagraph } from './growth-eras-paragraph.tsx';
import { ScenarioResultsTable } from '../tables/scenario-results-table.tsx';
import { WorklifeReference } from './worklife-subsection.tsx';
import { IncomeFactorSubsection } from './income-factor-subsection.tsx';

/** Section 4 (personal injury): pre-injury earnings, tax basis, residual earning capacity, retirement and the results. */
export function LossOfEarningsPage() {
  const { data } = useReport();
  const { earnings: e, facts } = data;
  if (!e) {
    return (
      <Section id="loss-of-earnings">
        <p>No loss of earnings was claimed in this case.</p>
      </Section>
    );
  }
  const appendix = data.appendices.find((a) => a.kind === 'earnings');
  const afterTax = e.basis === 'afterTax';
  const inputs: Fact[] = [
    {
      label: `Pre-injury annual earnings (${e.incomeYear} dollars)`,
      value: e.incomes.map((income, i) => `Scenario ${i + 1}: ${formatMoney(income)}`).join('; '),
    },
    { label: 'Fringe benefits (share of earnings)', value: formatOptionalPercent(e.benefitsRate) },
    { label: 'Wage growth rate', value: sourcedPercentText(e.growth) },
    { label: 'Discount rate (U.S. Treasury yield)', value: sourcedPercentText(e.discount) },
    { label: 'Earnings basis', value: e.basisLabel },
  ];
  if (e.tax) {
    inputs.push(
      { label: 'Marginal income tax rate', value: formatOptionalPercent(e.tax.rate) },
      {
        label: `Annual deductions and adjustments (${e.incomeYear} dollars)`,
        value: `${formatOptionalMoney(e.tax.deductions)} and ${formatOptionalMoney(e.tax.adjustments)}`,
      },
    );
  }
  inputs.push({
    label: 'Residual earning capacity',
    value: e.residual
      ? `${formatMoney(e.residual.annualEarnings)} a year (${e.residual.baseYear} dollars) from ${formatLongDate(e.residual.startDate)}`
      : 'None (total loss of earning capacity)',
  });

  return (
    <Section id="loss-of-earnings">
      <Subsection id="loss-of-earnings/method" title="Method">
        <p>
          The loss of earnings is what {facts.name} would have earned, with fringe benefits, from the date of injury (
          {formatLongDate(facts.dateOfIncident)}) until retirement, or the expected date of death if earlier
          {e.residual ? `, less what ${facts.pronoun.subject} can still earn` : ''}. Each year&apos;s earnings are the pre-injury annual
          earnings, stated in {e.incomeYear} dollars, grown at the wage growth rate; fringe benefits add{' '}
          {formatOptionalPercent(e.benefitsRate)} of earnings. A partial year counts in proportion to its days.
        </p>
        <GrowthErasParagraph
          eras={e.eras}
          incomes="pre-injury annual earnings"
          growth={{ rate: e.growth.rate, name: 'wage growth rate' }}
        />
        <p data-testid="earnings-tax-basis">
          {afterTax
            ? `The loss is stated after income taxes: income tax at the marginal rate of ${formatOptionalPercent(e.tax?.rate)} on earnings above the annual deductions and adjustments (grown with earnings) is deducted from each year's earnings. Fringe benefits are not taxed.`
            : 'The loss is stated before income taxes: no income tax is deducted from the earnings lost.'}
        </p>
        <p data-testid="earnings-residual">
          {e.residual
            ? `From ${formatLongDate(e.residual.startDate)}, ${facts.name} is able to earn ${formatMoney(e.residual.annualEarnings)} a year in ${e.residual.baseYear} dollars (the residual earning capacity), grown at the same rate, with fringe benefits${afterTax ? ' and after income tax' : ''}. It is set off against each year's lost compensation in proportion to the days it covers; a year in which it would exceed the pre-injury compensation counts as no loss and is not set off against other years.`
            : `No residual earning capacity is assumed: ${facts.name}'s whole pre-injury compensation is lost.`}
        </p>
        <WorklifeReference />
      </Subsection>
      <Subsection id="loss-of-earnings/earnings-and-taxes" title="Pre-Injury Earnings, Fringe Benefits and Taxes">
        <FactTable facts={inputs} />
      </Subsection>
      <Subsection id="loss-of-earnings/retirement" title="Retirement">
        <p>Earnings are lost until retirement, or the expected date of death if that comes first.</p>
        <RetirementTable retirements={e.retirements} />
      </Subsection>
      <Subsection id="loss-of-earnings/results" title="Results by Scenario">
        <ScenarioResultsTable
          rows={e.results}
          scenarioHeader="Income and retirement scenario"
          caption="Loss of earnings, present value at trial"
        />
        <p className="report-note">
          Year-by-year calculations are in{' '}
          {appendix
            ? `Appendix ${appendix.letter}, ${appendix.title} (Tables ${appendix.letter}-1 to ${appendix.letter}-${appendix.pages.length})`
            : 'the Loss of Earnings appendix'}
          .
        </p>
      </Subsection>
      <IncomeFactorSubsection kind="earnings" />
    </Section>
  );
}
