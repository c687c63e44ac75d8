import { memo } from 'react';
import { Col, Row } from 'react-bootstrap';
import { InputField } from '../fields/input-field.tsx';
import { EDUCATION_CHOICES, GENDER_CHOICES, RACE_CHOICES } from '../fields/options.ts';
import { SectionCard } from '../fields/section-card.tsx';
import { SelectField } from '../fields/select-field.tsx';

/** Plaintiff Information: name, date of birth, gender, race, education. */
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
    </SectionCard>
  );
});
