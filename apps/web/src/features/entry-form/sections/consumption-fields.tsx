import { CONSUMPTION_METHOD_LABELS, CONSUMPTION_TERM_LABELS, CONSUMPTION_TERMS } from '@damages/contracts';
import { CONSUMPTION_METHODS } from '@damages/engine';
import { Col, Row } from 'react-bootstrap';
import { useWatch } from 'react-hook-form';
import { InputField } from '../fields/input-field.tsx';
import { SelectField, type Option } from '../fields/select-field.tsx';
import type { FormValues } from '../model/form-values.ts';
import { CONSUMPTION_LABELS } from '../model/growth-and-consumption-rules.ts';

const METHOD_OPTIONS: Option[] = CONSUMPTION_METHODS.map((value) => ({ value, label: CONSUMPTION_METHOD_LABELS[value] }));
const TERM_OPTIONS: Option[] = CONSUMPTION_TERMS.map((value) => ({ value, label: CONSUMPTION_TERM_LABELS[value] }));

/**
 * Loss of support: how the decedent's own share is found (methodology §15). The
 * Patton-Nelson equations by default; or the economist's rate, optionally a
 * second rate from a later year, and whether the report calls the deduction
 * personal consumption or personal maintenance.
 */
export function ConsumptionFields() {
  const method = useWatch<FormValues, 'consumption.method'>({ name: 'consumption.method' }) as
    FormValues['consumption']['method'] | undefined;
  return (
    <>
      <Row>
        <Col md={6}>
          <SelectField
            name="consumption.method"
            label={CONSUMPTION_LABELS.method}
            options={METHOD_OPTIONS}
            placeholder={null}
            help={
              method === 'fixedRate'
                ? "Each year's consumption is the economist's rate instead of the Patton-Nelson share for the household's size and income; the household size is still shown."
                : "The decedent's share comes from the Patton-Nelson personal consumption equations for the decedent's sex, the household size and the household income."
            }
          />
        </Col>
      </Row>
      {method === 'fixedRate' && (
        <Row>
          <Col md={3}>
            <InputField name="consumption.rate" label={CONSUMPTION_LABELS.rate} type="number" placeholder="e.g. 0.25" />
          </Col>
          <Col md={3}>
            <InputField name="consumption.laterRate" label={CONSUMPTION_LABELS.laterRate} type="number" placeholder="optional, e.g. 0.2" />
          </Col>
          <Col md={3}>
            <InputField name="consumption.switchYear" label={CONSUMPTION_LABELS.switchYear} type="number" placeholder="e.g. 2030" />
          </Col>
          <Col md={3}>
            <SelectField name="consumption.label" label={CONSUMPTION_LABELS.label} options={TERM_OPTIONS} placeholder={null} />
          </Col>
        </Row>
      )}
    </>
  );
}
