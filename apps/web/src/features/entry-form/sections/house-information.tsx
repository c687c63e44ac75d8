import { memo } from 'react';
import { Col, Row } from 'react-bootstrap';
import { InputField } from '../fields/input-field.tsx';
import { CONSUMPTION_BASE_OPTIONS, HOUSEHOLD_SIZE_OPTIONS, YES_NO_CHOICES } from '../fields/options.ts';
import { SectionCard } from '../fields/section-card.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { useVisibility } from '../model/use-visibility.ts';
import { ConsumptionFields } from './consumption-fields.tsx';

/**
 * House Information (earnings or support types): size, income, whether there is
 * a spouse and children, and for loss of support what the decedent's personal
 * consumption is a share of (methodology §7).
 */
export const HouseInformation = memo(function HouseInformation() {
  const shown = useVisibility();
  return (
    <SectionCard title="House Information">
      <Row>
        <Col md={3}>
          <SelectField name="house.holdSize" label="Household size" options={HOUSEHOLD_SIZE_OPTIONS} />
        </Col>
        <Col md={3}>
          <InputField name="house.holdIncome" label="Household income" type="number" placeholder="e.g. 142000" />
        </Col>
        <Col md={3}>
          <SelectField name="house.hasWife" label="Spouse" options={YES_NO_CHOICES} />
        </Col>
        <Col md={3}>
          <SelectField name="house.hasChildren" label="Children" options={YES_NO_CHOICES} />
        </Col>
      </Row>
      {shown.consumptionBase && (
        <Row>
          <Col md={6}>
            <SelectField
              name="house.consumptionBase"
              label="Personal consumption base"
              options={CONSUMPTION_BASE_OPTIONS}
              placeholder={null}
            />
          </Col>
        </Row>
      )}
      {shown.consumptionBase && <ConsumptionFields />}
    </SectionCard>
  );
});
