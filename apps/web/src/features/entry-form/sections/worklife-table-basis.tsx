import { WORKLIFE_LABELS, WORKLIFE_TABLE_BASES, WORKLIFE_TABLE_BASIS_LABELS } from '@damages/contracts';
import { Col } from 'react-bootstrap';
import { ForumDepartureNote } from '../fields/forum-departure-note.tsx';
import { SelectField } from '../fields/select-field.tsx';

const NAME = 'worklife.tableBasis';
const BASIS_OPTIONS = WORKLIFE_TABLE_BASES.map((basis) => ({ value: basis, label: WORKLIFE_TABLE_BASIS_LABELS[basis] }));

/**
 * Beside the worklife table's name: whether the table is by sex or for all
 * persons (methodology §14). Optional, Not stated keeps what a case said before
 * the question; a forum requiring neutral tables sets All persons, and a table
 * by sex there is noted beside the field with the forum's rule. A column of
 * the table name's row.
 */
export function WorklifeTableBasisField() {
  return (
    <Col md={4}>
      <SelectField name={NAME} label={WORKLIFE_LABELS.tableBasis} options={BASIS_OPTIONS} placeholder="Not stated" />
      <ForumDepartureNote path="worklife.tableBasis" />
    </Col>
  );
}
