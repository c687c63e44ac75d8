import {
  formatAge,
  formatDecimal,
  formatOptionalLongDate,
  formatPercent,
  formatYears,
  MISSING,
  WORKLIFE_TABLE_BASIS_LABELS,
  WORKLIFE_TABLE_BASIS_WORDS,
} from '@damages/contracts';
import { FactTable, type Fact } from '../layout/fact-table.tsx';
import { Subsection } from '../layout/section.tsx';
import { subsectionNumber } from '../model/report-sections.ts';
import type { WorklifeFigures } from '../model/worklife-figures.ts';
import { useReport } from '../state/report-context.tsx';

/** The factors as the tables show them: six decimals (methodology §14). */
const factorText = (value: number | undefined) => (value === undefined ? MISSING : formatDecimal(value, 6));

/**
 * Basic Assumptions, Worklife (methodology §14): the worklife expectancy and
 * years to final separation taken from the worklife table relied on, the
 * statistical retirement dates, the worklife factor WF = WLE / YFS and the
 * employment factor EF = 1 − u (1 − r), as the calculation's tables carry them.
 */
export function WorklifeSubsection() {
  const { data } = useReport();
  const worklife = data.assumptions.worklife;
  if (!worklife) return null;
  const { facts } = data;
  const income = data.chosen.support ? 'income' : 'earnings';
  const expected = data.chosen.support ? 'Expected Income' : 'Expected Earnings';
  // "Skoog, Ciecka & Krueger (2019), Table 3, for all persons": the table's basis where the economist stated it.
  const basis = worklife.tableBasis ? `, ${WORKLIFE_TABLE_BASIS_WORDS[worklife.tableBasis]}` : '';
  const table = `${worklife.tableName ?? 'the worklife table relied on'}${basis}`;
  const tables = worklife.method === 'worklifeExpectancy';
  const event = facts.isWrongfulDeath ? 'death' : 'injury';
  const factors = [tables ? 'WF' : '', worklife.unemployment ? 'EF' : ''].filter((factor) => factor !== '').join(' × ');
  return (
    <Subsection id="assumptions/worklife" title="Worklife">
      {tables && (
        <p data-testid="worklife-method">
          Rather than assume that {facts.name} would have worked every year until a fixed retirement age, the loss uses{' '}
          {facts.pronoun.possessive} worklife expectancy (WLE): the years {facts.pronoun.subject} was expected to spend in the labour force
          from the date of {event}, taken with the years to final separation (YFS) from {table}. The loss runs to the statistical retirement
          date, the date of {event} plus the years to final separation (or the expected date of death if earlier), and each year&apos;s{' '}
          {income} is weighted by the worklife factor WF = WLE ÷ YFS, the share of those years {facts.pronoun.subject} would have been in
          the labour force.
        </p>
      )}
      {worklife.unemployment && (
        <p data-testid="worklife-unemployment">
          Expected unemployment of {formatPercent(worklife.unemployment.rate)} is allowed for, unemployment benefits replacing{' '}
          {formatPercent(worklife.unemployment.benefitReplacement)} of lost wages: each year&apos;s {income} is weighted by the employment
          factor EF = 1 − u × (1 − r) = {factorText(worklife.unemployment.employmentFactor)}.
        </p>
      )}
      <p>
        {expected} = {data.chosen.support ? 'Gross Income' : 'Earnings'} × {factors};{' '}
        {data.chosen.support
          ? 'income tax is computed on the expected income, and household income is not adjusted.'
          : 'fringe benefits and any income tax are computed on the expected earnings, and a residual earning capacity is adjusted alike.'}
      </p>
      {tables && <WorklifeTable worklife={worklife} />}
      <FactTable facts={worklifeFacts(worklife)} />
    </Subsection>
  );
}

function worklifeFacts(worklife: WorklifeFigures): Fact[] {
  const facts: Fact[] = [];
  if (worklife.method === 'worklifeExpectancy') facts.push({ label: 'Worklife table relied on', value: worklife.tableName ?? MISSING });
  if (worklife.tableBasis) facts.push({ label: 'Worklife table basis', value: WORKLIFE_TABLE_BASIS_LABELS[worklife.tableBasis] });
  if (worklife.unemployment)
    facts.push(
      { label: 'Unemployment rate (u)', value: formatPercent(worklife.unemployment.rate) },
      { label: 'Unemployment benefit replacement (r)', value: formatPercent(worklife.unemployment.benefitReplacement) },
      { label: 'Employment factor (EF)', value: factorText(worklife.unemployment.employmentFactor) },
    );
  return facts;
}

function WorklifeTable({ worklife }: { worklife: WorklifeFigures }) {
  return (
    <table className="summary-table">
      <caption>Worklife scenarios</caption>
      <thead>
        <tr>
          <th scope="col">Scenario</th>
          <th scope="col" className="num">
            Worklife expectancy (WLE, years)
          </th>
          <th scope="col" className="num">
            Years to final separation (YFS)
          </th>
          <th scope="col" className="num">
            Worklife factor (WF)
          </th>
          <th scope="col" className="num">
            Statistical retirement date
          </th>
          <th scope="col" className="num">
            Age at retirement
          </th>
        </tr>
      </thead>
      <tbody>
        {worklife.scenarios.map((s) => (
          <tr key={s.id}>
            <th scope="row">Scenario {s.id + 1}</th>
            <td className="num">{formatYears(s.worklifeExpectancy)}</td>
            <td className="num">{formatYears(s.yearsToFinalSeparation)}</td>
            <td className="num">{factorText(s.worklifeFactor)}</td>
            <td className="num">{formatOptionalLongDate(s.retirementDate)}</td>
            <td className="num">{formatAge(s.ageAtRetirement)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** In the loss sections' method: where the worklife and unemployment adjustment is set out; nothing for a case without it. */
export function WorklifeReference() {
  const { data } = useReport();
  const worklife = data.assumptions.worklife;
  const number = subsectionNumber('assumptions/worklife', data);
  if (!worklife || number === null) return null;
  const tables = worklife.method === 'worklifeExpectancy';
  const factors = tables && worklife.unemployment ? 'worklife and employment factors' : tables ? 'worklife factor' : 'employment factor';
  const start = tables
    ? 'With worklife expectancy, retirement is the statistical retirement date of each worklife scenario, and each'
    : 'Each';
  return (
    <p data-testid="worklife-reference">
      {start} year&apos;s {data.chosen.support ? 'gross income' : 'earnings'} is weighted by the {factors} set out in {number}, Worklife.
    </p>
  );
}
