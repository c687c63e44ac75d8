import { ISSUED_WORDS, SUPPLEMENT_WORDS } from '@damages/contracts';
import { useState } from 'react';
import { Alert, Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { keepDraftFromIssued, keepSupplementDraft } from '../../entry-form/index.ts';
import { useSavedCaseStore } from '../../saved-cases/index.ts';
import { useReport } from '../state/report-context.tsx';

/**
 * Above every on-screen page of an issued version: that it is one and cannot be
 * edited, its Update, which starts a supplemental report to it (the version's
 * inputs as the case's working draft, marked as supplementing it: the submit then
 * explains what changed since), and its Edit, which starts the draft unmarked.
 * Either opens the entry form on the draft; the version stays as issued.
 */
export function IssuedBanner() {
  const { issued, formId, record } = useReport();
  const { drafts } = useSavedCaseStore();
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);
  if (!issued) return null;

  const startDraft = async (supplement: boolean) => {
    setFailed(null);
    try {
      await (supplement
        ? keepSupplementDraft(drafts, formId, record.formData, issued.version)
        : keepDraftFromIssued(drafts, formId, record.formData));
      await navigate(`/form/${formId}`);
    } catch (error) {
      setFailed(ISSUED_WORDS.draftNotKept(error instanceof Error ? error.message : String(error)));
    }
  };

  return (
    <Alert variant="secondary" className="issued-banner d-print-none d-flex flex-wrap align-items-center gap-2 mb-3">
      <span className="me-auto">{ISSUED_WORDS.banner(issued.version, issued.issuedOn)}</span>
      <Button size="sm" variant="primary" onClick={() => void startDraft(true)}>
        {SUPPLEMENT_WORDS.update}
      </Button>
      <Button size="sm" variant="outline-primary" onClick={() => void startDraft(false)}>
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
