import { formatLongDate, formatOptionalLongDate, formatYears, MISSING } from '@damages/contracts';
import { FactTable } from '../layout/fact-table.tsx';
import { Section, Subsection } from '../layout/section.tsx';
import { reportSection } from '../model/report-sections.ts';
import { useReport } from '../state/report-context.tsx';
import { RetirementTable } from '../tables/retirement-table.tsx';
import { ForumAssumptions } from './forum-assumptions.tsx';
import { WorklifeSubsection } from './worklife-subsection.tsx';

/** How the life expectancy is attributed: to the NCHS table only when it was looked up there (methodology §11). */
function lifeExpectancySentence(fromTable: 'all' | 'some' | 'none', role: string): string {
  const measured = 'measured from the date of this report';
  if (fromTable === 'all')
    return `Remaining life expectancy is taken from the United States Life Tables, 2023, of the National Center for Health Statistics (NCHS), ${measured}.`;
  if (fromTable === 'some')
    return `Remaining life expectancy, ${measured}, is taken from the United States Life Tables, 2023, of the National Center for Health Statistics (NCHS) for the scenarios whose source names that table; the others were entered by the user.`;
  return `Remaining life expectancy, ${measured}, was entered by the user for the ${role}; it is not taken from a published life table.`;
}

/** Section 3: ages, life expectancy, expected date of death, retirement. */
export function AssumptionsPage() {
  const { data } = useReport();
  const { facts, assumptions: a } = data;
  const survived = facts.isWrongfulDeath ? ' (had the decedent survived)' : '';
  const earningsSection = reportSection('loss-of-earnings');
  const interestSection = reportSection('prejudgment-interest');
  // How the future losses were valued, as the answers state it (methodology §12); absent: mid-period at nominal rates.
  const valuation = data.discount.valuation;
  return (
    <Section id="assumptions">
      <Subsection id="assumptions/age-and-life-expectancy" title="Age and Life Expectancy">
        <p>{lifeExpectancySentence(a.lifeExpectancyFromTable, facts.role)}</p>
        <FactTable
          facts={[
            { label: 'Life table', value: a.lifeTable },
            { label: `Age at the date of report${survived}`, value: `${formatYears(a.ageAtReport)} years` },
            {
              label: 'Total life-expectancy projection',
              value: a.totalProjections.map((age) => `${formatYears(age)} years`).join('; ') || MISSING,
            },
          ]}
        />
        <table className="summary-table">
          <caption>Life-expectancy scenarios</caption>
          <thead>
            <tr>
              <th scope="col">Scenario</th>
              <th scope="col" className="num">
                Remaining life years
              </th>
              <th scope="col" className="num">
                Total life expectancy (age)
              </th>
              <th scope="col" className="num">
                Expected date of death
              </th>
              <th scope="col">Source</th>
            </tr>
          </thead>
          <tbody>
            {a.lifeExpectancies.map((le) => (
              <tr key={le.id}>
                <th scope="row">Scenario {le.id + 1}</th>
                <td className="num">{formatYears(le.remainingYears)}</td>
                <td className="num">{formatYears(le.totalYears)}</td>
                <td className="num">{formatOptionalLongDate(le.dateOfDeath)}</td>
                <td>{le.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Subsection>
      <Subsection id="assumptions/retirement" title="Retirement">
        <p>Losses of {data.chosen.support ? 'support' : 'earnings'} end at retirement, or earlier at the expected date of death.</p>
        <RetirementTable retirements={a.retirements} />
      </Subsection>
      <WorklifeSubsection />
      <Subsection id="assumptions/valuation-conventions" title="Valuation Conventions">
        {data.earnings && (
          <p>
            The earnings assumptions (pre-injury earnings and fringe benefits, the tax basis, any residual earning capacity and the rates)
            are set out in section {earningsSection.number}, {earningsSection.title}.
          </p>
        )}
        <p>
          Losses are calculated by calendar year. A partial year counts in proportion to its days.{' '}
          {valuation ? (
            valuation.text
          ) : (
            <>
              Losses before the date of trial ({formatLongDate(facts.dateOfTrial)}) are past losses, stated without discounting. Losses from
              the date of trial on are future losses, discounted to the date of trial at the middle of each year&apos;s loss period.
            </>
          )}{' '}
          {data.interest
            ? `Prejudgment interest on the past losses is stated apart from them, in section ${interestSection.number}, ${interestSection.title}.`
            : 'No interest is added to the past losses.'}{' '}
          Ages and fractions of a year use 365.25 days per year.
        </p>
      </Subsection>
      <ForumAssumptions />
    </Section>
  );
}
