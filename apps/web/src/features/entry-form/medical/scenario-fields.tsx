import { MEDICAL_SCENARIO_LABELS, type GetDiscountResponseItem } from '@damages/contracts';
import { Button, Col, Row } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import { postJson } from '../../../lib/api-client.ts';
import { AutofillField } from '../autofill/autofill-field.tsx';
import { DISCOUNT_ERROR, DISCOUNT_PATH, discountResult, invalidModalityDates, medicalHorizon } from '../autofill/lookups.ts';
import { AutofillRefusal } from '../autofill/use-autofill.ts';
import { InputField } from '../fields/input-field.tsx';
import type { FormValues } from '../model/form-values.ts';

interface ScenarioFieldsProps {
  modalityIndex: number;
  scenarioIndex: number;
  onRemove?: () => void;
}

/** One medical scenario's inputs, titled Best, Probable or Worst Scenario. */
export function ScenarioFields({ modalityIndex, scenarioIndex, onRemove }: ScenarioFieldsProps) {
  const { control } = useFormContext<FormValues>();
  const base = `medical.data.${modalityIndex}.scenarios.${scenarioIndex}` as const;
  const [type, from, to] = useWatch({ control, name: [`${base}.type`, `${base}.from`, `${base}.to`] });
  const title = MEDICAL_SCENARIO_LABELS[type];
  return (
    <fieldset className="medical-scenario">
      <legend className="scenario-title">{title}</legend>
      {onRemove && (
        <Button
          variant="link"
          size="sm"
          className="scenario-remove p-0 text-danger"
          onClick={onRemove}
          aria-label={`Remove ${title} of Medical Modality ${modalityIndex + 1}`}
        >
          Remove
        </Button>
      )}
      <InputField name={`${base}.category`} label="Category" placeholder="e.g. Therapy" />
      <InputField name={`${base}.modality`} label="Modality" placeholder="e.g. Physical therapy" />
      <Row>
        <Col xs={6}>
          <InputField name={`${base}.from`} label="From date" type="date" />
        </Col>
        <Col xs={6}>
          <InputField name={`${base}.to`} label="To date" type="date" />
        </Col>
      </Row>
      <Row>
        <Col xs={6}>
          <InputField name={`${base}.annualCost`} label="Annual cost" type="number" placeholder="e.g. 4800" />
        </Col>
        <Col xs={6}>
          <InputField name={`${base}.growthRate`} label="Growth rate" type="number" placeholder="e.g. 0.0232" />
        </Col>
      </Row>
      <AutofillField
        name={`${base}.discountRate`}
        label="Discount rate"
        placeholder="e.g. 0.0441"
        className="mb-0"
        ready={from !== '' && to !== ''}
        failureMessage={DISCOUNT_ERROR}
        lookUp={async () => {
          const horizon = medicalHorizon(modalityIndex, scenarioIndex, from, to);
          if (!horizon) throw new AutofillRefusal(invalidModalityDates(modalityIndex));
          return discountResult(await postJson<GetDiscountResponseItem[]>(DISCOUNT_PATH, [horizon]), horizon.id);
        }}
      />
    </fieldset>
  );
}
