import type { GetLifeResponse } from '@damages/contracts';
import { memo } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import { AutofillField } from '../autofill/autofill-field.tsx';
import { canLookUpLife, LIFE_ERROR, LIFE_PATH, lifeRequest, lifeResult } from '../autofill/lookups.ts';
import { ForumDepartureNote } from '../fields/forum-departure-note.tsx';
import { InputField } from '../fields/input-field.tsx';
import { EDUCATION_CHOICES, GENDER_CHOICES, LIFE_TABLE_OPTIONS, RACE_CHOICES } from '../fields/options.ts';
import { SectionCard } from '../fields/section-card.tsx';
import { SelectField } from '../fields/select-field.tsx';
import type { FormValues } from '../model/form-values.ts';
import { FIGURE_LABELS } from '../model/refresh-words.ts';

/** Spouse Information (when the household has a spouse); race and education use the plaintiff's lists. */
export const SpouseInformation = memo(function SpouseInformation() {
  return (
    <SectionCard title="Spouse Information">
      <Row>
        <Col md={8}>
          <InputField name="wife.name" label="Name" />
        </Col>
        <Col md={4}>
          <InputField name="wife.dateOfBirth" label="Date of birth" type="date" />
        </Col>
      </Row>
      <Row>
        <Col md={4}>
          <SelectField name="wife.gender" label="Gender" options={GENDER_CHOICES} />
        </Col>
        <Col md={4}>
          <SelectField name="wife.race" label="Race" options={RACE_CHOICES} />
        </Col>
        <Col md={4}>
          <SelectField name="wife.education" label="Education" options={EDUCATION_CHOICES} />
        </Col>
      </Row>
      <Row>
        <Col md={4}>
          <InputField name="wife.retirementAge" label="Retirement age" type="number" placeholder="e.g. 67" />
        </Col>
        <Col md={4}>
          <SelectField name="wife.lifeTable" label="Life table" options={LIFE_TABLE_OPTIONS} placeholder={null} />
          <ForumDepartureNote path="spouse.lifeTable" />
        </Col>
        <Col md={4}>
          <SpouseLifeExpectancy />
        </Col>
      </Row>
    </SectionCard>
  );
});

function SpouseLifeExpectancy() {
  const { control } = useFormContext<FormValues>();
  const [dateOfReport, dateOfBirth, gender, race, table] = useWatch({
    control,
    name: ['case.dateOfReport', 'wife.dateOfBirth', 'wife.gender', 'wife.race', 'wife.lifeTable'],
  });
  const person = { dateOfBirth, gender, race };
  return (
    <AutofillField
      name="wife.remainingLEYears"
      provenanceName="wife.provenance.remainingLEYears"
      lookedUpName="wife.tableLEYears"
      label={FIGURE_LABELS.spouseRemainingLeYears}
      // Not "Autofill Spouse's remaining LE years": beside the plaintiff's "Autofill Remaining LE Years" it read as the same button.
      buttonLabel="Autofill spouse's life expectancy"
      placeholder="e.g. 38.2"
      ready={canLookUpLife(person, dateOfReport, table)}
      failureMessage={LIFE_ERROR}
      lookUp={async () => {
        const request = lifeRequest(person, dateOfReport, table);
        return lifeResult(await postJson<GetLifeResponse>(LIFE_PATH, request), 'lifeExpectancy', request);
      }}
    />
  );
}
