import { MAX_SCENARIOS, WORKLIFE_LABELS, WORKLIFE_METHOD_LABELS } from '@damages/contracts';
import { WORKLIFE_METHODS } from '@damages/engine';
import { useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { InputField } from '../fields/input-field.tsx';
import { ScenarioList } from '../fields/scenario-list.tsx';
import { SelectField, type Option } from '../fields/select-field.tsx';
import { blankWorklifeScenario, type FormValues } from '../model/form-values.ts';
import { WORKLIFE_METHOD_HELP } from '../model/worklife-help.ts';
import { WorklifeTableBasisField } from './worklife-table-basis.tsx';

const METHOD_OPTIONS: Option[] = WORKLIFE_METHODS.map((value) => ({ value, label: WORKLIFE_METHOD_LABELS[value] }));

/**
 * How long the loss of earnings or support runs (methodology §14): the
 * retirement-age scenarios, or the worklife expectancy and years to final
 * separation of a worklife table in their place; and, with either, the
 * expected unemployment.
 */
export function WorklifeInputs() {
  const method = useWatch<FormValues, 'worklife.method'>({ name: 'worklife.method' }) ?? 'retirementAge';
  return (
    <>
      <hr />
      <h3 className="subsection-title">Retirement</h3>
      <Row>
        <Col md={6}>
          <SelectField
            name="worklife.method"
            label={WORKLIFE_LABELS.method}
            options={METHOD_OPTIONS}
            placeholder={null}
            help={WORKLIFE_METHOD_HELP[method]}
          />
        </Col>
      </Row>
      {method === 'worklifeExpectancy' ? (
        <WorklifeScenarios />
      ) : (
        <ScenarioList name="plaintiff.retirementAge" label="Retirement age" placeholder="e.g. 67" />
      )}
      <h3 className="subsection-title mt-3">Unemployment</h3>
      <Row>
        <Col md={4}>
          <InputField name="worklife.unemploymentRate" label={WORKLIFE_LABELS.unemploymentRate} type="number" placeholder="blank if none" />
        </Col>
        <Col md={4}>
          <InputField
            name="worklife.unemploymentBenefitReplacement"
            label={WORKLIFE_LABELS.unemploymentBenefitReplacement}
            type="number"
            placeholder="blank if none"
          />
        </Col>
      </Row>
    </>
  );
}

/** One to three worklife scenarios (WLE and YFS), and the table they come from. */
function WorklifeScenarios() {
  const { control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'worklife.scenarios' });
  const [maxReached, setMaxReached] = useState(false);
  const add = () => {
    if (fields.length >= MAX_SCENARIOS) setMaxReached(true);
    else append(blankWorklifeScenario());
  };
  return (
    <fieldset className="scenario-list mb-2">
      <legend className="visually-hidden">Worklife scenarios</legend>
      {fields.map((field, index) => (
        <Row className="g-3" key={field.id}>
          <Col md={4}>
            <InputField
              name={`worklife.scenarios.${index}.worklifeExpectancy`}
              label={`${WORKLIFE_LABELS.worklifeExpectancy} (Scenario ${index + 1})`}
              type="number"
              placeholder="e.g. 22.4"
              className="mb-2"
            />
          </Col>
          <Col md={4}>
            <InputField
              name={`worklife.scenarios.${index}.yearsToFinalSeparation`}
              label={`${WORKLIFE_LABELS.yearsToFinalSeparation} (Scenario ${index + 1})`}
              type="number"
              placeholder="e.g. 27.1"
              className="mb-2"
            />
          </Col>
          {index > 0 && (
            <Col md={4} className="d-flex align-items-center">
              <Button
                variant="link"
                size="sm"
                className="remove-link p-0"
                onClick={() => {
                  remove(index);
                  setMaxReached(false);
                }}
                aria-label={`Remove worklife scenario ${index + 1}`}
              >
                Remove
              </Button>
            </Col>
          )}
        </Row>
      ))}
      <div className="d-flex align-items-center gap-3 mt-2 mb-3">
        <Button variant="outline-secondary" size="sm" onClick={add} aria-label="New Scenario for Worklife">
          + New Scenario
        </Button>
        {maxReached && (
          <span role="alert" className="text-danger small">
            Maximum number of scenarios reached
          </span>
        )}
      </div>
      <Row>
        <Col md={8}>
          <InputField
            name="worklife.tableName"
            label={WORKLIFE_LABELS.tableName}
            placeholder="e.g. Skoog, Ciecka & Krueger (2019), Table 3"
          />
        </Col>
        <WorklifeTableBasisField />
      </Row>
    </fieldset>
  );
}
