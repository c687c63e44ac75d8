import type { GetLifeResponse } from '@damages/contracts';
import { memo } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import { AutofillField } from '../autofill/autofill-field.tsx';
import { canLookUpLife, LIFE_ERROR, LIFE_PATH, lifeRequest, lifeResult } from '../autofill/lookups.ts';
import { ForumDepartureNote } from '../fields/forum-departure-note.tsx';
import { LIFE_TABLE_OPTIONS } from '../fields/options.ts';
import { ScenarioList } from '../fields/scenario-list.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import { SelectField } from '../fields/select-field.tsx';
import type { FormValues } from '../model/form-values.ts';
import { useVisibility } from '../model/use-visibility.ts';
import { WorklifeInputs } from './worklife-inputs.tsx';
import { FIGURE_LABELS } from '../model/refresh-words.ts';

/** Plaintiff Add'l Info: remaining life-expectancy years and retirement age (or worklife), 1 to 3 scenarios each; unemployment. */
export const PlaintiffAdditionalInfo = memo(function PlaintiffAdditionalInfo() {
  const shown = useVisibility();
  return (
    <SectionCard title="Plaintiff Add'l Info">
      <h3 className="subsection-title">Remaining life expectancy</h3>
      <Row>
        <Col md={4}>
          <SelectField name="plaintiff.lifeTable" label="Life table" options={LIFE_TABLE_OPTIONS} placeholder={null} />
          <ForumDepartureNote path="plaintiff.lifeTable" />
        </Col>
      </Row>
      <ScenarioList
        name="plaintiff.remainingLEYears"
        label={FIGURE_LABELS.remainingLeYears}
        renderField={(index, _, label) => <LifeExpectancyScenario index={index} label={label} />}
      />
      {shown.retirementAge && <WorklifeInputs />}
    </SectionCard>
  );
});

/** One remaining-LE scenario, autofilled from the chosen life table for the plaintiff. */
function LifeExpectancyScenario({ index, label }: { index: number; label: string }) {
  const { control } = useFormContext<FormValues>();
  const [dateOfReport, dateOfBirth, gender, race, table] = useWatch({
    control,
    name: ['case.dateOfReport', 'plaintiff.dateOfBirth', 'plaintiff.gender', 'plaintiff.race', 'plaintiff.lifeTable'],
  });
  const person = { dateOfBirth, gender, race };
  return (
    <AutofillField
      name={`plaintiff.remainingLEYears.${index}.value`}
      provenanceName={`plaintiff.remainingLEYears.${index}.provenance`}
      lookedUpName={`plaintiff.remainingLEYears.${index}.tableYears`}
      label={label}
      placeholder="e.g. 35.2"
      className="mb-2"
      ready={canLookUpLife(person, dateOfReport, table)}
      failureMessage={LIFE_ERROR}
      lookUp={async () => {
        const request = lifeRequest(person, dateOfReport, table);
        return lifeResult(await postJson<GetLifeResponse>(LIFE_PATH, request), 'life_expectancy', request);
      }}
    />
  );
}
