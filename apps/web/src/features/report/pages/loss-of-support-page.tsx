import {
  formatLongDate,
  formatMoney,
  formatOptionalLongDate,
  formatOptionalMoney,
  formatOptionalPercent,
  formatPercent,
  formatYears,
  MISSING,
} from '@damages/contracts';
import { FactTable, type Fact } from '../layout/fact-table.tsx';
import { Section, Subsection } from '../layout/section.tsx';
import { sourcedPercentText } from '../model/sourced-figures.ts';
import { useReport } from '../state/report-context.tsx';
import { ScenarioResultsTable } from '../tables/scenario-results-table.tsx';
import { GrowthErasParagraph } from './growth-eras-paragraph.tsx';
import { WorklifeReference } from './worklife-subsection.tsx';
import { IncomeFactorSubsection } from './income-factor-subsection.tsx';

/** Section 4: loss of support to the survivors (wrongful death). */
export function LossOfSupportPage() {
  const { data } = useReport();
  const { support: s, facts } = data;
  if (!data.chosen.support) {
    return (
      <Section id="loss-of-support">
        <p>No loss of support was claimed in this case.</p>
      </Section>
    );
  }
  const facts4: Fact[] = [
    { label: 'Annual income', value: s.incomes.map((income, i) => `Scenario ${i + 1}: ${formatMoney(income)}`).join('; ') },
    { label: 'Household income', value: formatOptionalMoney(s.householdIncome) },
    { label: 'Household size', value: s.householdSize === undefined ? MISSING : String(s.householdSize) },
    { label: 'Marginal income tax rate', value: formatOptionalPercent(s.taxRate) },
    {
      label: 'Annual deductions and adjustments',
      value: `${formatOptionalMoney(s.taxDeductions)} and ${formatOptionalMoney(s.taxAdjustments)}`,
    },
    { label: 'Growth rate (consumer price index)', value: sourcedPercentText(s.growth) },
    { label: 'Discount rate (Treasury yield)', value: sourcedPercentText(s.discount) },
    { label: `${s.consumption.term} base`, value: s.consumptionBaseLabel },
    { label: `${s.consumption.term} rate`, value: s.consumptionRates.map((rate) => formatPercent(rate)).join('; ') || MISSING },
  ];
  // The economist's own rate replaces the equations; the word for it is the economist's too.
  if (s.consumption.fixedRate) facts4.push({ label: 'Consumption method', value: upperFirst(s.consumption.methodText) });
  const term = s.consumption.term.toLowerCase();
  if (s.spouse) {
    facts4.push({
      label: `Spouse (${s.spouse.name})`,
      value: `Born ${formatLongDate(s.spouse.dateOfBirth)}; expected date of death ${formatOptionalLongDate(s.spouse.dateOfDeath)} (${formatYears(s.spouse.remainingYears)} remaining years; life table: ${s.spouse.lifeExpectancySource})`,
    });
  }
  for (const child of s.children)
    facts4.push({
      label: `Child (${child.name})`,
      value: `Born ${formatLongDate(child.dateOfBirth)}; age 18 on ${formatLongDate(child.adulthood)}`,
    });

  return (
    <Section id="loss-of-support">
      <Subsection id="loss-of-support/method" title="Method">
        <p>
          The loss of support is the part of {facts.name}&apos;s income that would have gone to the household. Each year&apos;s gross income
          is grown from {s.eras.incomeYearStated ? s.eras.incomeYear : 'the year of death'} and reduced by income tax at the marginal rate
          on income above the annual deductions and adjustments.{' '}
          {s.consumption.fixedRate ? (
            <span data-testid="consumption-method">
              The consumption rate is {s.consumption.methodText}, in place of the Patton-Nelson personal consumption equations; the
              household size is shown for reference.
            </span>
          ) : (
            <>
              The consumption rate comes from the Patton-Nelson personal consumption equations as updated by Lierman, Patton and Nelson
              (1998), for the decedent&apos;s sex, the household size and the household income in 1995 dollars (converted with the CPI-U).
            </>
          )}{' '}
          The household shrinks as each child turns 18.
        </p>
        <GrowthErasParagraph eras={s.eras} incomes="annual incomes" growth={{ rate: s.growth.rate, name: 'growth rate' }} />
        <p data-testid="consumption-base">
          {s.consumptionBase === 'householdIncome'
            ? `The ${term} base is household income, the base on which Patton and Nelson define the percentage: the decedent's ${term} is the consumption rate times the household income (grown at the growth rate), and the support is the decedent's net income less that consumption, never below zero.`
            : `The ${term} base is the decedent's income: the decedent's ${term} is the consumption rate times the decedent's net income, and the support is the rest of that net income.`}
        </p>
        <p>
          The loss runs from the date of death until the earliest of retirement, the decedent&apos;s expected date of death
          {s.spouse ? ' and the spouse’s expected date of death' : s.children.length > 0 ? ' and the youngest child’s 18th birthday' : ''}.
        </p>
        <WorklifeReference />
      </Subsection>
      <Subsection id="loss-of-support/inputs" title="Inputs">
        <FactTable facts={facts4} />
      </Subsection>
      <Subsection id="loss-of-support/results" title="Results by Scenario">
        <ScenarioResultsTable
          rows={s.results}
          scenarioHeader="Income and retirement scenario"
          caption="Loss of support, present value at trial"
        />
        <p className="report-note">Year-by-year calculations are in the Loss of Support appendix.</p>
      </Subsection>
      <IncomeFactorSubsection kind="support" />
    </Section>
  );
}

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
