import { Col, Row } from 'react-bootstrap';
import { InputField } from '../fields/input-field.tsx';
import { GROWTH_ERAS_LABELS } from '../model/growth-and-consumption-rules.ts';

/**
 * Beside the wage rates (earnings or support): the year whose dollars the
 * incomes are stated in, and the growth of the years up to the valuation date
 * when it differs from the wage growth rate after it (methodology §13). Both may
 * stay blank: the incomes are then in dollars of the year of injury or death and
 * grow at the wage growth rate throughout.
 */
export function GrowthErasFields() {
  return (
    <Row>
      <Col md={4}>
        <InputField
          name="growthEras.earningsBaseYear"
          label={GROWTH_ERAS_LABELS.earningsBaseYear}
          type="number"
          placeholder="blank: year of injury or death"
        />
      </Col>
      <Col md={4}>
        <InputField name="growthEras.pastGrowth" label={GROWTH_ERAS_LABELS.pastGrowth} type="number" placeholder="optional, e.g. 0.035" />
      </Col>
    </Row>
  );
}
