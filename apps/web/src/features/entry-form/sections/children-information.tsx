import { MAX_CHILDREN } from '@damages/contracts';
import { memo } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { InputField } from '../fields/input-field.tsx';
import { CHILD_COUNT_OPTIONS, GENDER_CHOICES } from '../fields/options.ts';
import { SectionCard } from '../fields/section-card.tsx';
import { SelectField } from '../fields/select-field.tsx';
import { RemoveBlocksDialog } from '../fields/remove-blocks-dialog.tsx';
import { useCountSync } from '../fields/use-count-sync.ts';
import { blankChild, type FormValues } from '../model/form-values.ts';

/** Children Information (when the household has children): 1 to 10 blocks, as many as the chosen count. */
export const ChildrenInformation = memo(function ChildrenInformation() {
  const { control } = useFormContext<FormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'children.list' });
  const removeChildren = useCountSync({
    countName: 'children.amount',
    countLabel: 'Number of children',
    listName: 'children.list',
    noun: { one: 'child', other: 'children' },
    max: MAX_CHILDREN,
    blank: blankChild,
    append,
    remove,
  });
  return (
    <SectionCard title="Children Information">
      <Row>
        <Col md={4}>
          <SelectField name="children.amount" label="Number of children" options={CHILD_COUNT_OPTIONS} />
        </Col>
      </Row>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="repeat-block">
          <legend className="h6">Child {index + 1}</legend>
          <Row>
            <Col md={6}>
              <InputField name={`children.list.${index}.name`} label="Name" />
            </Col>
            <Col md={3}>
              <InputField name={`children.list.${index}.dateOfBirth`} label="Date of birth" type="date" />
            </Col>
            <Col md={3}>
              <SelectField name={`children.list.${index}.gender`} label="Gender" options={GENDER_CHOICES} />
            </Col>
          </Row>
        </fieldset>
      ))}
      <RemoveBlocksDialog {...removeChildren} />
    </SectionCard>
  );
});
