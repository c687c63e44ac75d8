import { TESTIMONY_KIND_LABELS, TESTIMONY_KINDS, type EconomistProfileFields, type EconomistProfileInput } from '@damages/contracts';
import { Button, Form, Table } from 'react-bootstrap';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { BLANK_TESTIMONY_ROW } from '../model/profile-form-values.ts';

interface TestimonyListProps {
  control: Control<EconomistProfileInput, unknown, EconomistProfileFields>;
  register: UseFormRegister<EconomistProfileInput>;
  errors: FieldErrors<EconomistProfileInput>;
}

type Column = 'case' | 'court' | 'year';
const COLUMNS: { key: Column; label: string; inputMode?: 'numeric' }[] = [
  { key: 'case', label: 'Case' },
  { key: 'court', label: 'Court' },
  { key: 'year', label: 'Year', inputMode: 'numeric' },
];

/** "Testimony (last 4 years)": one row per case (case, court, year, deposition or trial), rows added and removed freely. */
export function TestimonyList({ control, register, errors }: TestimonyListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'testimony' });
  const rowErrors = errors.testimony;
  return (
    <fieldset className="mb-3" aria-describedby="testimony-hint">
      <legend className="form-label fs-6 mb-1">Testimony (last 4 years)</legend>
      <Form.Text id="testimony-hint" className="d-block mb-2">
        The cases in which you testified as an expert at trial or by deposition.
      </Form.Text>
      {fields.length > 0 && (
        <Table size="sm" className="align-top testimony-table">
          <thead>
            <tr>
              <th scope="col">Case</th>
              <th scope="col">Court</th>
              <th scope="col" className="testimony-year">
                Year
              </th>
              <th scope="col" className="testimony-kind">
                Deposition or trial
              </th>
              <th scope="col" className="testimony-actions">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field, index) => {
              const row = rowErrors?.[index];
              return (
                <tr key={field.id}>
                  {COLUMNS.map(({ key, label, inputMode }) => {
                    const id = `testimony-${index}-${key}`;
                    const message = row?.[key]?.message;
                    return (
                      <td key={key}>
                        <Form.Label htmlFor={id} visuallyHidden>
                          {`${label}, testimony ${index + 1}`}
                        </Form.Label>
                        <Form.Control
                          id={id}
                          size="sm"
                          inputMode={inputMode}
                          isInvalid={!!message}
                          aria-invalid={message ? true : undefined}
                          aria-describedby={message ? `${id}-error` : undefined}
                          {...register(`testimony.${index}.${key}`)}
                        />
                        {message && (
                          <div id={`${id}-error`} className="invalid-feedback d-block">
                            {message}
                          </div>
                        )}
                      </td>
                    );
                  })}
                  <td>
                    <Form.Label htmlFor={`testimony-${index}-kind`} visuallyHidden>
                      {`Deposition or trial, testimony ${index + 1}`}
                    </Form.Label>
                    <Form.Select id={`testimony-${index}-kind`} size="sm" {...register(`testimony.${index}.kind`)}>
                      {TESTIMONY_KINDS.map((kind) => (
                        <option key={kind} value={kind}>
                          {TESTIMONY_KIND_LABELS[kind]}
                        </option>
                      ))}
                    </Form.Select>
                  </td>
                  <td>
                    <Button variant="outline-danger" size="sm" onClick={() => remove(index)} aria-label={`Remove testimony ${index + 1}`}>
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      {typeof rowErrors?.message === 'string' && <div className="invalid-feedback d-block">{rowErrors.message}</div>}
      <Button variant="outline-secondary" size="sm" onClick={() => append({ ...BLANK_TESTIMONY_ROW })}>
        Add testimony
      </Button>
    </fieldset>
  );
}
