import { Form } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { methodologyLink } from '../../../lib/methodology-link.ts';
import { dollarYearLabel, fieldHelp, livePercent, EXPLANATION_LINK, RATE_EXAMPLE, type DollarYear } from '../model/field-help.ts';
import type { FormValues } from '../model/form-values.ts';
import type { FieldName } from './field-status.ts';

const DATE_OF: Record<DollarYear, 'case.dateOfInjuryOrDeath' | 'case.dateOfReport'> = {
  injury: 'case.dateOfInjuryOrDeath',
  report: 'case.dateOfReport',
};

/** Whether a field has help text (so the input can point aria-describedby at it). */
export const hasFieldHelp = (name: FieldName) => fieldHelp(name) !== undefined;

/** The help under a money or rate field: the dollars' year, the rate example with its live percentage, an explanation. */
export function FieldHelpText({ id, name }: { id: string; name: FieldName }) {
  const help = fieldHelp(name);
  if (!help) return null;
  return (
    <Form.Text id={id} className="field-help d-block">
      {help.dollars && <DollarYearText year={help.dollars} />}
      {help.rate && <RateText name={name} />}
      {help.explanation && (
        <>
          {' '}
          {help.explanation} {/* A new tab: the form being filled stays as it is (no leave question, nothing lost). */}
          <Link
            to={help.section ? methodologyLink(help.section) : EXPLANATION_LINK}
            target="_blank"
            rel="noopener"
            aria-label="Methodology (opens in a new tab)"
          >
            Methodology
          </Link>
        </>
      )}
    </Form.Text>
  );
}

function DollarYearText({ year }: { year: DollarYear }) {
  const date = useWatch<FormValues, (typeof DATE_OF)[DollarYear]>({ name: DATE_OF[year] });
  const caseType = useWatch<FormValues, 'case.type'>({ name: 'case.type' });
  const label = dollarYearLabel(year, caseType);
  const found = /^(\d{4})-\d{2}-\d{2}$/.exec(date ?? '');
  return <>{found ? `In ${found[1]} dollars (${label}).` : `In dollars of ${label}.`}</>;
}

function RateText({ name }: { name: FieldName }) {
  const text = useWatch<FormValues>({ name });
  const percent = typeof text === 'string' ? livePercent(text) : undefined;
  return (
    <>
      {RATE_EXAMPLE}
      {percent && (
        <>
          {' '}
          <strong data-testid="live-percent">{percent}</strong>
        </>
      )}
    </>
  );
}
