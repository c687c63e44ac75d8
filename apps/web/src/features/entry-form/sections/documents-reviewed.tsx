import { MAX_DOCUMENTS_REVIEWED } from '@damages/contracts';
import { memo } from 'react';
import { Col, Row } from 'react-bootstrap';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { InputField } from '../fields/input-field.tsx';
import { SectionCard } from '../fields/section-card.tsx';
import { RemoveBlocksDialog } from '../fields/remove-blocks-dialog.tsx';
import { useCountSync } from '../fields/use-count-sync.ts';
import { blankScenario, type FormValues } from '../model/form-values.ts';
import { useVisibility } from '../model/use-visibility.ts';
import { HouseholdServices } from './household-services.tsx';

/** Documents Reviewed: 0 or more named documents, plus the household-services part when a services type is selected. */
export const DocumentsReviewed = memo(function DocumentsReviewed() {
  const { control } = useFormContext<FormValues>();
  const shown = useVisibility();
  const { fields, append, remove } = useFieldArray({ control, name: 'documents.sourceNames' });
  const removeDocuments = useCountSync({
    countName: 'documents.numberOfReviewed',
    countLabel: 'Number of documents reviewed',
    noun: { one: 'document', other: 'documents' },
    listName: 'documents.sourceNames',
    max: MAX_DOCUMENTS_REVIEWED,
    blank: blankScenario,
    append,
    remove,
  });
  return (
    <SectionCard title="Documents Reviewed">
      <Row>
        <Col md={4}>
          <InputField name="documents.numberOfReviewed" label="Number of documents reviewed" type="number" min={0} />
        </Col>
      </Row>
      {fields.length > 0 && (
        <Row>
          {fields.map((field, index) => (
            <Col md={6} key={field.id}>
              <InputField
                name={`documents.sourceNames.${index}.value`}
                label={`Source name (document ${index + 1})`}
                placeholder="e.g. Deposition of the plaintiff"
              />
            </Col>
          ))}
        </Row>
      )}
      <RemoveBlocksDialog {...removeDocuments} />
      {shown.services && <HouseholdServices />}
    </SectionCard>
  );
});
