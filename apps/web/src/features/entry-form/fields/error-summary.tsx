import { useMemo } from 'react';
import { Alert } from 'react-bootstrap';
import { useFormContext, useFormState, type FieldErrors } from 'react-hook-form';
import type { FormValues } from '../model/form-values.ts';
import { fieldId } from './field-status.ts';

export interface Problem {
  name: string;
  message: string;
}

/** Every message in react-hook-form's nested errors, with the field path it belongs to. */
function problemsOf(errors: FieldErrors<FormValues>): Problem[] {
  const problems: Problem[] = [];
  const walk = (node: unknown, path: string) => {
    if (node === null || typeof node !== 'object') return;
    const { message, type } = node as { message?: unknown; type?: unknown };
    if (typeof message === 'string' && type !== undefined) {
      problems.push({ name: path, message });
      return;
    }
    for (const [key, child] of Object.entries(node)) if (key !== 'ref') walk(child, path === '' ? key : `${path}.${key}`);
  };
  walk(errors, '');
  return problems;
}

/** Page order: the summary lists the problems as the user meets them going down the form. */
function inPageOrder(problems: Problem[]): Problem[] {
  const at = (problem: Problem) => document.getElementById(fieldId(problem.name));
  return [...problems].sort((a, b) => {
    const first = at(a);
    const second = at(b);
    if (!first || !second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/** The visible label of the field the problem belongs to, from the page (what the user reads there). */
function labelOf(problem: Problem): string | undefined {
  const input = document.getElementById(fieldId(problem.name));
  const label = (input as HTMLInputElement | null)?.labels?.[0]?.textContent?.trim();
  return label || input?.getAttribute('aria-label') || undefined;
}

/**
 * A summary line names its field: some messages are the same for many fields ("Required field",
 * as the specification words the household size), and the summary stands apart from the field.
 */
function summaryLine(message: string, label: string | undefined): string {
  return label && !message.toLowerCase().includes(label.toLowerCase()) ? `${label}: ${message}` : message;
}

/**
 * One live region for the whole form: after a failed submit it lists
 * every problem with a link to its field, and follows the user's fixes. The
 * inline messages stay under the fields, quiet.
 */
export function ErrorSummary() {
  const { control, setFocus } = useFormContext<FormValues>();
  const { errors, isSubmitted } = useFormState({ control });
  const problems = useMemo(() => (isSubmitted ? inPageOrder(problemsOf(errors)) : []), [errors, isSubmitted]);
  const count = problems.length;
  return (
    <div aria-live="polite" className="error-summary">
      {count > 0 && (
        <Alert variant="danger" role="region" aria-labelledby="error-summary-title">
          <h2 id="error-summary-title" className="h5">
            Please correct {count} {count === 1 ? 'problem' : 'problems'}
          </h2>
          <ul className="mb-0">
            {problems.map((problem) => (
              <li key={problem.name}>
                <a
                  href={`#${fieldId(problem.name)}`}
                  className="alert-link"
                  onClick={(event) => {
                    event.preventDefault();
                    const input = document.getElementById(fieldId(problem.name));
                    if (input) {
                      input.scrollIntoView?.({ block: 'center' });
                      input.focus();
                    } else setFocus(problem.name as never);
                  }}
                >
                  {summaryLine(problem.message, labelOf(problem))}
                </a>
              </li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
