import {
  DISCOUNT_METHOD_LABELS,
  EARNINGS_BASIS_LABELS,
  FORUMS,
  forumDefaults,
  isForumId,
  LIFE_TABLE_LABELS,
  prescribingRule,
  WORKLIFE_TABLE_BASIS_WORDS,
  type ForumId,
} from '@damages/contracts';
import { Col, Row } from 'react-bootstrap';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectField } from '../fields/select-field.tsx';
import type { FormValues } from '../model/form-values.ts';

const NAME = 'case.forum';
const FORUM_OPTIONS = FORUMS.map((f) => ({ value: f.id, label: f.label }));
const FORUM_HELP =
  'The jurisdiction whose law governs the damages. Choosing one sets the discount method, earnings basis, life table and worklife table basis its law prescribes (each can still be changed), and the report states its rules with their citations. Choose… keeps the method’s own defaults.';

/** What the chosen forum prescribes among the form's choices, each with its authority. */
function prescriptions(forum: ForumId, dateOfReport: string): string[] {
  const defaults = forumDefaults(forum, dateOfReport);
  const lines: string[] = [];
  if (defaults.discountMethod)
    lines.push(
      `Discount method of earnings and support: ${DISCOUNT_METHOD_LABELS[defaults.discountMethod].toLowerCase()} (${prescribingRule(forum, 'discountMethod', dateOfReport)?.citation})`,
    );
  if (defaults.earningsBasis)
    lines.push(
      `Earnings basis: ${EARNINGS_BASIS_LABELS[defaults.earningsBasis].toLowerCase()} (${prescribingRule(forum, 'earningsBasis', dateOfReport)?.citation})`,
    );
  if (defaults.lifeTable)
    lines.push(
      `Life table: ${LIFE_TABLE_LABELS[defaults.lifeTable].toLowerCase()} (${prescribingRule(forum, 'neutralTables', dateOfReport)?.citation})`,
    );
  if (defaults.worklifeTableBasis)
    lines.push(
      `Worklife table basis: ${WORKLIFE_TABLE_BASIS_WORDS[defaults.worklifeTableBasis]} (${prescribingRule(forum, 'neutralTables', dateOfReport)?.citation})`,
    );
  return lines;
}

/**
 * The Forum select of Case Information: the catalogue's forums and an empty
 * choice that keeps today's method. Choosing a forum (the user's choice, not a
 * case being opened) sets the defaults it prescribes among the form's fields;
 * each stays editable, and a departure is noted beside its field.
 */
export function ForumField() {
  const { setValue, getValues, control } = useFormContext<FormValues>();
  const [forum, dateOfReport] = useWatch({ control, name: [NAME, 'case.dateOfReport'] });
  const chosen = isForumId(forum) ? prescriptions(forum, dateOfReport) : [];
  const applyDefaults = (value: string) => {
    if (!isForumId(value)) return;
    const defaults = forumDefaults(value, getValues('case.dateOfReport'));
    const set = { shouldDirty: true };
    if (defaults.discountMethod) setValue('valuation.discountMethod', defaults.discountMethod, set);
    if (defaults.earningsBasis) setValue('plaintiff.earningsBasis', defaults.earningsBasis, set);
    if (defaults.lifeTable) {
      setValue('plaintiff.lifeTable', defaults.lifeTable, set);
      setValue('wife.lifeTable', defaults.lifeTable, set);
    }
    if (defaults.worklifeTableBasis) setValue('worklife.tableBasis', defaults.worklifeTableBasis, set);
  };
  return (
    <Row>
      <Col md={6}>
        <SelectField
          name={NAME}
          label="Forum"
          options={FORUM_OPTIONS}
          placeholder="Choose…"
          registerOptions={{ onChange: (event: { target: { value: string } }) => applyDefaults(event.target.value) }}
          help={`${FORUM_HELP}${chosen.length > 0 ? ` Prescribed here: ${chosen.join('; ')}.` : ''}`}
        />
      </Col>
    </Row>
  );
}
