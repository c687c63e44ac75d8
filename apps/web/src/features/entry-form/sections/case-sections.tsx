import { LOSS_TYPES_BY_CASE, LOSS_TYPE_LABELS, type CaseType, type LossType } from '@damages/contracts';
import { memo } from 'react';
import { Col, Form, Row } from 'react-bootstrap';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FieldMessage } from '../fields/field-message.tsx';
import { useFieldStatus } from '../fields/field-status.ts';
import { InputField } from '../fields/input-field.tsx';
import { CASE_TYPE_CHOICES } from '../fields/options.ts';
import { SectionCard } from '../fields/section-card.tsx';
import { SelectField } from '../fields/select-field.tsx';
import type { FormValues } from '../model/form-values.ts';

/** Case Sections: case type, its loss categories (spec §3 lists), and burial cost for wrongful death. */
export const CaseSections = memo(function CaseSections() {
  const { control, getValues, setValue } = useFormContext<FormValues>();
  const caseType = useWatch({ control, name: 'case.type' });

  // Switching case type drops the categories the new type does not offer.
  const onCaseTypeChange = (event: { target: { value: string } }) => {
    const offered: readonly LossType[] = LOSS_TYPES_BY_CASE[event.target.value as CaseType] ?? [];
    const kept = getValues('case.typeSelectedValues').filter((type) => offered.includes(type));
    setValue('case.typeSelectedValues', kept);
  };

  return (
    <SectionCard title="Case Sections">
      <Row>
        <Col md={6}>
          <SelectField name="case.type" label="Case type" options={CASE_TYPE_CHOICES} registerOptions={{ onChange: onCaseTypeChange }} />
        </Col>
        {caseType === 'wrongfulDeath' && (
          <Col md={6}>
            <InputField name="plaintiff.burialCost" label="Burial Cost" type="number" placeholder="e.g. 12000" />
          </Col>
        )}
      </Row>
      {caseType !== '' && <LossCategories caseType={caseType} />}
    </SectionCard>
  );
});

function LossCategories({ caseType }: { caseType: CaseType }) {
  const { control } = useFormContext<FormValues>();
  const { message, isInvalid } = useFieldStatus('case.typeSelectedValues');
  return (
    <Controller
      control={control}
      name="case.typeSelectedValues"
      render={({ field }) => (
        <fieldset aria-describedby={message ? 'loss-categories-error' : undefined}>
          <legend className="form-label fs-6">Loss categories</legend>
          <Row xs={1} md={2} className="g-1">
            {LOSS_TYPES_BY_CASE[caseType].map((type) => (
              <Col key={type}>
                <Form.Check
                  type="checkbox"
                  id={`loss-${type}`}
                  label={LOSS_TYPE_LABELS[type]}
                  checked={field.value.includes(type)}
                  isInvalid={isInvalid}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? LOSS_TYPES_BY_CASE[caseType].filter((t) => t === type || field.value.includes(t))
                        : field.value.filter((t) => t !== type),
                    )
                  }
                />
              </Col>
            ))}
          </Row>
          <FieldMessage id="loss-categories-error" message={message} />
        </fieldset>
      )}
    />
  );
}
