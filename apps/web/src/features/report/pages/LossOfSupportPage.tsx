import { formatDecimal, formatMoney, formatPercent, formatReportDate } from '../../../lib/format.ts';
import { FactTable, ScenarioResultsTable, Section, Subsection, type Fact } from '../layout/report-parts.tsx';
import { useReport } from '../state/report-context.tsx';

const percent = (value: number | undefined) => (value === undefined ? '—' : formatPercent(value));
const money = (value: number | undefined) => (value === undefined ? '—' : formatMoney(value));

/** Section 4: loss of support to the survivors (wrongful death). */
export function LossOfSupportPage() {
  const { data } = useReport();
  const { support: s, facts } = data;
  if (!data.chosen.support) {
    return (
      <Section number={4} title="Loss of Support">
        <p>No loss of support was claimed in this case.</p>
      </Section>
    );
  }
  const facts4: Fact[] = [
    { label: 'Annual income', value: s.incomes.map((income, i) => `Scenario ${i + 1}: ${formatMoney(income)}`).join('; ') },
    { label: 'Household income', value: money(s.householdIncome) },
    { label: 'Household size', value: s.householdSize === undefined ? '—' : String(s.householdSize) },
    { label: 'Marginal income tax rate', value: percent(s.taxRate) },
    { label: 'Annual deductions and adjustments', value: `${money(s.taxDeductions)} and ${money(s.taxAdjustments)}` },
    { label: 'Growth rate (consumer price index)', value: percent(s.growthRate) },
    { label: 'Discount rate (Treasury yield)', value: percent(s.discountRate) },
    { label: 'Personal consumption rate', value: s.consumptionRates.map((rate) => formatPercent(rate)).join('; ') || '—' },
  ];
  if (s.spouse) {
    facts4.push({ label: `Spouse (${s.spouse.name})`, value: `Born ${formatReportDate(s.spouse.dateOfBirth)}; expected date of death ${s.spouse.dateOfDeath ? formatReportDate(s.spouse.dateOfDeath) : '—'} (${formatDecimal(s.spouse.remainingYears, 2)} remaining years)` });
  }
  for (const child of s.children) facts4.push({ label: `Child (${child.name})`, value: `Born ${formatReportDate(child.dateOfBirth)}; age 18 on ${formatReportDate(child.adulthood)}` });

  return (
    <Section number={4} title="Loss of Support">
      <Subsection number="4.1" title="Method">
        <p>
          The loss of support is the part of {facts.name}&apos;s income that would have gone to the household. Each year&apos;s gross income
          is grown from the year of death, reduced by income tax at the marginal rate on income above the annual deductions and
          adjustments, and then reduced by the decedent&apos;s own personal consumption. The consumption rate comes from the Patton-Nelson
          personal consumption equations as updated by Lierman, Patton and Nelson (1998), for the decedent&apos;s sex, the household size
          and the household income in 1995 dollars (converted with the CPI-U). The household shrinks as each child turns 18.
        </p>
        <p>
          The loss runs from the date of death until the earliest of retirement, the decedent&apos;s expected date of death
          {s.spouse ? ' and the spouse’s expected date of death' : s.children.length > 0 ? ' and the youngest child’s 18th birthday' : ''}.
        </p>
      </Subsection>
      <Subsection number="4.2" title="Inputs">
        <FactTable facts={facts4} />
      </Subsection>
      <Subsection number="4.3" title="Results by Scenario">
        <ScenarioResultsTable rows={s.results} scenarioHeader="Income and retirement scenario" caption="Loss of support, present value at trial" />
        <p className="report-note">Year-by-year calculations are in the Loss of Support appendix.</p>
      </Subsection>
    </Section>
  );
}
