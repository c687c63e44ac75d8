import { memo } from 'react';
import { Col, Row } from 'react-bootstrap';
import { InputField } from '../fields/input-field.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import { useVisibility } from '../model/use-visibility.ts';
import { ApplyRatesToAll } from './apply-rates-to-all.tsx';
import { LazyModalityList } from './lazy-modality-list.tsx';

/**
 * The Medical block (a medical type selected): modality count, report title and
 * date for future expenses, the total of past expenses for past ones, the
 * rates' "Apply to all items", and the modality cards.
 */
export const MedicalBlock = memo(function MedicalBlock() {
  const shown = useVisibility();
  return (
    <SectionCard title="Medical Expenses">
      <Row>
        {shown.medicalFuture && (
          <>
            <Col md={3}>
              <InputField name="medical.numberOfModalities" label="Number of medical modalities" type="number" min={0} />
            </Col>
            <Col md={shown.medicalPast ? 3 : 6}>
              <InputField name="medical.reportTitle" label="Report title" placeholder="e.g. Life Care Plan" />
            </Col>
            <Col md={3}>
              <InputField name="medical.reportDate" label="Report date" type="date" />
            </Col>
          </>
        )}
        {shown.medicalPast && (
          <Col md={3}>
            <InputField
              name="medical.totalPastMedicalExpenses"
              label="Total of past medical expenses"
              type="number"
              placeholder="e.g. 25000"
            />
          </Col>
        )}
      </Row>
      {shown.medicalFuture && (
        <>
          <ApplyRatesToAll />
          <LazyModalityList />
        </>
      )}
    </SectionCard>
  );
});
