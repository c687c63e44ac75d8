import { Alert, Button } from 'react-bootstrap';
import { formatSavedAt } from '../saved-cases/format-saved-at.ts';
import type { FormValues } from '../model/form-values.ts';
import { useDraft } from './use-draft.ts';

/** Keeps the form as a draft, and says so (with "Discard draft") when the form opened on one. */
export function DraftNotice({ formId, initialValues }: { formId: string | undefined; initialValues: FormValues }) {
  const { restoredAt, discard } = useDraft(formId, initialValues);
  if (restoredAt === undefined) return null;
  return (
    <Alert variant="info" role="status" className="d-flex flex-wrap align-items-center gap-2 draft-notice">
      <span className="flex-grow-1">
        Restored your unsaved changes from {formatSavedAt(restoredAt)}. They are kept as a draft until you submit the form.
      </span>
      <Button size="sm" variant="outline-dark" onClick={discard}>
        Discard draft
      </Button>
    </Alert>
  );
}
