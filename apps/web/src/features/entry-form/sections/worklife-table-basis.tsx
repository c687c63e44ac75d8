import { WORKLIFE_LABELS, WORKLIFE_TABLE_BASES, WORKLIFE_TABLE_BASIS_LABELS } from '@damages/contracts';
import { Col, Form } from 'react-bootstrap';
import { useFormContext } from 'react-hook-form';
import { FieldHelpText } from '../fields/field-help.tsx';
import { FieldMessage } from '../fields/field-message.tsx';
import { fieldId, useFieldStatus } from '../fields/field-status.ts';
import { ForumDepartureNote } from '../fields/forum-departure-note.tsx';
import type { FormValues } from '../model/form-values.ts';

const NAME = 'worklife.tableBasis';

/**
 * Beside the worklife table's name: whether the table is by sex or for all
 * persons (methodology §14). Optional, Not stated keeps what a case said before
 * the question; a forum requiring neutral tables sets All persons, and a table
 * by sex there is noted beside the field with the forum's rule. A column of
 * the table name's row.
 */
export function WorklifeTableBasisField() {
  const { register } = useFormContext<FormValues>();
  const { message, isInvalid, isValid } = useFieldStatus(NAME);
  const id = fieldId(NAME);
  return (
    <Col md={4}>
      <Form.Group className="mb-3">
        <Form.Label htmlFor={id}>{WORKLIFE_LABELS.tableBasis}</Form.Label>
        <Form.Select
          id={id}
          {...register(NAME)}
          isInvalid={isInvalid}
          isValid={isValid}
          aria-invalid={isInvalid || undefined}
          aria-describedby={[message ? `${id}-error` : '', `${id}-help`].filter(Boolean).join(' ')}
        >
          <option value="">Not stated</option>
          {WORKLIFE_TABLE_BASES.map((basis) => (
            <option key={basis} value={basis}>
              {WORKLIFE_TABLE_BASIS_LABELS[basis]}
            </option>
          ))}
        </Form.Select>
        <FieldMessage id={`${id}-error`} message={message} />
        <FieldHelpText id={`${id}-help`} name={NAME} />
        <ForumDepartureNote path="worklife.tableBasis" />
      </Form.Group>
    </Col>
  );
}
