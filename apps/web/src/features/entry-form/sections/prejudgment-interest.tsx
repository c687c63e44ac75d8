import {
  COMPOUNDING_LABELS,
  forumOf,
  getJudgmentRateResponse,
  INTEREST_EVENT_LABELS,
  interestEventsOf,
  interestForumOf,
  judgmentRateText,
  pathOf,
  formatUsDate,
  type ForumId,
  type JudgmentRateProvenance,
} from '@damages/contracts';
import { COMPOUNDING_METHODS, parseIsoDate } from '@damages/engine';
import { memo } from 'react';
import { Button, Col, Form, Row, Spinner } from 'react-bootstrap';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import { useAutofill } from '../autofill/use-autofill.ts';
import { InputField } from '../fields/input-field.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import { SelectField } from '../fields/select-field.tsx';
import type { FormValues } from '../model/form-values.ts';
import { addedPercentOf, asksRunsFrom, interestBearing, interestDefaults, interestSectionShown, pastLossesOf } from '../model/interest.ts';
import { useVisibility } from '../model/use-visibility.ts';

const COMPOUNDING_CHOICES = COMPOUNDING_METHODS.map((value) => ({ value, label: COMPOUNDING_LABELS[value] }));
const JUDGMENT_RATE_ERROR = 'Could not get the federal post-judgment rate';
const JUDGMENT_RATE_PATH = pathOf('getJudgmentRate');

/**
 * Prejudgment interest (methodology §16), shown once the loss types are chosen
 * and only when the case has a past loss. Off by default: a case that leaves
 * it off computes exactly as before. The forum's rule (catalogue/forums.ts)
 * decides the rate's kind, the compounding it starts from, the event dates
 * asked and which losses bear interest; `forum` is the case's forum unless a
 * caller passes one.
 */
export const PrejudgmentInterest = memo(function PrejudgmentInterest({ forum: given }: { forum?: ForumId }) {
  const { control } = useFormContext<FormValues>();
  const shown = useVisibility();
  const caseValues = useWatch({ control, name: 'case' });
  const forum = given ?? interestForumOf({ case: caseValues });
  const past = pastLossesOf(shown, caseValues.type);
  if (!interestSectionShown(past)) return null;
  const { interest } = forumOf(forum);
  return (
    <SectionCard title="Prejudgment interest">
      {interest.availability === 'forbidden' ? (
        <p>Prejudgment interest is not awarded in this forum ({interest.rule.citation}); the report states none.</p>
      ) : (
        <InterestInputs forum={forum} />
      )}
    </SectionCard>
  );
});

function InterestInputs({ forum }: { forum: ForumId }) {
  const { control, getValues, setValue } = useFormContext<FormValues>();
  const shown = useVisibility();
  const enabled = useWatch({ control, name: 'interest.enabled' }) ?? false;
  const caseType = useWatch({ control, name: 'case.type' });
  const dateOfDeath = useWatch({ control, name: 'case.dateOfInjuryOrDeath' });
  const { interest } = forumOf(forum);
  const bearing = interestBearing(forum, pastLossesOf(shown, caseType));

  // Turning interest on fills in what the forum prescribes (its fixed rate, its compounding), each still editable.
  const onToggle = (on: boolean) => {
    if (!on || getValues('interest.rate')?.trim()) return;
    const defaults = interestDefaults(forum);
    setValue('interest.rate', defaults.rate, { shouldDirty: true });
    setValue('interest.compounding', defaults.compounding, { shouldDirty: true });
  };

  return (
    <>
      <Controller
        control={control}
        name="interest.enabled"
        render={({ field }) => (
          <Form.Check
            type="switch"
            id="interest-enabled"
            className="mb-3"
            label="Compute prejudgment interest on the past losses"
            checked={field.value ?? false}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.checked);
              onToggle(event.target.checked);
            }}
          />
        )}
      />
      {enabled && (
        <>
          <p className="small" data-testid="interest-rule">
            {interest.rule.text} ({interest.rule.citation}).
            {interest.applies === 'outOfPocketPast' && ' Lost earnings, support and services bear no interest under this rule.'}
          </p>
          <Row>
            <Col md={6}>
              <RateField forum={forum} />
            </Col>
            <Col md={6}>
              <SelectField name="interest.compounding" label="Compounding" options={COMPOUNDING_CHOICES} placeholder={null} />
            </Col>
          </Row>
          <Row>
            {interestEventsOf(forum).map((event) => (
              <Col md={6} key={event}>
                <InputField name={`interest.events.${event}`} label={INTEREST_EVENT_LABELS[event]} type="date" />
              </Col>
            ))}
            {asksRunsFrom(forum) && (
              <Col md={6}>
                <InputField name="interest.from" label="Interest runs from" type="date" />
              </Col>
            )}
            <Col md={6}>
              <InputField name="interest.through" label="Interest through" type="date" />
            </Col>
            {bearing.pastMedical && (
              <Col md={6}>
                <InputField name="interest.pastMedicalDate" label="Date the past medical expenses were paid" type="date" />
              </Col>
            )}
          </Row>
          {bearing.burial && (
            <p className="small mb-0" data-testid="interest-burial">
              The burial cost bears interest from the date of death
              {parseIsoDate(dateOfDeath) !== undefined ? `, ${formatUsDate(dateOfDeath)}` : ''}.
            </p>
          )}
        </>
      )}
    </>
  );
}

/** The rate: the forum's fixed rate, its named rate (plus its addition), or the federal rate with an Autofill. */
function RateField({ forum }: { forum: ForumId }) {
  const { rate } = forumOf(forum).interest;
  const added = addedPercentOf(forum);
  const label = rate.kind === 'entered' ? `Interest rate: ${rate.name} (% a year)` : 'Interest rate (% a year)';
  const aside = added > 0 ? <span className="ms-2 text-body-secondary">plus {added}% is added</span> : undefined;
  if (rate.kind === 'federalJudgmentRate') return <JudgmentRateField label={label} />;
  return <InputField name="interest.rate" label={label} type="number" aside={aside} />;
}

/** The federal post-judgment rate for the trial date (methodology §17), looked up; its week and source kept beside it. */
function JudgmentRateField({ label }: { label: string }) {
  const { control, setValue, formState } = useFormContext<FormValues>();
  const dateOfTrial = useWatch({ control, name: 'case.dateOfTrial' });
  const provenance = useWatch({ control, name: 'interest.provenance.rate' });
  const { busy, run } = useAutofill(JUDGMENT_RATE_ERROR);
  const autofill = () =>
    run(async () => {
      const answer = getJudgmentRateResponse.parse(await postJson(JUDGMENT_RATE_PATH, { date: dateOfTrial }));
      setValue('interest.rate', String(answer.rate), { shouldDirty: true, shouldTouch: true, shouldValidate: formState.isSubmitted });
      const looked: JudgmentRateProvenance = {
        lookup: 'judgmentRate',
        date: dateOfTrial,
        weekStart: answer.week_start,
        weekEnd: answer.week_end,
        days: answer.days,
        source: answer.source,
      };
      setValue('interest.provenance.rate', looked, { shouldDirty: true });
    });
  const button =
    parseIsoDate(dateOfTrial) !== undefined ? (
      <Button
        variant="outline-primary"
        onClick={() => void autofill()}
        disabled={busy}
        aria-label="Autofill the federal post-judgment rate"
      >
        {busy ? <Spinner as="span" animation="border" size="sm" role="status" aria-label="Loading" /> : null}
        <span className={busy ? 'ms-2' : undefined}>Autofill</span>
      </Button>
    ) : undefined;
  return (
    <InputField
      name="interest.rate"
      label={label}
      type="number"
      disabled={busy}
      append={button}
      note={provenance ? judgmentRateText(provenance) : undefined}
      registerOptions={{ onChange: () => setValue('interest.provenance.rate', undefined, { shouldDirty: true }) }}
    />
  );
}
