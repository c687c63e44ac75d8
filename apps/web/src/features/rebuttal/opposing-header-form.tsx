import { opposingEntry, REBUTTAL_WORDS, type OpposingEntry, type TotalLine } from '@damages/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';

/**
 * The opposing report's header as the economist enters it: author, date, and the figures it states
 * for each line of our Summary with its stated total. Each refusal is shown under its field and
 * names it (opposing-entry.ts). The two actions take only a valid entry: entering their assumptions,
 * and, once they are entered, computing the rebuttal.
 */
export function OpposingHeaderForm({
  lines,
  defaultValues,
  busy,
  onEnterAssumptions,
  onCompute,
}: {
  /** Our Summary's lines, one row each. */
  lines: readonly Pick<TotalLine, 'key' | 'label'>[];
  defaultValues: OpposingEntry;
  busy: boolean;
  onEnterAssumptions: (entry: OpposingEntry) => Promise<void>;
  /** Absent until their assumptions are entered. */
  onCompute: ((entry: OpposingEntry) => Promise<void>) | undefined;
}) {
  const { register, handleSubmit, formState } = useForm<OpposingEntry>({ resolver: zodResolver(opposingEntry), defaultValues });
  const { errors } = formState;
  return (
    <Form noValidate aria-label={REBUTTAL_WORDS.headerHeading} onSubmit={(event) => void handleSubmit(onEnterAssumptions)(event)}>
      <h2 className="h5">{REBUTTAL_WORDS.headerHeading}</h2>
      <div className="d-flex flex-wrap gap-3 mb-3">
        <Field id="opposing-author" label={REBUTTAL_WORDS.authorLabel} error={errors.author} registered={register('author')} />
        <Field
          id="opposing-report-date"
          label={REBUTTAL_WORDS.reportDateLabel}
          type="date"
          error={errors.reportDate}
          registered={register('reportDate')}
        />
      </div>
      <Table size="sm" className="align-top">
        <thead>
          <tr>
            <th scope="col">{REBUTTAL_WORDS.elementColumn}</th>
            <th scope="col">{REBUTTAL_WORDS.pastColumn}</th>
            <th scope="col">{REBUTTAL_WORDS.futureColumn}</th>
            <th scope="col">{REBUTTAL_WORDS.totalColumn}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.key}>
              <th scope="row">{line.label}</th>
              {(['past', 'future', 'total'] as const).map((part) => (
                <td key={part}>
                  <Figure
                    id={`opposing-${line.key}-${part}`}
                    label={REBUTTAL_WORDS.figureName(line.label, part)}
                    error={errors.lines?.[index]?.[part]}
                    registered={register(`lines.${index}.${part}`)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {REBUTTAL_WORDS.statedTotal}
            </th>
            <td>
              <Figure id="opposing-total" label={REBUTTAL_WORDS.statedTotal} error={errors.total} registered={register('total')} />
            </td>
          </tr>
        </tfoot>
      </Table>
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" variant={onCompute ? 'outline-primary' : 'primary'} disabled={busy}>
          {onCompute ? REBUTTAL_WORDS.changeAssumptions : REBUTTAL_WORDS.enterAssumptions}
        </Button>
        {onCompute && (
          <Button variant="primary" disabled={busy} onClick={() => void handleSubmit(onCompute)()}>
            {REBUTTAL_WORDS.compute}
          </Button>
        )}
      </div>
    </Form>
  );
}

function Field({
  id,
  label,
  type = 'text',
  error,
  registered,
}: {
  id: string;
  label: string;
  type?: string;
  error: FieldError | undefined;
  registered: UseFormRegisterReturn;
}) {
  return (
    <Form.Group controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={`${id}-message`}
        {...registered}
      />
      <Message id={`${id}-message`}>{error?.message}</Message>
    </Form.Group>
  );
}

/** A figure cell: labelled for assistive technology by the row and column it sits in. */
function Figure({
  id,
  label,
  error,
  registered,
}: {
  id: string;
  label: string;
  error: FieldError | undefined;
  registered: UseFormRegisterReturn;
}) {
  return (
    <>
      <Form.Control
        id={id}
        inputMode="decimal"
        aria-label={label}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={`${id}-message`}
        {...registered}
      />
      <Message id={`${id}-message`}>{error?.message}</Message>
    </>
  );
}

function Message({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <div id={id} className="invalid-feedback d-block">
      {children}
    </div>
  );
}
