import { PLAINTIFF_WORK_LABELS, PLAINTIFF_WORK_PLACEHOLDERS } from '@damages/contracts';
import { memo } from 'react';
import { Col, Row } from 'react-bootstrap';
import { InputField } from '../fields/input-field.tsx';
import { EDUCATION_CHOICES, GENDER_CHOICES, RACE_CHOICES } from '../fields/options.ts';
import { SectionCard } from '../fields/section-card.tsx';
import { SelectField } from '../fields/select-field.tsx';

/** Plaintiff Information: name, date of birth, gender, race, education; occupation and employer, optional, for the report's background. */
export const PlaintiffInformation = memo(function PlaintiffInformation() {
  return (
    <SectionCard title="Plaintiff Information">
      <Row>
        <Col md={8}>
          <InputField name="plaintiff.name" label="Name" />
        </Col>
        <Col md={4}>
          <InputField name="plaintiff.dateOfBirth" label="Date of Birth" type="date" />
        </Col>
      </Row>
      <Row>
        <Col md={4}>
          <SelectField name="plaintiff.gender" label="Gender" options={GENDER_CHOICES} />
        </Col>
        <Col md={4}>
          <SelectField name="plaintiff.race" label="Race" options={RACE_CHOICES} />
        </Col>
        <Col md={4}>
          <SelectField name="plaintiff.education" label="Education" options={EDUCATION_CHOICES} />
        </Col>
      </Row>
      <Row>
        <Col md={6}>
          <InputField
            name="plaintiff.occupation"
            label={PLAINTIFF_WORK_LABELS.occupation}
            placeholder={PLAINTIFF_WORK_PLACEHOLDERS.occupation}
          />
        </Col>
        <Col md={6}>
          <InputField name="plaintiff.employer" label={PLAINTIFF_WORK_LABELS.employer} placeholder={PLAINTIFF_WORK_PLACEHOLDERS.employer} />
        </Col>
      </Row>
    </SectionCard>
  );
});
