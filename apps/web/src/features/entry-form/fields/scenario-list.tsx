import { MAX_SCENARIOS } from '@damages/contracts';
import { useState, type ReactNode } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { blankScenario, type FormValues } from '../model/form-values.ts';
import { InputField } from './input-field.tsx';
import type { FieldName } from './field-status.ts';
import { scenarioLabel } from '../model/refresh-words.ts';

const MAX_SCENARIOS_MESSAGE = 'Maximum number of scenarios reached';

type ScenarioListName = 'plaintiff.remainingLEYears' | 'plaintiff.retirementAge' | 'plaintiff.annualIncome';

export interface ScenarioListProps {
  name: ScenarioListName;
  /** The spec's field name; each input is labelled "<label> (Scenario n)". */
  label: string;
  placeholder?: string;
  /** Renders one scenario's input; defaults to a plain number field. */
  renderField?: (index: number, name: FieldName, label: string) => ReactNode;
}

/**
 * One to three alternative values (spec §4): starts at 1 or the stored count,
 * New Scenario adds one up to 3 (a fourth attempt says so), and any scenario
 * but the first can be removed, dropping the value at its position.
 */
export function ScenarioList({ name, label, placeholder, renderField }: ScenarioListProps) {
  const { control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const [maxReached, setMaxReached] = useState(false);

  const addScenario = () => {
    if (fields.length >= MAX_SCENARIOS) setMaxReached(true);
    else append(blankScenario());
  };
  const removeScenario = (index: number) => {
    remove(index);
    setMaxReached(false);
  };

  return (
    <fieldset className="scenario-list mb-2">
      <legend className="visually-hidden">{label} scenarios</legend>
      <Row className="g-3">
        {fields.map((field, index) => {
          const fieldName = `${name}.${index}.value` as FieldName;
          const fieldLabel = scenarioLabel(label, index);
          return (
            <Col md={4} key={field.id}>
              {renderField ? (
                renderField(index, fieldName, fieldLabel)
              ) : (
                <InputField name={fieldName} label={fieldLabel} type="number" placeholder={placeholder} className="mb-2" />
              )}
              {index > 0 && (
                <Button
                  variant="link"
                  size="sm"
                  className="remove-link p-0"
                  onClick={() => removeScenario(index)}
                  aria-label={`Remove ${fieldLabel}`}
                >
                  Remove
                </Button>
              )}
            </Col>
          );
        })}
      </Row>
      <div className="d-flex align-items-center gap-3 mt-2">
        <Button variant="outline-secondary" size="sm" onClick={addScenario} aria-label={`New Scenario for ${label}`}>
          + New Scenario
        </Button>
        {maxReached && (
          <span role="alert" className="text-danger small">
            {MAX_SCENARIOS_MESSAGE}
          </span>
        )}
      </div>
    </fieldset>
  );
}
