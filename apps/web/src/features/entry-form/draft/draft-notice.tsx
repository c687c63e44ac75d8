import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { formatTimestamp, SUPPLEMENT_WORDS } from '@damages/contracts';
import { useWatch } from 'react-hook-form';
import type { FormValues } from '../model/form-values.ts';
import { useDraft } from './use-draft.ts';

/**
 * Keeps the form as a draft, and says so (with "Discard draft") when the form opened on one.
 * Discarding throws away typing that exists nowhere else, so it asks first, in place. A supplement's
 * draft was made by an issued version's Update, not restored from earlier typing, and says so.
 */
export function DraftNotice({ formId, initialValues }: { formId: string | undefined; initialValues: FormValues }) {
  const { restoredAt, discard } = useDraft(formId, initialValues);
  const [confirming, setConfirming] = useState(false);
  const supplements = useWatch<FormValues, 'supplements'>({ name: 'supplements' });
  if (restoredAt === undefined) return null;
  return (
    <Alert variant="info" role="status" className="d-flex flex-wrap align-items-center gap-2 draft-notice">
      {confirming ? (
        <>
          <span className="flex-grow-1">Discard your unsaved changes? They cannot be brought back.</span>
          <Button
            size="sm"
            variant="danger"
            onClick={() => {
              setConfirming(false);
              discard();
            }}
          >
            Discard changes
          </Button>
          <Button size="sm" variant="outline-dark" onClick={() => setConfirming(false)}>
            Keep draft
          </Button>
        </>
      ) : (
        <>
          <span className="flex-grow-1">
            {supplements === undefined
              ? `Restored your unsaved changes from ${formatTimestamp(restoredAt)}. They are kept as a draft until you submit the form.`
              : SUPPLEMENT_WORDS.draftKept}
          </span>
          <Button size="sm" variant="outline-dark" onClick={() => setConfirming(true)}>
            Discard draft
          </Button>
        </>
      )}
    </Alert>
  );
}
