import { ISSUED_WORDS } from '@damages/contracts';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { keepDraftFromIssued } from '../../entry-form/index.ts';
import { useSavedCaseStore } from '../../saved-cases/index.ts';
import { useReport } from '../state/report-context.tsx';

/**
 * Above every on-screen page of an issued version: that it is one and cannot be
 * edited, and its Edit, which makes the version's inputs the case's working
 * draft and opens the entry form on them. The version stays as issued.
 */
export function IssuedBanner() {
  const { issued, formId, record } = useReport();
  const { drafts } = useSavedCaseStore();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  if (!issued) return null;

  const edit = async () => {
    setFailed(null);
    try {
      await keepDraftFromIssued(drafts, formId, record.formData);
      await navigate(`/form/${formId}`);
    } catch (error) {
      setFailed(ISSUED_WORDS.draftNotKept(error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <Alert variant="secondary" className="issued-banner d-print-none d-flex flex-wrap align-items-center gap-2 mb-3">
      <span className="me-auto">{ISSUED_WORDS.banner(issued.version, issued.issuedOn)}</span>
      <Button size="sm" variant="primary" onClick={() => void edit()}>
        {ISSUED_WORDS.edit}
      </Button>
      {failed && (
        <span role="alert" className="w-100 small text-danger">
          {failed}
        </span>
      )}
    </Alert>
  );
}
