import { memo, useMemo } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useEconomists } from '../../../lib/economists.ts';
import { InputField } from '../fields/input-field.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import { SelectField } from '../fields/select-field.tsx';

/** Case Information: economist, the three case dates and the retaining attorney or firm. */
export const CaseInformation = memo(function CaseInformation() {
  const economists = useEconomists();
  const options = useMemo(() => economists.map((e) => ({ value: e.id, label: e.name })), [economists]);
  return (
    <SectionCard title="Case Information">
      <Row>
        <Col md={6}>
          <SelectField name="case.economist" label="Economist" options={options} />
        </Col>
        <Col md={6}>
          <InputField name="case.retainingAttorneyOrFirm" label="Retaining Attorney or Firm" />
        </Col>
      </Row>
      <Row>
        <Col md={4}>
          <InputField name="case.dateOfReport" label="Date of Report" type="date" />
        </Col>
        <Col md={4}>
          <InputField name="case.dateOfTrial" label="Date of trial" type="date" />
        </Col>
        <Col md={4}>
          <InputField name="case.dateOfInjuryOrDeath" label="Date of injury or death" type="date" />
        </Col>
      </Row>
    </SectionCard>
  );
});
